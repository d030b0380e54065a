/** One ClipboardTable builder per card of the Summary tab (spec 2 section 2). */
import { formatCount, formatMoney, formatPercent, formatRoas } from '../format/format.js';
import type { Metrics } from '../metrics/metrics.js';
import {
  CAMPAIGN_TYPE_NAMES,
  type AuditSummary,
  type BiddingStrategySummary,
  type CampaignTypeSummary,
  type PlacementSummary,
  type TargetingTypeSummary,
  type TopCampaignsSummary,
} from '../model/contract.js';
import { placementLabel, spTargetingLabel, targetingTypeLabel } from './labels.js';
import { breakdownTable, type BreakdownRow, type SummaryTable } from './summary-table.js';

export const SUMMARY_CARD_TITLES = {
  account: 'Account Level',
  targetingType: 'Spend & Sales by Targeting Type',
  placements: 'Placement Performance Summary',
  campaignType: 'Spend & Sales by Campaign Type',
  biddingStrategy: 'Bidding Strategy Performance',
  topCampaigns: 'Top Campaigns by Spend',
} as const;

const TOTAL = ['Total'];

/** Total Spend, Total Sales and ROAS first (the card's headline), then the other account figures. */
export function accountLevelTable(account: Metrics): SummaryTable {
  const headline: [string, string][] = [
    ['Total Spend', formatMoney(account.spend)],
    ['Total Sales', formatMoney(account.sales)],
    ['ROAS', formatRoas(account.roas)],
  ];
  const details: [string, string][] = [
    ['ACOS', formatPercent(account.acos)],
    ['Impressions', formatCount(account.impressions)],
    ['Clicks', formatCount(account.clicks)],
    ['CTR', formatPercent(account.ctr)],
    ['CPC', formatMoney(account.cpc)],
    ['Orders', formatCount(account.orders)],
    ['Conversion Rate', formatPercent(account.conversion_rate)],
  ];
  return {
    title: SUMMARY_CARD_TITLES.account,
    headers: ['Metric', 'Value'],
    rows: [...headline, ...details],
    rowRoles: [...headline.map(() => 'headline' as const), ...details.map(() => 'item' as const)],
  };
}

/** Keyword match types and product-targeting expression kinds, by spend. */
export function targetingTypeTable(rows: readonly TargetingTypeSummary[]): SummaryTable {
  return breakdownTable({
    title: SUMMARY_CARD_TITLES.targetingType,
    labelHeaders: ['Targeting Type'],
    rows: rows.map((row) => ({ cells: [targetingTypeLabel(row.key)], metrics: row.metrics })),
    totalCells: TOTAL,
  });
}

const PLACEMENT_SECTIONS = { SP: 'Sponsored Products', SB: 'Sponsored Brands' } as const;

/** One table of the Placement Performance Summary: Sponsored Products or Sponsored Brands. */
export function placementTable(type: 'SP' | 'SB', rows: readonly PlacementSummary[]): SummaryTable {
  const section = PLACEMENT_SECTIONS[type];
  return breakdownTable({
    title: `${SUMMARY_CARD_TITLES.placements} - ${section}`,
    section,
    labelHeaders: ['Placement'],
    rows: rows.map((row) => ({ cells: [placementLabel(row.placement)], metrics: row.metrics })),
    totalCells: TOTAL,
  });
}

/** Sponsored Products, Brands and Display, with SP's auto and manual targeting under SP. */
export function campaignTypeTable(rows: readonly CampaignTypeSummary[]): SummaryTable {
  const tableRows: BreakdownRow[] = rows.flatMap((row) => [
    { cells: [CAMPAIGN_TYPE_NAMES[row.key]], metrics: row.metrics, shareOfSpend: row.share_of_spend },
    ...(row.children ?? []).map((child) => ({
      cells: [spTargetingLabel(child.key)],
      metrics: child.metrics,
      shareOfSpend: child.share_of_spend,
      child: true,
    })),
  ]);
  return breakdownTable({
    title: SUMMARY_CARD_TITLES.campaignType,
    labelHeaders: ['Campaign Type'],
    rows: tableRows,
    totalCells: TOTAL,
  });
}

/** Each bidding strategy with the number of campaigns using it. */
export function biddingStrategyTable(rows: readonly BiddingStrategySummary[]): SummaryTable {
  const campaigns = rows.reduce((sum, row) => sum + row.campaign_count, 0);
  return breakdownTable({
    title: SUMMARY_CARD_TITLES.biddingStrategy,
    labelHeaders: ['Bidding Strategy', 'Campaigns'],
    rows: rows.map((row) => ({ cells: [row.key, formatCount(row.campaign_count)], metrics: row.metrics })),
    totalCells: ['Total', formatCount(campaigns)],
  });
}

/** Top 5, 10, 15 and 20 campaigns by spend, each with its share of the account's spend. */
export function topCampaignsTable(rows: readonly TopCampaignsSummary[]): SummaryTable {
  return {
    title: SUMMARY_CARD_TITLES.topCampaigns,
    headers: ['Campaigns', 'Spend', 'Sales', 'ROAS', '% of Total Spend'],
    rows: rows.map((row) => [`Top ${row.n}`, formatMoney(row.spend), formatMoney(row.sales), formatRoas(row.roas), formatPercent(row.share_of_spend)]),
    rowRoles: rows.map(() => 'item'),
  };
}

export type SummaryCardId = keyof typeof SUMMARY_CARD_TITLES;

export interface SummaryCard {
  id: SummaryCardId;
  title: string;
  /** One table, or two for placements (Sponsored Products, Sponsored Brands). */
  tables: SummaryTable[];
}

/** Every card of the Summary tab, in the order shown and copied by Copy All. */
export function summaryCards(summary: AuditSummary): SummaryCard[] {
  const card = (id: SummaryCardId, ...tables: SummaryTable[]): SummaryCard => ({ id, title: SUMMARY_CARD_TITLES[id], tables });
  return [
    card('account', accountLevelTable(summary.account)),
    card('targetingType', targetingTypeTable(summary.by_targeting_type)),
    card('placements', placementTable('SP', summary.placements.SP), placementTable('SB', summary.placements.SB)),
    card('campaignType', campaignTypeTable(summary.by_campaign_type)),
    card('biddingStrategy', biddingStrategyTable(summary.by_bidding_strategy)),
    card('topCampaigns', topCampaignsTable(summary.top_campaigns)),
  ];
}
