/**
 * The target ACOS of each campaign and target. Most specific first: a brand keyword's brand
 * target, the campaign's own, its campaign type's, then the break-even target of the ASINs its
 * ad groups advertise (break-even mode), then the account's.
 */
import type { Money, Percent } from '../metrics/units.js';
import type { AsinCost, PlanSettings, PlanSource, SourceProductAd, SourceTarget } from './types.js';

/** A target never goes under this: at 0 % every bid would go to the minimum. */
export const MIN_TARGET_ACOS: Percent = 1;

export interface ResolvedTarget {
  acos: Percent;
  /** How the reason names it: 'target 30%', 'brand target 15%', 'break-even target 27% (break-even 32% - margin 5%)'. */
  label: string;
}

function remember<K>(cache: Map<K, ResolvedTarget>, key: K, target: ResolvedTarget): ResolvedTarget {
  cache.set(key, target);
  return target;
}

/** (price - cogs - fees) / price, in percent. */
export function breakEvenAcos(cost: AsinCost): Percent {
  return ((cost.price - cost.cogs - cost.fees) / cost.price) * 100;
}

const pct = (value: Percent) => `${Math.round(value * 10) / 10}%`;

export class TargetResolver {
  /** By campaign, then ad group: no key strings to build for each of a few hundred thousand targets. */
  private readonly breakEvenByAdGroup = new Map<string, Map<string, Percent>>();
  private readonly breakEvenByCampaign = new Map<string, Percent | null>();
  /** The same few targets serve every keyword: each built once (by its ACOS, or break-even ACOS). */
  private readonly byCampaignTarget = new Map<Percent, ResolvedTarget>();
  private readonly byType = new Map<string, ResolvedTarget>();
  private readonly byBreakEven = new Map<Percent, ResolvedTarget>();
  private readonly account: ResolvedTarget;
  private brand: ResolvedTarget | null = null;

  constructor(
    private readonly settings: PlanSettings,
    source: PlanSource,
  ) {
    if (settings.break_even) this.indexBreakEven(source.product_ads, settings.break_even.costs);
    this.account = { acos: settings.target_acos, label: `target ${pct(settings.target_acos)}` };
  }

  forCampaign(campaignId: string, type: 'SP' | 'SB' | 'SD'): ResolvedTarget {
    return this.resolve(campaignId, type, this.breakEvenByCampaign.get(campaignId) ?? null);
  }

  forTarget(target: SourceTarget, type: 'SP' | 'SB' | 'SD'): ResolvedTarget {
    const brand = this.settings.brand_target_acos;
    if (brand !== null && target.kind === 'keyword' && this.isBrandText(target.text)) {
      return (this.brand ??= { acos: brand, label: `brand target ${pct(brand)}` });
    }
    return this.forAdGroup(target.campaign_id, target.ad_group_id, type);
  }

  forAdGroup(campaignId: string, adGroupId: string, type: 'SP' | 'SB' | 'SD'): ResolvedTarget {
    if (!this.settings.break_even) return this.resolve(campaignId, type, null);
    const breakEven = this.breakEvenByAdGroup.get(campaignId)?.get(adGroupId) ?? this.breakEvenByCampaign.get(campaignId) ?? null;
    return this.resolve(campaignId, type, breakEven);
  }

  private resolve(campaignId: string, type: 'SP' | 'SB' | 'SD', breakEven: Percent | null): ResolvedTarget {
    const own = this.settings.campaign_targets[campaignId];
    if (own !== undefined) return this.byCampaignTarget.get(own) ?? remember(this.byCampaignTarget, own, { acos: own, label: `campaign target ${pct(own)}` });
    const byType = this.settings.type_targets[type];
    if (byType !== undefined) return this.byType.get(type) ?? remember(this.byType, type, { acos: byType, label: `${type} target ${pct(byType)}` });
    const margin = this.settings.break_even?.margin;
    if (breakEven !== null && margin !== undefined) {
      const found = this.byBreakEven.get(breakEven);
      if (found) return found;
      const acos = Math.max(MIN_TARGET_ACOS, breakEven - margin);
      return remember(this.byBreakEven, breakEven, { acos, label: `break-even target ${pct(acos)} (break-even ${pct(breakEven)} - margin ${pct(margin)})` });
    }
    return this.account;
  }

  private isBrandText(text: string): boolean {
    const lower = text.toLowerCase();
    return this.settings.brand_terms.some((term) => term !== '' && lower.includes(term));
  }

  /** Break-even of each ad group and campaign: its ASINs' break-even ACOS weighted by their ads' sales (equally without sales). */
  private indexBreakEven(ads: readonly SourceProductAd[], costs: readonly AsinCost[]): void {
    const byAsin = new Map(costs.map((c) => [c.asin.toUpperCase(), breakEvenAcos(c)]));
    const adGroups = new Map<string, { weighted: number; weight: number; count: number; sum: number }>();
    const campaigns = new Map<string, { weighted: number; weight: number; count: number; sum: number }>();
    const add = (map: typeof adGroups, key: string, value: Percent, sales: Money) => {
      const entry = map.get(key) ?? { weighted: 0, weight: 0, count: 0, sum: 0 };
      entry.weighted += value * sales;
      entry.weight += sales;
      entry.count += 1;
      entry.sum += value;
      map.set(key, entry);
    };
    for (const ad of ads) {
      const value = byAsin.get(ad.asin);
      if (value === undefined) continue;
      add(adGroups, `${ad.campaign_id}\u0000${ad.ad_group_id}`, value, ad.evidence.sales);
      add(campaigns, ad.campaign_id, value, ad.evidence.sales);
    }
    const mean = (e: { weighted: number; weight: number; count: number; sum: number }) => (e.weight > 0 ? e.weighted / e.weight : e.sum / e.count);
    for (const [key, entry] of adGroups) {
      const [campaignId, adGroupId] = key.split('\u0000') as [string, string];
      let groups = this.breakEvenByAdGroup.get(campaignId);
      if (!groups) this.breakEvenByAdGroup.set(campaignId, (groups = new Map()));
      groups.set(adGroupId, mean(entry));
    }
    for (const [key, entry] of campaigns) this.breakEvenByCampaign.set(key, mean(entry));
  }
}
