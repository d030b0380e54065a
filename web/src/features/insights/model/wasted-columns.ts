// The wasted spend list: what wastes, where, why, and the workbook row to check it against.
import type { WastedSpendRow } from '@ads-auditor/audit';
import { metricColumns, moneyColumn, textColumn, type InsightColumn } from './insight-column';
import { sourceRowsText } from './source-rows';

const SUBJECTS: Record<WastedSpendRow['subject'], string> = {
  keyword: 'Keyword',
  product_target: 'Product target',
  search_term: 'Search term',
};

export const WASTE_REASONS: Record<WastedSpendRow['reason'], string> = {
  no_orders: 'No orders',
  high_acos: 'ACOS far above target',
};

/** The live negative that already stops the row: 'Negative Exact "x" (ad group)'. */
const coveredText = ({ covered_by: n }: WastedSpendRow) => (n ? `${n.match_type} "${n.text}" (${n.level === 'campaign' ? 'campaign' : 'ad group'})` : null);

/** The search term's tab and row, else the keyword's or target's ID in the campaign tabs. */
function sourceOf(row: WastedSpendRow): string {
  if (row.source) return sourceRowsText([row.source]);
  return row.entity_id ? `${SUBJECTS[row.subject]} ID ${row.entity_id}` : '—';
}

export const WASTED_COLUMNS: readonly InsightColumn<WastedSpendRow>[] = [
  textColumn('text', 'Keyword / Target / Term', (r) => r.text, true),
  textColumn('subject', 'Kind', (r) => SUBJECTS[r.subject]),
  textColumn('match_type', 'Match Type', (r) => r.match_type),
  textColumn('reason', 'Reason', (r) => WASTE_REASONS[r.reason]),
  moneyColumn('wasted', 'Wasted', (r) => r.wasted),
  ...metricColumns<WastedSpendRow>((r) => r.metrics, ['spend', 'clicks', 'orders', 'sales', 'acos']),
  textColumn('campaign_type', 'Type', (r) => r.campaign_type),
  textColumn('campaign', 'Campaign', (r) => r.campaign_name, true),
  textColumn('ad_group', 'Ad Group', (r) => r.ad_group_name, true),
  textColumn('source', 'Source', sourceOf, true),
  textColumn('covered_by', 'Already Negated By', coveredText, true),
];
