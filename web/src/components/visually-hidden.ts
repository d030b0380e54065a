import type { SxProps, Theme } from '@mui/material/styles';

/**
 * Text for screen readers only (e.g. the name of the expander column's header). Sizes are
 * strings: sx reads a bare 1 as 100% for width and height, and a bare -1 margin as a theme spacing.
 */
export const visuallyHiddenSx: SxProps<Theme> = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
};
