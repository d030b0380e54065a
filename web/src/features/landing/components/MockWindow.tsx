import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/**
 * A drawn app window used by the landing-page illustrations. It is one image to assistive
 * technology (role img + label); nothing inside it is interactive.
 */
export function MockWindow({ label, title, children }: { label: string; title: string; children: ReactNode }) {
  return (
    <Paper
      role="img"
      aria-label={label}
      elevation={0}
      sx={{
        borderRadius: 3,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        boxShadow: '0 24px 60px -28px rgba(15, 23, 42, 0.35)',
        width: '100%',
        userSelect: 'none',
      }}
    >
      <Box aria-hidden="true" sx={{ display: 'flex', alignItems: 'center', gap: 0.75, px: 1.75, py: 1.1, bgcolor: '#F1F5F9', borderBottom: 1, borderColor: 'divider' }}>
        {['#F87171', '#FBBF24', '#34D399'].map((color) => (
          <Box key={color} sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: color }} />
        ))}
        <Typography variant="caption" color="text.secondary" noWrap sx={{ ml: 1.25, fontWeight: 600 }}>
          {title}
        </Typography>
      </Box>
      <Box aria-hidden="true" sx={{ p: { xs: 1.5, sm: 2.25 }, bgcolor: 'background.default' }}>
        {children}
      </Box>
    </Paper>
  );
}

/** A small labelled figure tile inside a mock window. */
export function MockTile({ label, value, tone }: { label: string; value: string; tone?: 'good' | 'plain' }) {
  return (
    <Box sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 2, p: { xs: 1, sm: 1.5 }, minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" noWrap sx={{ display: 'block', fontSize: { xs: 10, sm: 12 } }}>
        {label}
      </Typography>
      <Typography noWrap sx={{ fontWeight: 800, fontSize: { xs: 14, sm: 20 }, color: tone === 'good' ? 'success.main' : 'text.primary' }}>
        {value}
      </Typography>
    </Box>
  );
}

/** A horizontal bar with a caption, drawn to `share` (0 to 1) of its track. */
export function MockBar({ label, share, color, value }: { label: string; share: number; color: string; value: string }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '84px 1fr 52px', sm: '96px 1fr 64px' }, alignItems: 'center', gap: 1 }}>
      <Typography variant="caption" noWrap sx={{ fontWeight: 600 }}>{label}</Typography>
      <Box sx={{ height: 10, borderRadius: 5, bgcolor: '#E2E8F0', overflow: 'hidden' }}>
        <Box sx={{ width: `${Math.round(share * 100)}%`, height: '100%', bgcolor: color, borderRadius: 5 }} />
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'right' }}>{value}</Typography>
    </Box>
  );
}

/** A titled card inside a mock window. */
export function MockCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 2, p: { xs: 1.25, sm: 1.75 }, minWidth: 0 }}>
      <Typography variant="caption" sx={{ fontWeight: 700, display: 'block', mb: 1 }}>{title}</Typography>
      {children}
    </Box>
  );
}
