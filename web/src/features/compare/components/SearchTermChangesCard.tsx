import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { inCurrency, searchTermChangesTable, type AuditComparison, type ClipboardTable } from '@ads-auditor/audit';
import { useCurrency } from '../../audit-session';
import { AuditorLoading } from '../../../components/loading/AuditorLoading';
import { ComparisonCard } from './ComparisonCard';
import { ComparisonTable } from './ComparisonTable';
import { COMPARE_TEXTS } from './compare-messages';

export type SearchTermsState =
  | { kind: 'loading' }
  | { kind: 'pending' }
  | { kind: 'error'; retry: () => void }
  | { kind: 'no_sheets' }
  | { kind: 'ready' };

const TITLE = 'Search Term Changes';

/** Terms that newly convert and terms that stopped converting, once both uploads' search terms are loaded. */
export function SearchTermChangesCard({ comparison, state }: { comparison: AuditComparison; state: SearchTermsState }) {
  const currency = useCurrency();
  const tables = inCurrency(currency, () => [searchTermChangesTable(comparison, 'newly_converting'), searchTermChangesTable(comparison, 'stopped_converting')])
    .filter((t): t is ClipboardTable => t !== null);
  return (
    <ComparisonCard title={TITLE} tables={tables}>
      {state.kind === 'loading' && <AuditorLoading label={COMPARE_TEXTS.loadingSearchTerms} />}
      {state.kind === 'pending' && <Alert severity="info">{COMPARE_TEXTS.searchTermsPending}</Alert>}
      {state.kind === 'no_sheets' && <Alert severity="info">{COMPARE_TEXTS.noSearchTermTabs}</Alert>}
      {state.kind === 'error' && (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={state.retry}>Retry</Button>}>
          {COMPARE_TEXTS.searchTermsFailed}
        </Alert>
      )}
      {state.kind === 'ready' && tables.map((table) => (
        <Stack key={table.title} spacing={1}>
          <Typography component="h3" variant="subtitle1">
            {table.title}
          </Typography>
          <ComparisonTable table={table} empty={COMPARE_TEXTS.noTerms} labelColumns={2} />
        </Stack>
      ))}
    </ComparisonCard>
  );
}
