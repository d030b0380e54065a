import Box from '@mui/material/Box';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import type { ChangeVerdict } from '@ads-auditor/audit';

/** The colour of a move that is good or bad for the account (dark shades: readable on white). */
export const VERDICT_COLOR = { better: 'success.dark', worse: 'error.dark' } as const;

/**
 * 'better' or 'worse' beside a change, in words and colour, so a good move does not look like a
 * bad one; the arrow tells the figure's direction (a lower ACOS is better). Nothing when neutral.
 */
export function ChangeVerdictLabel({ verdict, direction }: { verdict: ChangeVerdict; direction: 'up' | 'down' | null }) {
  if (verdict === 'neutral') return null;
  const Arrow = direction === 'down' ? ArrowDownwardIcon : ArrowUpwardIcon;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', verticalAlign: 'text-bottom', gap: 0.25, ml: 0.75, color: VERDICT_COLOR[verdict], fontWeight: 700, fontSize: '0.75rem' }}>
      {direction && <Arrow aria-hidden sx={{ fontSize: '0.9rem' }} />}
      {verdict}
    </Box>
  );
}
