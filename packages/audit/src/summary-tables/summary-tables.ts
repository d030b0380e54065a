/** One ClipboardTable builder per card of the Summary tab. */
import { formatAcos, formatCount, formatMoney, formatPercent, formatRoas, inCurrency } from '../format/format.js';
import { DEFAULT_CURRENCY, type CurrencyCode } from '../money/currencies.js';
import { sumMoney } from '../metrics/money-sum.js';
import type { Metrics } from '../metrics/metrics.js';
import type { Money } from '../metrics/units.js';
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
    ['ACOS', formatAcos(account)],
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

/** Amounts that differ by less than half a cent are the same amount. */
const sameAmount = (a: Money, b: Money) => Math.abs(a - b) < 0.005;

/**
 * The footnote of a table whose total is not the spend it is compared with, saying both
 * amounts and why; none when they agree.
 */
function differingTotalNote(total: Money, reference: Money, referenceName: string, reason: string): string[] {
  if (sameAmount(total, reference)) return [];
  return [`The total spend (${formatMoney(total)}) differs from ${referenceName} (${formatMoney(reference)}): ${reason}`];
}

const TARGETING_TOTAL_REASON =
  'this table adds up keyword and product-targeting rows, and Amazon reports them apart from their campaign rows. ' +
  'Campaigns whose targets are not in the file (such as Sponsored Brands video or Sponsored Display audiences) are missing from it, ' +
  "and a campaign's target rows can add up to a little more or less than its campaign row.";

/**
 * Keyword match types and product-targeting expression kinds, by spend. With the account's
 * spend, a footnote says why the total differs from it.
 */
export function targetingTypeTable(rows: readonly TargetingTypeSummary[], accountSpend?: Money): SummaryTable {
  const total = sumMoney(rows.map((row) => row.metrics.spend));
  return breakdownTable({
    title: SUMMARY_CARD_TITLES.targetingType,
    labelHeaders: ['Targeting Type'],
    rows: rows.map((row) => ({ cells: [targetingTypeLabel(row.key)], metrics: row.metrics })),
    totalCells: TOTAL,
    notes: rows.length > 0 && accountSpend !== undefined ? differingTotalNote(total, accountSpend, "the account's spend", TARGETING_TOTAL_REASON) : [],
  });
}

const PLACEMENT_SECTIONS = { SP: 'Sponsored Products', SB: 'Sponsored Brands' } as const;

/**
 * Business buyers are counted inside Top of Search, Rest of Search and Product Pages: the
 * three add up to the campaigns' spend, and this row is a slice of them, not a fourth placement.
 */
export const SP_PLACEMENT_PART = 'Placement Amazon Business';
export const PLACEMENT_PART_PREFIX = 'of which ';

const PLACEMENT_TOTAL_REASON =
  'this table adds up placement rows, and Amazon reports them apart from campaign rows. ' +
  'Campaigns without placement rows in the file (placement data not ticked, or Sponsored Brands campaigns that Amazon lists without them) are missing from it, ' +
  "and a campaign's placement rows can add up to a little more or less than its campaign row.";

/**
 * One table of the Placement Performance Summary: Sponsored Products or Sponsored Brands.
 * With the campaigns' spend of that type, a footnote says why the total differs from it.
 */
export function placementTable(type: 'SP' | 'SB', rows: readonly PlacementSummary[], campaignSpend?: Money): SummaryTable {
  const section = PLACEMENT_SECTIONS[type];
  const isPart = (row: PlacementSummary) => type === 'SP' && row.placement === SP_PLACEMENT_PART;
  const total = sumMoney(rows.filter((row) => !isPart(row)).map((row) => row.metrics.spend));
  return breakdownTable({
    title: `${SUMMARY_CARD_TITLES.placements} - ${section}`,
    section,
    labelHeaders: ['Placement'],
    rows: rows.map((row) =>
      isPart(row)
        ? { cells: [`${PLACEMENT_PART_PREFIX}${placementLabel(row.placement)}`], metrics: row.metrics, part: true }
        : { cells: [placementLabel(row.placement)], metrics: row.metrics },
    ),
    totalCells: TOTAL,
    notes:
      rows.length > 0 && campaignSpend !== undefined
        ? differingTotalNote(total, campaignSpend, `the ${section} campaigns' spend`, PLACEMENT_TOTAL_REASON)
        : [],
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

/** Every card of the Summary tab, in the order shown and copied by Copy All, its amounts in `currency`. */
export function summaryCards(summary: AuditSummary, currency: CurrencyCode = DEFAULT_CURRENCY): SummaryCard[] {
  return inCurrency(currency, () => cardsOf(summary));
}

function cardsOf(summary: AuditSummary): SummaryCard[] {
  const card = (id: SummaryCardId, ...tables: SummaryTable[]): SummaryCard => ({ id, title: SUMMARY_CARD_TITLES[id], tables });
  const spendOf = (type: 'SP' | 'SB') => summary.by_campaign_type.find((row) => row.key === type)?.metrics.spend ?? 0;
  return [
    card('account', accountLevelTable(summary.account)),
    card('targetingType', targetingTypeTable(summary.by_targeting_type, summary.account.spend)),
    card('placements', placementTable('SP', summary.placements.SP, spendOf('SP')), placementTable('SB', summary.placements.SB, spendOf('SB'))),
    card('campaignType', campaignTypeTable(summary.by_campaign_type)),
    card('biddingStrategy', biddingStrategyTable(summary.by_bidding_strategy)),
    card('topCampaigns', topCampaignsTable(summary.top_campaigns)),
  ];
}
