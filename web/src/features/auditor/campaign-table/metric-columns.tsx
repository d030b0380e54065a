// The eight metric columns shown at every level of the table (campaign, placement, ad group,
// product, keyword, target), in one place so every level reads the same.
import TableCell from '@mui/material/TableCell';
import {
  formatCount,
  formatMoney,
  formatPercent,
  formatRoas,
  type Metrics,
  type SortColumn,
} from '@ads-auditor/audit';

export interface MetricColumn {
  /** The campaign table's sort column of the same quantity. */
  id: Extract<SortColumn, 'spend' | 'sales' | 'roas' | 'cpc' | 'clicks' | 'orders' | 'conversionRate' | 'impressions'>;
  label: string;
  value: (metrics: Metrics) => number;
  format: (value: number) => string;
}

export const METRIC_COLUMNS: readonly MetricColumn[] = [
  { id: 'spend', label: 'Spend', value: (m) => m.spend, format: formatMoney },
  { id: 'sales', label: 'Sales', value: (m) => m.sales, format: formatMoney },
  { id: 'roas', label: 'ROAS', value: (m) => m.roas, format: formatRoas },
  { id: 'cpc', label: 'CPC', value: (m) => m.cpc, format: formatMoney },
  { id: 'clicks', label: 'Clicks', value: (m) => m.clicks, format: formatCount },
  { id: 'orders', label: 'Orders', value: (m) => m.orders, format: formatCount },
  { id: 'conversionRate', label: 'CVR', value: (m) => m.conversion_rate, format: formatPercent },
  { id: 'impressions', label: 'Impressions', value: (m) => m.impressions, format: formatCount },
];

export function MetricHeaderCells() {
  return METRIC_COLUMNS.map((column) => (
    <TableCell key={column.id} align="right">
      {column.label}
    </TableCell>
  ));
}

export function MetricCells({ metrics }: { metrics: Metrics }) {
  return METRIC_COLUMNS.map((column) => (
    <TableCell key={column.id} align="right">
      {column.format(column.value(metrics))}
    </TableCell>
  ));
}

/** A keyword's, target's or ad group's bid; an unknown bid shows a dash rather than $0.00. */
export function formatBid(bid: number | null): string {
  return bid === null ? '—' : formatMoney(bid);
}
