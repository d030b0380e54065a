/**
 * The table of a Summary card: the screen renders it and Copy puts it on
 * the clipboard, so both always show the same, already formatted, figures.
 */
import type { ClipboardTable } from '../clipboard/clipboard-table.js';
import { formatAcos, formatCount, formatMoney, formatPercent, formatRoas, isAcosWithoutSales, NO_SALES_ACOS_NOTE } from '../format/format.js';
import { sumMetrics, type Metrics } from '../metrics/metrics.js';
import { percentOf, type Percent } from '../metrics/units.js';

/**
 * How the screen sets a row apart: 'headline' figures stand out on their own, a 'child' row
 * breaks down the row above it, a 'total' row sums the 'item' rows, and a 'part' row (after
 * the total) is a slice of the items that is not added to the total.
 */
export type SummaryRowRole = 'headline' | 'item' | 'child' | 'total' | 'part';

export interface SummaryTable extends ClipboardTable {
  /** A short name of this table inside its card ('Sponsored Products'), when a card has several. */
  section?: string;
  /** The role of each row, in the order of `rows`. */
  rowRoles: SummaryRowRole[];
}

/** The figures of every 'Spend & Sales' breakdown, after its label columns. */
export const METRIC_HEADERS = ['Spend', '% of Spend', 'Sales', 'ROAS', 'ACOS', 'Clicks', 'CPC', 'Orders', 'CVR'];

export function metricCells(metrics: Metrics, shareOfSpend: Percent): string[] {
  return [
    formatMoney(metrics.spend),
    formatPercent(shareOfSpend),
    formatMoney(metrics.sales),
    formatRoas(metrics.roas),
    formatAcos(metrics),
    formatCount(metrics.clicks),
    formatMoney(metrics.cpc),
    formatCount(metrics.orders),
    formatPercent(metrics.conversion_rate),
  ];
}

export interface BreakdownRow {
  /** The first cells: the row's name, then any columns of its own (a campaign count). */
  cells: string[];
  metrics: Metrics;
  /** Percent of spend when the summary gives it; otherwise the share of the table's total. */
  shareOfSpend?: Percent;
  /** A child row breaks down the item above it and is not added to the total. */
  child?: boolean;
  /** A slice of the items (business buyers across placements): listed after the total, not added to it. */
  part?: boolean;
}

export interface BreakdownTable {
  title: string;
  section?: string;
  /** Headers of the label cells, before METRIC_HEADERS. */
  labelHeaders: string[];
  rows: BreakdownRow[];
  /** The label cells of the Total row. */
  totalCells: readonly string[];
  /** Footnotes of the table, e.g. why its total differs from the account's. */
  notes?: string[];
}

/**
 * A breakdown by some key: one row per group, then a Total row when there is anything to add
 * up, then the 'part' rows with their share of that total.
 */
export function breakdownTable({ title, section, labelHeaders, rows, totalCells, notes = [] }: BreakdownTable): SummaryTable {
  const items = rows.filter((row) => !row.child && !row.part);
  const parts = rows.filter((row) => row.part);
  const total = sumMetrics(items.map((row) => row.metrics));
  const cellsOf = (row: BreakdownRow) => [
    ...row.cells,
    ...metricCells(row.metrics, row.shareOfSpend ?? percentOf(row.metrics.spend, total.spend)),
  ];
  const listed = rows.filter((row) => !row.part);
  const table: SummaryTable = {
    title,
    headers: [...labelHeaders, ...METRIC_HEADERS],
    rows: listed.map(cellsOf),
    rowRoles: listed.map((row) => (row.child ? 'child' : 'item')),
  };
  if (section !== undefined) table.section = section;
  if (items.length > 0) {
    table.rows.push([...totalCells, ...metricCells(total, percentOf(total.spend, total.spend))]);
    table.rowRoles.push('total');
  }
  for (const part of parts) {
    table.rows.push(cellsOf(part));
    table.rowRoles.push('part');
  }
  const tableNotes = [...notes];
  if ([...rows.map((row) => row.metrics), total].some(isAcosWithoutSales)) tableNotes.push(NO_SALES_ACOS_NOTE);
  if (tableNotes.length > 0) table.notes = tableNotes;
  return table;
}