import { useMemo } from 'react';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  campaignTypeChangesTable, campaignTypeLabel, COMPARISON_TITLES, inCurrency, placementChangesTable, placementLabel,
  type AuditComparison, type BreakdownChange,
} from '@ads-auditor/audit';
import { useCurrency } from '../../audit-session';
import { ComparisonCard } from './ComparisonCard';
import { ComparisonTable } from './ComparisonTable';
import { COMPARE_TEXTS } from './compare-messages';
import { PeriodsChart, type PeriodsPoint } from './PeriodsChart';

const points = (rows: readonly BreakdownChange[], label: (key: string) => string, figure: 'spend' | 'sales'): PeriodsPoint[] =>
  rows.filter((r) => !r.child).map((r) => ({ label: label(r.key), earlier: r.changes[figure].older, later: r.changes[figure].newer }));

/** Spend and sales of the rows in both periods, side by side. */
function PeriodCharts({ name, rows, label }: { name: string; rows: readonly BreakdownChange[]; label: (key: string) => string }) {
  return (
    <Grid container spacing={3}>
      {(['spend', 'sales'] as const).map((figure) => (
        <Grid key={figure} size={{ xs: 12, md: 6 }} sx={{ minWidth: 0 }}>
          <PeriodsChart caption={`${figure === 'spend' ? 'Spend' : 'Sales'} by ${name}: earlier and later`} points={points(rows, label, figure)} />
        </Grid>
      ))}
    </Grid>
  );
}

export function CampaignTypeCard({ comparison }: { comparison: AuditComparison }) {
  const currency = useCurrency();
  const table = useMemo(() => inCurrency(currency, () => campaignTypeChangesTable(comparison)), [comparison, currency]);
  return (
    <ComparisonCard title={COMPARISON_TITLES.campaignTypes} tables={[table]}>
      <PeriodCharts name="campaign type" rows={comparison.campaign_types} label={campaignTypeLabel} />
      <ComparisonTable table={table} empty={COMPARE_TEXTS.noTerms} childRows={comparison.campaign_types.map((r) => r.child)} />
    </ComparisonCard>
  );
}

const PLACEMENT_TYPES = [
  { type: 'SP', name: 'Sponsored Products' },
  { type: 'SB', name: 'Sponsored Brands' },
] as const;

export function PlacementCard({ comparison }: { comparison: AuditComparison }) {
  const currency = useCurrency();
  const sections = useMemo(
    () => PLACEMENT_TYPES.filter(({ type }) => comparison.placements[type].length > 0).map((s) => ({ ...s, table: inCurrency(currency, () => placementChangesTable(comparison, s.type)) })),
    [comparison, currency],
  );
  return (
    <ComparisonCard title="Placement Changes" tables={sections.map((s) => s.table)}>
      {sections.length === 0 && <Typography color="text.secondary">No placement rows in either file.</Typography>}
      {sections.map(({ type, name, table }) => (
        <Stack key={type} spacing={1.5}>
          <Typography component="h3" variant="subtitle1">
            {name}
          </Typography>
          <PeriodCharts name={`${name} placement`} rows={comparison.placements[type]} label={placementLabel} />
          <ComparisonTable table={table} empty={COMPARE_TEXTS.noTerms} />
        </Stack>
      ))}
    </ComparisonCard>
  );
}
