// A column of an insight list: one definition drives the cell, the sort, the text filter, the
// Copy (formatted text) and the CSV (raw values), so the four always agree.
import { createElement, type ReactNode } from 'react';
import { formatAcos, formatCount, formatMoney, formatPercent, formatRoas, inCurrency, type CurrencyCode, type Metrics } from '@ads-auditor/audit';
import { AcosText } from '../../../components/figures/AcosText';

export type CellValue = string | number | null;

export interface InsightColumn<Row> {
  id: string;
  label: string;
  /** The raw value: sorted on, exported to CSV, and (text columns) searched by the filter. */
  value: (row: Row) => CellValue;
  /** The shown and copied text; default: the value as text, a dash for null. */
  format?: (value: CellValue) => string;
  /** The shown and copied text when it needs more of the row than the value (ACOS without sales). */
  text?: (row: Row) => string;
  numeric?: boolean;
  /** An amount: the CSV header names the account's currency and the value keeps its decimals. */
  money?: boolean;
  /** Long text that may wrap rather than stretch the table. */
  wraps?: boolean;
  /** A richer cell than the formatted text (e.g. conflict warnings); copy and CSV keep the text. */
  render?: (row: Row) => ReactNode;
}

/** The cell's text, its amounts in the account's `currency`. */
export function formatCell<Row>(column: InsightColumn<Row>, row: Row, currency: CurrencyCode): string {
  return inCurrency(currency, () => cellText(column, row));
}

function cellText<Row>(column: InsightColumn<Row>, row: Row): string {
  if (column.text) return column.text(row);
  const value = column.value(row);
  if (column.format) return column.format(value);
  return value === null ? '—' : String(value);
}

const asNumber = (format: (n: number) => string) => (value: CellValue) => (typeof value === 'number' ? format(value) : '—');

type MetricKey = 'impressions' | 'clicks' | 'spend' | 'sales' | 'orders' | 'acos' | 'conversion_rate' | 'cpc' | 'roas' | 'ctr';

const MONEY_METRICS: readonly MetricKey[] = ['spend', 'sales', 'cpc'];

const METRIC_DEFINITIONS: Record<MetricKey, { label: string; format: (n: number) => string }> = {
  impressions: { label: 'Impressions', format: formatCount },
  clicks: { label: 'Clicks', format: formatCount },
  spend: { label: 'Spend', format: formatMoney },
  sales: { label: 'Sales', format: formatMoney },
  orders: { label: 'Orders', format: formatCount },
  acos: { label: 'ACOS', format: formatPercent },
  conversion_rate: { label: 'CVR', format: formatPercent },
  cpc: { label: 'CPC', format: formatMoney },
  roas: { label: 'ROAS', format: formatRoas },
  ctr: { label: 'CTR', format: formatPercent },
};

/**
 * The common metric columns of a row's figures, in the order asked. ACOS keeps its value (0
 * without sales) for sorting and CSV, and shows a dash with 'no sales' for spend without sales.
 */
export function metricColumns<Row>(metricsOf: (row: Row) => Metrics, keys: readonly MetricKey[]): InsightColumn<Row>[] {
  return keys.map((key) => {
    const column: InsightColumn<Row> = {
      id: key,
      label: METRIC_DEFINITIONS[key].label,
      value: (row) => metricsOf(row)[key],
      format: asNumber(METRIC_DEFINITIONS[key].format),
      numeric: true,
      money: MONEY_METRICS.includes(key),
    };
    if (key !== 'acos') return column;
    return { ...column, text: (row) => formatAcos(metricsOf(row)), render: (row) => createElement(AcosText, { figures: metricsOf(row) }) };
  });
}

/** A money column that is not one of the metrics (wasted spend, suggested bid). */
export function moneyColumn<Row>(id: string, label: string, value: (row: Row) => number): InsightColumn<Row> {
  return { id, label, value, format: asNumber(formatMoney), numeric: true, money: true };
}

export function countColumn<Row>(id: string, label: string, value: (row: Row) => number): InsightColumn<Row> {
  return { id, label, value, format: asNumber(formatCount), numeric: true };
}

export function textColumn<Row>(id: string, label: string, value: (row: Row) => string | null, wraps = false): InsightColumn<Row> {
  return { id, label, value, wraps };
}

/** The rows whose text columns contain the query (case-insensitive); all rows for an empty query. */
export function filterRows<Row>(rows: readonly Row[], columns: readonly InsightColumn<Row>[], query: string): readonly Row[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return rows;
  const textColumns = columns.filter((column) => !column.numeric);
  return rows.filter((row) => textColumns.some((column) => String(column.value(row) ?? '').toLowerCase().includes(needle)));
}
