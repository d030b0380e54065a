import Box from '@mui/material/Box';
import type { SummaryTable } from '@ads-auditor/audit';

/** The headline rows of a table (Total Spend, Total Sales, ROAS) as large figures. */
export function AccountHeadline({ table }: { table: SummaryTable }) {
  const figures = table.rows.filter((_, i) => table.rowRoles[i] === 'headline');
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)', md: '1fr' } }}>
      {figures.map(([label, value]) => (
        <Box key={label} sx={{ p: 2, borderRadius: 2, bgcolor: 'background.default', border: 1, borderColor: 'divider' }}>
          <Box component="dt" sx={{ typography: 'body2', color: 'text.secondary', fontWeight: 600 }}>
            {label}
          </Box>
          <Box component="dd" sx={{ m: 0, typography: 'h4', fontWeight: 800, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
