/**
 * Column aliases. Each logical field lists the normalised headers (see headerKey) that may
 * carry it, best first: the 2026 Title Case / sentence case layout, the older 48-column
 * layout (`ASIN`) and the 2022-23 layout (`Campaign Id`, `Keyword Id (Read only)`).
 */
import type { CellValue } from '../xlsx/types.js';
import { headerKey } from './normalize.js';

export type ColumnAliases = Readonly<Record<string, readonly string[]>>;

const id = (name: string) => [name, `${name} (read only)`, `${name} (informational only)`];

/** Fields read from the campaign tabs (SP, SB multi, SB legacy, SD): only these columns are decoded. */
export const CAMPAIGN_SHEET_COLUMNS = {
  entity: ['entity', 'record type'],
  campaignId: id('campaign id'),
  adGroupId: id('ad group id'),
  keywordId: id('keyword id'),
  targetId: [...id('product targeting id'), ...id('targeting id')],
  campaignName: ['campaign name', 'campaign'],
  campaignNameInfo: ['campaign name (informational only)'],
  adGroupName: ['ad group name', 'ad group'],
  adGroupNameInfo: ['ad group name (informational only)'],
  adGroupStateInfo: ['ad group state (informational only)'],
  portfolioName: ['portfolio name (informational only)', 'portfolio name'],
  targetingType: ['targeting type', 'campaign targeting type'],
  state: ['state', 'status'],
  dailyBudget: ['daily budget', 'budget', 'campaign daily budget'],
  budgetType: ['budget type'],
  sku: ['sku'],
  asin: ['asin (informational only)', 'asin'],
  creativeAsins: ['creative asins'],
  defaultBid: ['ad group default bid'],
  defaultBidInfo: ['ad group default bid (informational only)'],
  bid: ['bid', 'max bid'],
  keywordText: ['keyword text'],
  matchType: ['match type'],
  biddingStrategy: ['bidding strategy'],
  bidOptimization: ['bid optimization'],
  placement: ['placement'],
  percentage: ['percentage'],
  expression: ['product targeting expression', 'targeting expression'],
  resolvedExpression: [
    'resolved product targeting expression (informational only)',
    'resolved targeting expression (informational only)',
  ],
  impressions: ['impressions'],
  clicks: ['clicks'],
  spend: ['spend'],
  sales: ['sales'],
  orders: ['orders'],
  units: ['units'],
} as const satisfies ColumnAliases;

/** Fields read from the SP and SB search term report tabs. */
export const SEARCH_TERM_COLUMNS = {
  campaignId: id('campaign id'),
  adGroupId: id('ad group id'),
  keywordId: id('keyword id'),
  targetId: id('product targeting id'),
  campaignName: ['campaign name (informational only)', 'campaign name'],
  adGroupName: ['ad group name (informational only)', 'ad group name'],
  state: ['state'],
  bid: ['bid'],
  keywordText: ['keyword text'],
  matchType: ['match type'],
  expression: ['product targeting expression'],
  resolvedExpression: ['resolved product targeting expression (informational only)'],
  customerSearchTerm: ['customer search term'],
  impressions: ['impressions'],
  clicks: ['clicks'],
  spend: ['spend'],
  sales: ['sales'],
  orders: ['orders'],
  units: ['units'],
} as const satisfies ColumnAliases;

/** Column index of each field, -1 when the header lacks it. */
export type ColumnMap<A extends ColumnAliases> = { readonly [K in keyof A]: number };

/** Finds each field's column by exact normalised match, first alias present wins. */
export function resolveColumns<A extends ColumnAliases>(header: readonly CellValue[], aliases: A): ColumnMap<A> {
  const positions = new Map<string, number>();
  header.forEach((cell, index) => {
    const key = headerKey(cell);
    if (key && !positions.has(key)) positions.set(key, index);
  });
  const map: Record<string, number> = {};
  for (const [field, names] of Object.entries(aliases)) {
    const found = names.find((name) => positions.has(name));
    map[field] = found === undefined ? -1 : (positions.get(found) as number);
  }
  return map as ColumnMap<A>;
}

/** The distinct column indexes a visitor needs (of a ColumnMap, or some of its values), for SheetVisitor.onHeader. */
export function usedIndexes(columns: Readonly<Record<string, number>> | readonly number[]): number[] {
  const indexes = Array.isArray(columns) ? columns : Object.values(columns);
  return [...new Set(indexes.filter((i) => i >= 0))].sort((a, b) => a - b);
}
