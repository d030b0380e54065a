import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { inCurrency, COMPARISON_TITLES, moversTable, type AuditComparison, type MoverMetric } from '@ads-auditor/audit';
import { useCurrency } from '../../audit-session';
import { useBulkNotes, NOTES_LOAD_ERROR } from '../../notes';
import { ComparisonCard } from './ComparisonCard';
import { ComparisonTable } from './ComparisonTable';
import { COMPARE_TEXTS } from './compare-messages';
import { MoverNotes } from './MoverNotes';
import { moverVerdicts } from './verdicts';

const METRICS: readonly MoverMetric[] = ['spend', 'sales', 'roas'];

/** The biggest movers by spend, sales and ROAS, each campaign with its notes beside it (gone campaigns' notes too). */
export function MoversCard({ comparison }: { comparison: AuditComparison }) {
  const currency = useCurrency();
  const tables = useMemo(() => METRICS.map((metric) => ({ metric, table: inCurrency(currency, () => moversTable(comparison, metric)), verdicts: moverVerdicts(comparison, metric) })), [comparison, currency]);
  const ids = useMemo(() => [...new Set(METRICS.flatMap((metric) => comparison.movers[metric].map((m) => m.id)))].sort(), [comparison]);
  const notes = useBulkNotes(ids, []);
  return (
    <ComparisonCard title="Biggest Movers" tables={tables.map((t) => t.table)}>
      {notes.isError && <Alert severity="error">{NOTES_LOAD_ERROR}</Alert>}
      {tables.map(({ metric, table, verdicts }) => (
        <Stack key={metric} spacing={1}>
          <Typography component="h3" variant="subtitle1">
            {COMPARISON_TITLES.movers[metric]}
          </Typography>
          <ComparisonTable
            table={table}
            empty={COMPARE_TEXTS.noMovers}
            labelColumns={3}
            verdicts={verdicts}
            extra={{
              header: 'Notes',
              cell: (row) => {
                const mover = comparison.movers[metric][row]!;
                return <MoverNotes campaignId={mover.id} campaignName={mover.name} notes={notes.data?.campaign_notes[mover.id]} />;
              },
            }}
          />
        </Stack>
      ))}
    </ComparisonCard>
  );
}
