/**
 * A Search Term Report's terms as the SearchTermRecords Insights reads, joined with an audit's
 * campaigns by name (the report has no ids): the campaign and ad group by name, the keyword by its
 * text and match type, a product target by its expression. Lines whose campaign or ad group the
 * audit lacks are counted, not made up: Insights' negatives and harvests need real ids.
 */
import { canonicalMatchType } from '../bulk/enums.js';
import { advertisingCostOfSales, clickThroughRate, conversionRate, costPerClick, returnOnAdSpend } from '../metrics/formulas.js';
import type { AdGroup, Campaign } from '../model/contract.js';
import type { SearchTermRecord } from '../search-terms/types.js';
import type { SearchTermReport, SearchTermReportTerm } from './types.js';

export interface ReportSearchTerms {
  search_terms: SearchTermRecord[];
  /** Lines of the report whose campaign or ad group is not in the audit. */
  unmatched_lines: number;
}

const norm = (text: string) => text.trim().toLowerCase();

function adGroupOf(term: SearchTermReportTerm, campaign: Campaign): AdGroup | undefined {
  // A Sponsored Brands report has no ad groups: its campaign's only one, if it has only one.
  if (term.ad_group_name === '') return campaign.ad_groups.length === 1 ? campaign.ad_groups[0] : undefined;
  return campaign.ad_groups.find((g) => g.name.trim() === term.ad_group_name.trim());
}

function recordOf(term: SearchTermReportTerm, campaign: Campaign, adGroup: AdGroup, index: number, product: SearchTermReport['product']): SearchTermRecord {
  const matchType = term.match_type ? canonicalMatchType(term.match_type) : null;
  const keyword = adGroup.keywords.find((k) => norm(k.text) === norm(term.targeting) && k.match_type === matchType);
  const target = keyword ? undefined : adGroup.product_targeting.find((t) => norm(t.expression) === norm(term.targeting));
  const isKeyword = keyword !== undefined || (target === undefined && (matchType === 'Exact' || matchType === 'Phrase' || matchType === 'Broad'));
  const ownBid = keyword?.bid ?? target?.bid ?? null;
  const { impressions, clicks, spend, sales, orders } = term;
  return {
    id: `report-${index + 1}`,
    campaign_type: product,
    campaign_id: campaign.id,
    ad_group_id: adGroup.id,
    campaign_name: campaign.name,
    ad_group_name: adGroup.name,
    type: isKeyword ? 'keyword' : 'product_targeting',
    keyword_id: keyword?.id ?? null,
    product_targeting_id: target?.id ?? null,
    customer_search_term: term.customer_search_term,
    text: isKeyword ? keyword?.text ?? term.targeting : null,
    expression: isKeyword ? null : target?.expression ?? term.targeting,
    match_type: matchType,
    bid: ownBid ?? adGroup.default_bid,
    bid_is_default: ownBid === null && adGroup.default_bid !== null,
    state: keyword?.state ?? target?.state ?? 'enabled',
    metrics: {
      impressions, clicks, click_through_rate: clickThroughRate(clicks, impressions), spend, sales, orders,
      // The report's units are not read: an order is counted as a unit.
      units: orders,
      acos: advertisingCostOfSales(spend, sales), cpc: costPerClick(spend, clicks), roas: returnOnAdSpend(sales, spend), conversion_rate: conversionRate(orders, clicks),
    },
  };
}

export function reportSearchTerms(report: SearchTermReport, campaigns: readonly Campaign[]): ReportSearchTerms {
  const byName = new Map<string, Campaign>();
  for (const campaign of campaigns) if (campaign.type_code === report.product) byName.set(campaign.name.trim(), campaign);
  const search_terms: SearchTermRecord[] = [];
  let unmatched_lines = 0;
  report.terms.forEach((term, index) => {
    const campaign = byName.get(term.campaign_name.trim());
    const adGroup = campaign && adGroupOf(term, campaign);
    if (!campaign || !adGroup) unmatched_lines++;
    else search_terms.push(recordOf(term, campaign, adGroup, index, report.product));
  });
  return { search_terms, unmatched_lines };
}
