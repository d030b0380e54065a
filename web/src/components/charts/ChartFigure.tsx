import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A chart as a titled figure: the caption names it for screen readers and sighted readers alike. */
export function ChartFigure({ caption, children }: { caption: string; children: ReactNode }) {
  const captionId = useId();
  return (
    <Box component="figure" aria-labelledby={captionId} sx={{ m: 0, minWidth: 0 }}>
      <Typography id={captionId} component="figcaption" variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
        {caption}
      </Typography>
      {children}
    </Box>
  );
}
