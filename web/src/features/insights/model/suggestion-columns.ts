// Negative and harvest suggestions: what to add, where, and the figures behind it.
import { type HarvestSuggestion, type NegativeSuggestion, type TermConflict, type TermOccurrence, formatAcos, formatMoney } from '@ads-auditor/audit';
import { countColumn, metricColumns, moneyColumn, textColumn, type InsightColumn } from './insight-column';
import { sourceRowsText } from './source-rows';

/** Source rows listed in a cell (a phrase negative can stand on dozens). */
const SHOWN_SOURCE_ROWS = 5;
/** Other ad groups of a term conflict shown in its cell (Copy and the CSV have every one listed): a row stays a few lines tall. */
const SHOWN_OTHER_AD_GROUPS = 3;

const LEVELS: Record<NegativeSuggestion['level'], string> = { ad_group: 'Ad group', campaign: 'Campaign' };

/** Where the waste rule added up the figures that qualified a negative. */
const QUALIFIED_ON: Record<NegativeSuggestion['qualifying_scope'], string> = { ad_group: 'The term in this ad group', account: 'The gram across the account' };

/** Paused or archived campaigns and ad groups: their suggestions are hidden until asked for. */
const statusColumn = <Row extends { paused: boolean }>() => textColumn<Row>('status', 'Status', (r) => (r.paused ? 'Paused' : 'Enabled'));

export const negativeConflictsText = (row: NegativeSuggestion) => row.conflicts.map((c) => c.warning).join(' ');

export const NEGATIVE_COLUMNS: readonly InsightColumn<NegativeSuggestion>[] = [
  textColumn('keyword_text', 'Negative Keyword', (r) => r.keyword_text, true),
  textColumn('match_type', 'Match Type', (r) => r.match_type),
  textColumn('level', 'Level', (r) => LEVELS[r.level]),
  textColumn('campaign', 'Campaign', (r) => r.campaign_name, true),
  textColumn('ad_group', 'Ad Group', (r) => r.ad_group_name ?? '—', true),
  ...metricColumns<NegativeSuggestion>((r) => r.metrics, ['spend', 'clicks', 'orders', 'sales', 'acos']),
  textColumn('qualified_on', 'Qualified On', (r) => QUALIFIED_ON[r.qualifying_scope]),
  countColumn('qualifying_clicks', 'Qualifying Clicks', (r) => r.qualifying_metrics.clicks),
  moneyColumn('qualifying_spend', 'Qualifying Spend', (r) => r.qualifying_metrics.spend),
  statusColumn<NegativeSuggestion>(),
  textColumn('conflicts', 'Conflicts', (r) => (r.conflicts.length === 0 ? 'None' : negativeConflictsText(r)), true),
  { ...textColumn('sources', 'Source', (r) => sourceRowsText(r.sources), true), render: (r) => sourceRowsText(r.sources, SHOWN_SOURCE_ROWS) },
];

/** 'Campaign › Ad group' */
export const placeText = (place: { campaign_name: string; ad_group_name: string | null }) =>
  place.ad_group_name ? `${place.campaign_name} › ${place.ad_group_name}` : place.campaign_name;

export const HARVEST_COLUMNS: readonly InsightColumn<HarvestSuggestion>[] = [
  textColumn('search_term', 'Search Term', (r) => r.search_term, true),
  moneyColumn('suggested_bid', 'Suggested Bid', (r) => r.suggested_bid),
  ...metricColumns<HarvestSuggestion>((r) => r.metrics, ['orders', 'sales', 'acos', 'clicks', 'spend', 'cpc', 'conversion_rate']),
  textColumn('destination', 'Add as Exact In', (r) => (r.destination ? placeText(r.destination) : 'No manual SP ad group: add by hand'), true),
  countColumn('occurrences', 'Ad Groups', (r) => r.occurrences.length),
  statusColumn<HarvestSuggestion>(),
];

/** 'Campaign › Ad group: 3 orders, ACOS 20.00%' */
const occurrenceText = (o: TermOccurrence) => `${placeText(o)}: ${o.metrics.orders} orders, ${formatMoney(o.metrics.sales)} sales, ACOS ${formatAcos(o.metrics)}`;

export const bestOccurrence = (row: TermConflict): TermOccurrence =>
  row.occurrences.find((o) => o.ad_group_id === row.best_ad_group_id) ?? row.occurrences[0]!;

const adGroupsText = (count: number) => `${count} more ad group${count === 1 ? '' : 's'}`;

/** The listed ad groups other than the best (the first `shown` of them), and how many more the term spent in. */
function otherAdGroupsText(row: TermConflict, shown = Infinity): string {
  const others = row.occurrences.filter((o) => o !== bestOccurrence(row));
  const texts = others.slice(0, shown).map(occurrenceText);
  const notShown = others.length - texts.length;
  const unlisted = row.ad_group_count - row.occurrences.length;
  if (notShown > 0) texts.push(`${adGroupsText(notShown)} in Copy and Export CSV`);
  if (unlisted > 0) texts.push(`${adGroupsText(unlisted)} (in the figures, not listed)`);
  return texts.join('; ');
}

export const CONFLICT_COLUMNS: readonly InsightColumn<TermConflict>[] = [
  textColumn('search_term', 'Search Term', (r) => r.search_term, true),
  countColumn('ad_groups', 'Ad Groups', (r) => r.ad_group_count),
  countColumn('converting_ad_groups', 'Converting In', (r) => r.converting_ad_groups),
  textColumn('best', 'Best Ad Group', (r) => occurrenceText(bestOccurrence(r)), true),
  ...metricColumns<TermConflict>((r) => r.metrics, ['orders', 'sales', 'spend', 'acos']),
  { ...textColumn('others', 'Other Ad Groups', (r) => otherAdGroupsText(r), true), render: (r) => otherAdGroupsText(r, SHOWN_OTHER_AD_GROUPS) },
  textColumn('advice', 'Advice', (r) => r.advice, true),
];
