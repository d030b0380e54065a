import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  CAMPAIGN_NAME_DISPLAY_LENGTH,
  formatCount,
  formatPercent,
  formatRoas,
  type SortState,
} from '@ads-auditor/audit';
import { TARGETING_PAGE_SIZE, type TargetingColumn, type TargetingRow } from '../model/targeting-rows';
import { MetricTable, TABLE_MAX_HEIGHT, type TableColumn } from './MetricTable';
import { TruncatedText } from '../../../components/table/TruncatedText';
import { MoneyText } from '../../../components/figures/MoneyText';

const COLUMNS: TableColumn<TargetingRow, TargetingColumn>[] = [
  { id: 'target', header: 'Target', minWidth: 180, cell: (r) => r.target },
  {
    id: 'campaignNames',
    header: 'Campaign Name(s)',
    minWidth: 200,
    cell: (r) => <TruncatedText text={r.campaignNames.join(', ')} max={CAMPAIGN_NAME_DISPLAY_LENGTH} />,
  },
  { id: 'type', header: 'Type', cell: (r) => r.typeCodes.join(', ') },
  { id: 'matchType', header: 'Match Type', cell: (r) => r.matchType },
  { id: 'spend', header: 'Spend', numeric: true, cell: (r) => <MoneyText value={r.metrics.spend} /> },
  { id: 'sales', header: 'Sales', numeric: true, cell: (r) => <MoneyText value={r.metrics.sales} /> },
  { id: 'roas', header: 'ROAS', numeric: true, cell: (r) => formatRoas(r.metrics.roas) },
  { id: 'impressions', header: 'Impressions', numeric: true, cell: (r) => formatCount(r.metrics.impressions) },
  { id: 'ctr', header: 'CTR', numeric: true, cell: (r) => formatPercent(r.metrics.ctr) },
  { id: 'clicks', header: 'Clicks', numeric: true, cell: (r) => formatCount(r.metrics.clicks) },
  { id: 'orders', header: 'Orders', numeric: true, cell: (r) => formatCount(r.metrics.orders) },
  { id: 'conversionRate', header: 'CVR', numeric: true, cell: (r) => formatPercent(r.metrics.conversion_rate) },
];

/** Hidden when aggregated by parent ASIN: one row spans campaigns. */
const COLUMNS_HIDDEN_WHEN_AGGREGATED: readonly TargetingColumn[] = ['campaignNames', 'type'];
const AGGREGATED_COLUMNS = COLUMNS.filter((c) => !COLUMNS_HIDDEN_WHEN_AGGREGATED.includes(c.id));

/** Whether the view shows the column: a sort on a hidden one goes back to the default. */
export const isShownColumn = (column: TargetingColumn, aggregated: boolean) => !aggregated || !COLUMNS_HIDDEN_WHEN_AGGREGATED.includes(column);

interface TargetingTableProps {
  /** Already sorted. Give the table a new key when they change so it starts at page 1. */
  rows: readonly TargetingRow[];
  aggregated: boolean;
  sort: SortState<TargetingColumn>;
  onSort: (column: TargetingColumn) => void;
}

/** The targets, 50 a page, with sortable headers. */
export function TargetingTable({ rows, aggregated, sort, onSort }: TargetingTableProps) {
  const [page, setPage] = useState(0);
  const pageCount = Math.max(1, Math.ceil(rows.length / TARGETING_PAGE_SIZE));
  const pageRows = rows.slice(page * TARGETING_PAGE_SIZE, (page + 1) * TARGETING_PAGE_SIZE);
  return (
    <Stack spacing={1}>
      <MetricTable
        label="Targets"
        columns={aggregated ? AGGREGATED_COLUMNS : COLUMNS}
        rows={pageRows}
        rowKey={(r) => r.id}
        sort={sort}
        onSort={onSort}
        maxHeight={TABLE_MAX_HEIGHT}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
        <Button size="small" onClick={() => setPage((p) => p - 1)} disabled={page === 0}>
          Previous
        </Button>
        <Typography variant="body2" aria-live="polite">
          Page {formatCount(page + 1)} of {formatCount(pageCount)}
        </Typography>
        <Button size="small" onClick={() => setPage((p) => p + 1)} disabled={page >= pageCount - 1}>
          Next
        </Button>
      </Stack>
    </Stack>
  );
}
