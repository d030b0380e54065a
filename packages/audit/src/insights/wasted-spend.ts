/** Wasted spend: keywords, product targets and search terms that spend without orders or far above target ACOS. */
import { metricsFromCounts, type Metrics } from '../metrics/metrics.js';
import { CompensatedSum } from '../metrics/money-sum.js';
import { percentOf } from '../metrics/units.js';
import type { Campaign, CampaignTypeCode } from '../model/contract.js';
import type { SearchTermRecord } from '../search-terms/types.js';
import { sheetRowOf } from './term-occurrences.js';
import { firstSorted } from './top-k.js';
import { wasteOf, type Waste } from './waste-rule.js';
import type {
  CampaignRef, InsightSettings, InsightsAccount, WastedSpend, WastedSpendLevel, WastedSpendRow, WastedSpendTotal,
} from './types.js';

type TotalKey = CampaignTypeCode | 'all';
const TOTAL_ORDER: readonly TotalKey[] = ['all', 'SP', 'SB', 'SD'];

/** Rows answered per level (most wasted first); the rest are counted in total_rows. */
export const WASTED_ROWS_LIMIT = 2000;

/** A wasting row before it is answered: its row is made only when it is among the answered. */
interface RowDraft {
  wasted: number;
  id: string;
  make: () => WastedSpendRow;
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

/** Judges the rows of one level and adds up their spend (the denominator) and waste by campaign type. */
class LevelJudge {
  readonly rows: RowDraft[] = [];
  private readonly sums = new Map<TotalKey, Sum>();
  private readonly all: Sum;

  constructor(private readonly settings: InsightSettings, private readonly account: InsightsAccount) {
    this.all = this.sumOf('all');
  }

  /** The waste of figures (null: not wasting), counted in the totals of `type`. */
  judge(type: CampaignTypeCode, metrics: Parameters<typeof wasteOf>[0]): Waste | null {
    const waste = wasteOf(metrics, this.settings, this.account);
    addTo(this.all, metrics.spend, waste);
    addTo(this.sumOf(type), metrics.spend, waste);
    return waste;
  }

  level(): WastedSpendLevel {
    const totals: WastedSpendTotal[] = TOTAL_ORDER.filter((key) => this.sums.has(key)).map((key) => {
      const sum = this.sums.get(key)!;
      return { key, spend: sum.spend.value, wasted: sum.wasted.value, share_of_spend: percentOf(sum.wasted.value, sum.spend.value), count: sum.count };
    });
    const byWaste = (a: RowDraft, b: RowDraft) => b.wasted - a.wasted || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
    const rows = firstSorted(this.rows, WASTED_ROWS_LIMIT, (row) => -row.wasted, byWaste).map((row) => row.make());
    return { totals, rows, total_rows: this.rows.length };
  }

  private sumOf(key: TotalKey): Sum {
    let sum = this.sums.get(key);
    if (!sum) this.sums.set(key, (sum = { spend: new CompensatedSum(), wasted: new CompensatedSum(), count: 0 }));
    return sum;
  }
}

function targetsLevel(campaigns: readonly Campaign[], judge: LevelJudge): WastedSpendLevel {
  for (const campaign of campaigns) {
    for (const adGroup of campaign.ad_groups) {
      const ref: CampaignRef = {
        campaign_type: campaign.type_code, campaign_id: campaign.id, campaign_name: campaign.name, ad_group_id: adGroup.id, ad_group_name: adGroup.name,
      };
      const add = (subject: 'keyword' | 'product_target', id: string, text: string, matchType: string | null, metrics: Metrics) => {
        const waste = judge.judge(campaign.type_code, metrics);
        if (!waste) return;
        const rowId = `${subject}:${id || `${campaign.id}/${adGroup.id}/${text}`}`;
        const make = (): WastedSpendRow => ({ ...ref, id: rowId, subject, ...waste, text, match_type: matchType, entity_id: id || null, source: null, metrics });
        judge.rows.push({ wasted: waste.wasted, id: rowId, make });
      };
      for (const k of adGroup.keywords) add('keyword', k.id, k.text, k.match_type, k.metrics);
      for (const t of adGroup.product_targeting) add('product_target', t.id, t.expression, null, t.metrics);
    }
  }
  return judge.level();
}

function searchTermsLevel(records: readonly SearchTermRecord[], judge: LevelJudge): WastedSpendLevel {
  for (const record of records) {
    // The record's own ratios are computed as Metrics' are: Metrics are made for answered rows only.
    const waste = judge.judge(record.campaign_type, record.metrics);
    if (!waste) continue;
    const id = `search_term:${record.id}`;
    const make = (): WastedSpendRow => ({
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
    });
    judge.rows.push({ wasted: waste.wasted, id, make });
  }
  return judge.level();
}

export function wastedSpend(
  campaigns: readonly Campaign[], records: readonly SearchTermRecord[], settings: InsightSettings, account: InsightsAccount,
): WastedSpend {
  return {
    targets: targetsLevel(campaigns, new LevelJudge(settings, account)),
    search_terms: searchTermsLevel(records, new LevelJudge(settings, account)),
  };
}
