import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface MetricItem {
  label: string;
  value: ReactNode;
}

/** Label and value tiles as a description list; as many columns as fit. */
export function MetricGrid({ items, minTileWidth = 130 }: { items: readonly MetricItem[]; minTileWidth?: number }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: `repeat(auto-fill, minmax(${minTileWidth}px, 1fr))` }}
    >
      {items.map((item) => (
        <Box key={item.label} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {item.label}
          </Typography>
          <Typography component="dd" variant="subtitle1" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
            {item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
