import { useMemo, useState } from 'react';
import Grid from '@mui/material/Grid';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { explainAuditDeltas, inCurrency, type Campaign } from '@ads-auditor/audit';
import { useCurrency } from '../../audit-session';
import { MEASURE_TEXT, rootCauseRows, rootCauseTable, waterfallBars, type RootCauseMeasure } from '../model/root-cause-view';
import { ComparisonCard } from './ComparisonCard';
import { ComparisonTable } from './ComparisonTable';
import { WaterfallChart } from './WaterfallChart';

export const ROOT_CAUSE_TITLE = 'Why the account moved';

/**
 * The account's sales or spend delta between the two uploads split into its campaigns' parts
 * (largest first, to the cent), each split into its effects: a waterfall with the table beside it
 * (below it on narrower screens and phones).
 */
export function RootCauseCard({ older, newer }: { older: readonly Campaign[]; newer: readonly Campaign[] }) {
  const [measure, setMeasure] = useState<RootCauseMeasure>('sales');
  const cause = useMemo(() => explainAuditDeltas(older, newer), [older, newer]);
  const currency = useCurrency();
  const view = useMemo(() => {
    const explanation = cause[measure];
    const rows = rootCauseRows(explanation);
    return { bars: waterfallBars(explanation, rows), table: inCurrency(currency, () => rootCauseTable(explanation, rows, measure)) };
  }, [cause, measure, currency]);
  const name = MEASURE_TEXT[measure];

  return (
    <ComparisonCard title={ROOT_CAUSE_TITLE} tables={[view.table]}>
      <ToggleButtonGroup size="small" exclusive value={measure} onChange={(_, next: RootCauseMeasure | null) => next && setMeasure(next)} aria-label="Explain the change of">
        {(['sales', 'spend'] as const).map((m) => <ToggleButton key={m} value={m}>{MEASURE_TEXT[m]}</ToggleButton>)}
      </ToggleButtonGroup>
      {cause[measure].campaigns.length === 0 ? (
        <Typography color="text.secondary">{`No campaign's ${name.toLowerCase()} moved.`}</Typography>
      ) : (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, lg: 5 }} sx={{ minWidth: 0 }}>
            <WaterfallChart caption={`${name}: from the earlier upload to the later, campaign by campaign`} bars={view.bars} />
          </Grid>
          <Grid size={{ xs: 12, lg: 7 }} sx={{ minWidth: 0 }}>
            <ComparisonTable table={view.table} empty="" />
            <Typography variant="caption" color="text.secondary">{view.table.notes![0]}</Typography>
          </Grid>
        </Grid>
      )}
    </ComparisonCard>
  );
}
