/**
 * The comparison as titled tables of formatted cells: the web's cards render them, Copy puts
 * them on the clipboard, the CSV export and the CLI print them, so all show the same figures.
 */
import type { ClipboardTable } from '../clipboard/clipboard-table.js';
import { CAMPAIGN_TYPE_NAMES, type CampaignTypeCode } from '../model/contract.js';
import { placementLabel, spTargetingLabel } from '../summary-tables/labels.js';
import { COMPARED_METRICS } from './metric-change.js';
import { formatChange, formatPercentChange, formatValue, METRIC_LABELS, METRIC_UNITS, type ChangeUnit } from './format-change.js';
import type { AuditComparison, BreakdownChange, CampaignMover, MetricChange, MoverMetric, SearchTermChange } from './types.js';

export const COMPARISON_TITLES = {
  account: 'Account Changes',
  campaigns: 'Campaign Changes',
  movers: { spend: 'Biggest Movers by Spend', sales: 'Biggest Movers by Sales', roas: 'Biggest Movers by ROAS' },
  campaignTypes: 'Campaign Type Changes',
  placements: { SP: 'Placement Changes - Sponsored Products', SB: 'Placement Changes - Sponsored Brands' },
  newlyConverting: 'Search Terms Newly Converting',
  stoppedConverting: 'Search Terms Stopped Converting',
} as const;

export const CHANGE_HEADERS = ['Earlier', 'Later', 'Change', '% Change'];

/** Earlier, later, change and percentage change of one figure. */
export function changeCells(change: MetricChange, unit: ChangeUnit): string[] {
  return [formatValue(change.older, unit), formatValue(change.newer, unit), formatChange(change.change, unit), formatPercentChange(change.percent_change)];
}

export function accountChangesTable(comparison: AuditComparison): ClipboardTable {
  return {
    title: COMPARISON_TITLES.account,
    headers: ['Metric', ...CHANGE_HEADERS],
    rows: COMPARED_METRICS.map((key) => [METRIC_LABELS[key], ...changeCells(comparison.account[key], METRIC_UNITS[key])]),
  };
}

const typeName = (code: CampaignTypeCode) => CAMPAIGN_TYPE_NAMES[code];

export function campaignChangesTable({ campaigns }: AuditComparison): ClipboardTable {
  const rows = [
    ...campaigns.added.map((c) => ['New', c.id, c.name, c.type_code, `Spends ${formatValue(c.metrics.spend, 'money')}, state ${c.state}`]),
    ...campaigns.gone.map((c) => ['Gone', c.id, c.name, c.type_code, `Spent ${formatValue(c.metrics.spend, 'money')}, was ${c.state}`]),
    ...campaigns.state_changed.map((c) => ['State changed', c.id, c.name, c.type_code, `${c.older_state} -> ${c.newer_state}`]),
    ...campaigns.renamed.map((c) => [
      'Renamed', c.id, c.newer_name, c.newer_type_code,
      c.older_type_code === c.newer_type_code ? `was "${c.older_name}"` : `was "${c.older_name}" (${c.older_type_code})`,
    ]),
  ];
  return { title: COMPARISON_TITLES.campaigns, headers: ['Change', 'Campaign ID', 'Campaign', 'Type', 'Details'], rows };
}

const PRESENCE_NOTES = { both: '', added: 'new', gone: 'gone' } as const;

/** The campaign's name, with what a reader must know: renamed, new or gone. */
export function moverLabel(mover: CampaignMover): string {
  if (mover.older_name !== null) return `${mover.name} (was "${mover.older_name}")`;
  const note = PRESENCE_NOTES[mover.presence];
  return note ? `${mover.name} (${note})` : mover.name;
}

const MOVER_UNITS: Readonly<Record<MoverMetric, ChangeUnit>> = { spend: 'money', sales: 'money', roas: 'ratio' };

export function moversTable(comparison: AuditComparison, metric: MoverMetric): ClipboardTable {
  return {
    title: COMPARISON_TITLES.movers[metric],
    headers: ['Campaign ID', 'Campaign', 'Type', ...CHANGE_HEADERS],
    rows: comparison.movers[metric].map((m) => [m.id, moverLabel(m), m.type_code, ...changeCells(m[metric], MOVER_UNITS[metric])]),
  };
}

export const BREAKDOWN_HEADERS = ['Earlier Spend', 'Later Spend', 'Spend Change', 'Earlier Sales', 'Later Sales', 'Sales Change', 'Earlier ROAS', 'Later ROAS', 'ROAS Change'];

export function breakdownCells(row: BreakdownChange): string[] {
  const { spend, sales, roas } = row.changes;
  return [
    ...changeCells(spend, 'money').slice(0, 3),
    ...changeCells(sales, 'money').slice(0, 3),
    ...changeCells(roas, 'ratio').slice(0, 3),
  ];
}

/** 'Sponsored Products', 'SP - Auto targeting'... */
export function campaignTypeLabel(key: string): string {
  const [code, child] = key.split(' ') as [CampaignTypeCode, 'auto' | 'manual' | undefined];
  return child ? spTargetingLabel(child) : typeName(code) ?? key;
}

export function campaignTypeChangesTable(comparison: AuditComparison): ClipboardTable {
  return {
    title: COMPARISON_TITLES.campaignTypes,
    headers: ['Campaign Type', ...BREAKDOWN_HEADERS],
    rows: comparison.campaign_types.map((row) => [campaignTypeLabel(row.key), ...breakdownCells(row)]),
  };
}

export function placementChangesTable(comparison: AuditComparison, type: 'SP' | 'SB'): ClipboardTable {
  return {
    title: COMPARISON_TITLES.placements[type],
    headers: ['Placement', ...BREAKDOWN_HEADERS],
    rows: comparison.placements[type].map((row) => [placementLabel(row.key), ...breakdownCells(row)]),
  };
}

export const SEARCH_TERM_HEADERS = ['Search Term', 'Campaigns', 'Earlier Orders', 'Later Orders', 'Earlier Sales', 'Later Sales', 'Earlier Spend', 'Later Spend'];

function searchTermRow(term: SearchTermChange): string[] {
  return [
    term.customer_search_term,
    term.campaigns.map((c) => c.name).join('; '),
    formatValue(term.older.orders, 'count'),
    formatValue(term.newer.orders, 'count'),
    formatValue(term.older.sales, 'money'),
    formatValue(term.newer.sales, 'money'),
    formatValue(term.older.spend, 'money'),
    formatValue(term.newer.spend, 'money'),
  ];
}

export function searchTermChangesTable(comparison: AuditComparison, which: 'newly_converting' | 'stopped_converting'): ClipboardTable | null {
  if (comparison.search_terms === null) return null;
  return {
    title: which === 'newly_converting' ? COMPARISON_TITLES.newlyConverting : COMPARISON_TITLES.stoppedConverting,
    headers: SEARCH_TERM_HEADERS,
    rows: comparison.search_terms[which].map(searchTermRow),
  };
}

/** Every table, in the order the Compare tab shows them (search terms when they were compared). */
export function comparisonTables(comparison: AuditComparison): ClipboardTable[] {
  const tables: (ClipboardTable | null)[] = [
    accountChangesTable(comparison),
    campaignChangesTable(comparison),
    moversTable(comparison, 'spend'),
    moversTable(comparison, 'sales'),
    moversTable(comparison, 'roas'),
    campaignTypeChangesTable(comparison),
    placementChangesTable(comparison, 'SP'),
    placementChangesTable(comparison, 'SB'),
    searchTermChangesTable(comparison, 'newly_converting'),
    searchTermChangesTable(comparison, 'stopped_converting'),
  ];
  return tables.filter((t): t is ClipboardTable => t !== null);
}
