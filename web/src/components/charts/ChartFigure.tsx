import { useId, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useNearViewport } from './use-near-viewport';

interface ChartFigureProps {
  caption: string;
  children: ReactNode;
  /**
   * Draw the chart only once the figure nears the viewport, keeping this much room (px) for it
   * until then: a page of several charts (the Summary) appears without drawing the ones below the
   * fold, each of which costs tens of milliseconds.
   */
  drawWhenNear?: number;
}

/** A chart as a titled figure: the caption names it for screen readers and sighted readers alike. */
export function ChartFigure({ caption, children, drawWhenNear }: ChartFigureProps) {
  const captionId = useId();
  const figure = useRef<HTMLElement>(null);
  const near = useNearViewport(figure, drawWhenNear !== undefined);
  return (
    <Box ref={figure} component="figure" aria-labelledby={captionId} sx={{ m: 0, minWidth: 0 }}>
      <Typography id={captionId} component="figcaption" variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
        {caption}
      </Typography>
      {near ? children : <Box sx={{ minHeight: drawWhenNear }} />}
    </Box>
  );
}
