/** Wasted spend: keywords, product targets and search terms that spend without orders or far above target ACOS. */
import { metricsFromCounts, type Metrics } from '../metrics/metrics.js';
import { CompensatedSum } from '../metrics/money-sum.js';
import { percentOf } from '../metrics/units.js';
import type { AdGroup, Campaign, CampaignTypeCode } from '../model/contract.js';
import type { SearchTermRecord } from '../search-terms/types.js';
import { isLive, type CampaignContext } from './campaign-context.js';
import { coveringNegative } from './negative-conflicts.js';
import { sheetRowOf } from './term-occurrences.js';
import { byText, normalizeTerm } from './term-text.js';
import { firstSorted } from './top-k.js';
import { wasteOfFigures, type Waste } from './waste-rule.js';
import type {
  CampaignRef, CoveringNegative, InsightSettings, InsightsAccount, WasteReason, WastedSpend, WastedSpendLevel, WastedSpendRow, WastedSpendTotal,
} from './types.js';

type TotalKey = CampaignTypeCode | 'all';
const TOTAL_ORDER: readonly TotalKey[] = ['all', 'SP', 'SB', 'SD'];

/** Rows answered per level (most wasted first); the rest are counted in total_rows. */
export const WASTED_ROWS_LIMIT = 2000;

/** What each level's share of spend is a share of: its own rows' spend, not the account's. */
export const SHARE_BASIS = {
  targets: 'of the spend of all keywords and product targets',
  search_terms: 'of the spend of all search term rows',
} as const;

type Contexts = ReadonlyMap<string, CampaignContext>;

/** The live negative keyword of the ad group or campaign that stops the text, as answered. */
function coveringKeyword(contexts: Contexts, campaignId: string, adGroupId: string | null, text: string): CoveringNegative | null {
  const negative = coveringNegative(contexts.get(campaignId), adGroupId, normalizeTerm(text));
  return negative && { text: negative.text, match_type: negative.match_type, level: negative.ad_group_id === null ? 'campaign' : 'ad_group' };
}

interface Sum {
  spend: CompensatedSum;
  wasted: CompensatedSum;
  count: number;
}

function addTo(sum: Sum, spend: number, waste: Waste | null): void {
  sum.spend.add(spend);
  if (!waste) return;
  sum.wasted.add(waste.wasted);
  sum.count += 1;
}

/** How a level names and makes its rows. */
interface LevelRows<T> {
  idOf(source: T): string;
  make(source: T, id: string, waste: Waste): WastedSpendRow;
}

/** Judges the rows of one level and adds up their spend (the denominator) and waste by campaign type. */
class LevelJudge<T> {
  /** The wasting rows, column-wise (tens of thousands on a big account): what each is made from, and its waste. */
  private readonly sources: T[] = [];
  private readonly wasted: number[] = [];
  private readonly reasons: WasteReason[] = [];
  private readonly sums = new Map<TotalKey, Sum>();
  private readonly all: Sum;

  constructor(
    private readonly settings: InsightSettings, private readonly account: InsightsAccount, private readonly level: LevelRows<T>, private readonly shareBasis: string,
  ) {
    this.all = this.sumOf('all');
  }

  /** The waste of figures (acos when known; null: not wasting), counted in the totals of `type`. */
  judge(type: CampaignTypeCode, orders: number, clicks: number, spend: number, sales: number, acos?: number): Waste | null {
    const waste = wasteOfFigures(orders, clicks, spend, sales, this.settings, this.account, acos);
    addTo(this.all, spend, waste);
    addTo(this.sumOf(type), spend, waste);
    return waste;
  }

  /** Keeps a wasting row, with what its row is made from. */
  keep(waste: Waste, source: T): void {
    this.sources.push(source);
    this.wasted.push(waste.wasted);
    this.reasons.push(waste.reason);
  }

  answer(): WastedSpendLevel {
    const totals: WastedSpendTotal[] = TOTAL_ORDER.filter((key) => this.sums.has(key)).map((key) => {
      const sum = this.sums.get(key)!;
      return { key, spend: sum.spend.value, wasted: sum.wasted.value, share_of_spend: percentOf(sum.wasted.value, sum.spend.value), count: sum.count };
    });
    const { sources, wasted, reasons, level } = this;
    const ids = new Map<number, string>();
    const idOf = (row: number) => {
      let id = ids.get(row);
      if (id === undefined) ids.set(row, (id = level.idOf(sources[row])));
      return id;
    };
    const byWaste = (a: number, b: number) => wasted[b] - wasted[a] || byText(idOf(a), idOf(b));
    const rows = Int32Array.from({ length: sources.length }, (_, row) => row);
    const answered = firstSorted(rows, WASTED_ROWS_LIMIT, (row) => -wasted[row], byWaste);
    return {
      share_basis: this.shareBasis,
      totals,
      rows: answered.map((row) => level.make(sources[row], idOf(row), { reason: reasons[row], wasted: wasted[row] })),
      total_rows: sources.length,
    };
  }

  private sumOf(key: TotalKey): Sum {
    let sum = this.sums.get(key);
    if (!sum) this.sums.set(key, (sum = { spend: new CompensatedSum(), wasted: new CompensatedSum(), count: 0 }));
    return sum;
  }
}

/** A keyword or product target of the campaign tree (its ad group's place shared, not copied: tens of thousands waste on a big account). */
interface TargetRow {
  place: CampaignRef;
  subject: 'keyword' | 'product_target';
  entity_id: string;
  text: string;
  match_type: string | null;
  metrics: Metrics;
  /** The ad group's negative product targets (what covers a product target is found when answered, as for keywords). */
  negatives: AdGroup['negative_targeting'];
}

/** A live negative product target of the ad group (or its campaign) with the target's expression. */
function coveringTarget(negatives: AdGroup['negative_targeting'], expression: string): CoveringNegative | null {
  const wanted = normalizeTerm(expression);
  const found = negatives.find((n) => isLive(n.state) && normalizeTerm(n.expression) === wanted);
  return found ? { text: wanted, match_type: 'Negative Product Target', level: found.level } : null;
}

const targetRows = (contexts: Contexts): LevelRows<TargetRow> => ({
  idOf: (t) => `${t.subject}:${t.entity_id || `${t.place.campaign_id}/${t.place.ad_group_id}/${t.text}`}`,
  make: (t, id, waste) => ({
    campaign_type: t.place.campaign_type,
    campaign_id: t.place.campaign_id,
    campaign_name: t.place.campaign_name,
    ad_group_id: t.place.ad_group_id,
    ad_group_name: t.place.ad_group_name,
    id,
    subject: t.subject,
    ...waste,
    text: t.text,
    match_type: t.match_type,
    entity_id: t.entity_id || null,
    source: null,
    metrics: t.metrics,
    covered_by: t.subject === 'keyword' ? coveringKeyword(contexts, t.place.campaign_id, t.place.ad_group_id, t.text) : coveringTarget(t.negatives, t.text),
  }),
});

function targetsLevel(campaigns: readonly Campaign[], settings: InsightSettings, account: InsightsAccount, contexts: Contexts): WastedSpendLevel {
  const judge = new LevelJudge(settings, account, targetRows(contexts), SHARE_BASIS.targets);
  for (const campaign of campaigns) {
    for (const adGroup of campaign.ad_groups) {
      const place: CampaignRef = {
        campaign_type: campaign.type_code, campaign_id: campaign.id, campaign_name: campaign.name, ad_group_id: adGroup.id, ad_group_name: adGroup.name,
      };
      const negatives = adGroup.negative_targeting;
      const add = (subject: TargetRow['subject'], id: string, text: string, matchType: string | null, metrics: Metrics) => {
        const waste = judge.judge(campaign.type_code, metrics.orders, metrics.clicks, metrics.spend, metrics.sales, metrics.acos);
        if (waste) judge.keep(waste, { place, subject, entity_id: id, text, match_type: matchType, metrics, negatives });
      };
      for (const k of adGroup.keywords) add('keyword', k.id, k.text, k.match_type, k.metrics);
      for (const t of adGroup.product_targeting) add('product_target', t.id, t.expression, null, t.metrics);
    }
  }
  return judge.answer();
}

function searchTermsLevel(records: readonly SearchTermRecord[], settings: InsightSettings, account: InsightsAccount, contexts: Contexts): WastedSpendLevel {
  const judge = new LevelJudge<number>(settings, account, {
    idOf: (i) => `search_term:${records[i].id}`,
    make: (i, id, waste) => {
      const record = records[i];
      return {
        campaign_type: record.campaign_type,
        campaign_id: record.campaign_id,
        campaign_name: record.campaign_name,
        ad_group_id: record.ad_group_id,
        ad_group_name: record.ad_group_name,
        id,
        subject: 'search_term',
        ...waste,
        text: record.customer_search_term,
        match_type: record.match_type,
        entity_id: record.keyword_id ?? record.product_targeting_id,
        source: sheetRowOf(record),
        metrics: metricsFromCounts(record.metrics),
        covered_by: coveringKeyword(contexts, record.campaign_id, record.ad_group_id, record.customer_search_term),
      };
    },
  }, SHARE_BASIS.search_terms);
  for (let i = 0; i < records.length; i += 1) {
    const { campaign_type: type, metrics } = records[i];
    const waste = judge.judge(type, metrics.orders, metrics.clicks, metrics.spend, metrics.sales, metrics.acos);
    if (waste) judge.keep(waste, i);
  }
  return judge.answer();
}

/** `contexts`: each campaign's live negatives, to mark the rows they already cover. */
export function wastedSpend(
  campaigns: readonly Campaign[], records: readonly SearchTermRecord[], settings: InsightSettings, account: InsightsAccount, contexts: Contexts,
): WastedSpend {
  return {
    targets: targetsLevel(campaigns, settings, account, contexts),
    search_terms: searchTermsLevel(records, settings, account, contexts),
  };
}
