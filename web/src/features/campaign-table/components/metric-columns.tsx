// The nine metric columns shown at every level of the table (campaign, placement, ad group,
// product, keyword, target), in one place so every level reads the same.
import type { ReactNode } from 'react';
import TableCell from '@mui/material/TableCell';
import {
  acosForRanking,
  formatCount,
  formatPercent,
  formatRoas,
  type Metrics,
  type SortColumn,
} from '@ads-auditor/audit';
import { AcosText } from '../../../components/figures/AcosText';
import { MoneyText } from '../../../components/figures/MoneyText';

export interface MetricColumn {
  /** The campaign table's sort column of the same quantity. */
  id: Extract<SortColumn, 'spend' | 'sales' | 'roas' | 'acos' | 'cpc' | 'clicks' | 'orders' | 'conversionRate' | 'impressions'>;
  label: string;
  /** The value sorted on. */
  value: (metrics: Metrics) => number;
  /** What the cell shows. */
  render: (metrics: Metrics) => ReactNode;
}

const shown = (pick: (m: Metrics) => number, format: (value: number) => string) => ({ value: pick, render: (m: Metrics) => format(pick(m)) });
/** An amount, in the account's currency. */
const money = (pick: (m: Metrics) => number) => ({ value: pick, render: (m: Metrics) => <MoneyText value={pick(m)} /> });

export const METRIC_COLUMNS: readonly MetricColumn[] = [
  { id: 'spend', label: 'Spend', ...money((m) => m.spend) },
  { id: 'sales', label: 'Sales', ...money((m) => m.sales) },
  { id: 'roas', label: 'ROAS', ...shown((m) => m.roas, formatRoas) },
  { id: 'acos', label: 'ACOS', value: acosForRanking, render: (m) => <AcosText figures={m} /> },
  { id: 'cpc', label: 'CPC', ...money((m) => m.cpc) },
  { id: 'clicks', label: 'Clicks', ...shown((m) => m.clicks, formatCount) },
  { id: 'orders', label: 'Orders', ...shown((m) => m.orders, formatCount) },
  { id: 'conversionRate', label: 'CVR', ...shown((m) => m.conversion_rate, formatPercent) },
  { id: 'impressions', label: 'Impressions', ...shown((m) => m.impressions, formatCount) },
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
      {column.render(metrics)}
    </TableCell>
  ));
}

/** A keyword's, target's or ad group's bid; an unknown bid shows a dash rather than $0.00. */
export function BidText({ bid }: { bid: number | null }) {
  return bid === null ? '—' : <MoneyText value={bid} />;
}
