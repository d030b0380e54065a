// MUI's indeterminate LinearProgress moves its bars by animating `left` and `right`: the page's
// thread lays out and repaints them every frame. The server's status panel shows one for the whole
// time the server audits a file this browser has already audited (9 s on a 65 MB workbook): until
// the Insights showed, the page's thread spent 1.0 s on style, layout and paint, 0.58 s once the
// same motion was made of transforms, which the compositor runs.
import { keyframes } from '@emotion/react';
import type { CSSObject } from '@mui/material/styles';

/** A bar spanning the track, moved and sized by transform: translateX(x%) is x % of the track, scaleX(w) w of it. */
const transformed = (from: [number, number], to: [number, number]) => keyframes`
  0% { transform: translateX(${from[0]}%) scaleX(${from[1]}); }
  60% { transform: translateX(${to[0]}%) scaleX(${to[1]}); }
  100% { transform: translateX(${to[0]}%) scaleX(${to[1]}); }
`;

// MUI's keyframes, as left and width: bar 1 goes from left -35 %, width 35 %, to left 100 %, width 90 %;
// bar 2 from left -200 %, width 200 %, to left 107 %, width 1 %.
const bar1Motion = transformed([-35, 0.35], [100, 0.9]);
const bar2Motion = transformed([-200, 2], [107, 0.01]);

const bar = { left: 0, right: 'auto', width: '100%', transformOrigin: 'left', willChange: 'transform' } as const;

/** Root overrides for the indeterminate (and query) variants: the same bars and timing, composited. */
export const compositedIndeterminateBars: CSSObject = {
  '& .MuiLinearProgress-bar1': { ...bar, animation: `${bar1Motion} 2.1s cubic-bezier(0.65, 0.815, 0.735, 0.395) infinite` },
  '& .MuiLinearProgress-bar2': { ...bar, animation: `${bar2Motion} 2.1s cubic-bezier(0.165, 0.84, 0.44, 1) 1.15s infinite backwards` },
  '@media (prefers-reduced-motion: reduce)': {
    '& .MuiLinearProgress-bar1': { animation: 'none', transform: 'translateX(30%) scaleX(0.4)' },
    '& .MuiLinearProgress-bar2': { animation: 'none', transform: 'scaleX(0)' },
  },
};
