/** What every rule of the plan looks up: campaigns and ad groups by id, account figures, references, targets. */
import { CompensatedSum } from '../metrics/money-sum.js';
import { chooseReference, type ReferenceRate } from './confidence.js';
import { marketplaceLimits, type MarketplaceLimits } from './marketplace-limits.js';
import { TargetResolver } from './targets.js';
import type { Evidence, PlanSettings, PlanSource, SourceAdGroup, SourceCampaign, SourceRow } from './types.js';

export const adGroupKey = (campaignId: string, adGroupId: string) => `${campaignId}\u0000${adGroupId}`;

/** Figures of several rows added up (money with compensated summation). */
export function sumEvidence(list: Iterable<Evidence>): Evidence {
  const spend = new CompensatedSum();
  const sales = new CompensatedSum();
  let clicks = 0;
  let orders = 0;
  for (const e of list) {
    clicks += e.clicks;
    orders += e.orders;
    spend.add(e.spend);
    sales.add(e.sales);
  }
  return { clicks, orders, spend: spend.value, sales: sales.value };
}

export class PlanContext {
  readonly campaigns = new Map<string, SourceCampaign>();
  /** By campaign, then ad group: no key strings to build for each of a few hundred thousand lookups. */
  private readonly adGroups = new Map<string, Map<string, SourceAdGroup>>();
  readonly account: Evidence;
  readonly targets: TargetResolver;
  private readonly references = new Map<string, Map<string | null, ReferenceRate>>();

  constructor(
    readonly source: PlanSource,
    readonly settings: PlanSettings,
    /** The marketplace's smallest unit and bid and budget limits (the US ones by default). */
    readonly limits: MarketplaceLimits = marketplaceLimits(),
  ) {
    for (const c of source.campaigns) this.campaigns.set(c.campaign_id, c);
    for (const g of source.ad_groups) {
      let groups = this.adGroups.get(g.campaign_id);
      if (!groups) this.adGroups.set(g.campaign_id, (groups = new Map()));
      groups.set(g.ad_group_id, g);
    }
    this.account = sumEvidence(source.campaigns.map((c) => c.evidence));
    this.targets = new TargetResolver(settings, source);
  }

  adGroup(campaignId: string, adGroupId: string): SourceAdGroup | undefined {
    return this.adGroups.get(campaignId)?.get(adGroupId);
  }

  /** The rate an entity's conversion rate is shrunk toward: its ad group's, else campaign's, else the account's. */
  reference(campaignId: string, adGroupId: string | null): ReferenceRate {
    let byAdGroup = this.references.get(campaignId);
    if (!byAdGroup) this.references.set(campaignId, (byAdGroup = new Map()));
    let found = byAdGroup.get(adGroupId);
    if (!found) {
      const group = adGroupId === null ? undefined : this.adGroup(campaignId, adGroupId);
      found = chooseReference(group?.evidence ?? null, this.campaigns.get(campaignId)?.evidence ?? null, this.account);
      byAdGroup.set(adGroupId, found);
    }
    return found;
  }

  /** The row of the level a reference rate comes from (a specialist checks the rate there). */
  referenceRow(reference: ReferenceRate, campaignId: string, adGroupId: string | null): SourceRow | null {
    if (reference.scope === 'ad_group' && adGroupId !== null) return this.adGroup(campaignId, adGroupId)?.source ?? null;
    if (reference.scope === 'campaign') return this.campaigns.get(campaignId)?.source ?? null;
    return null;
  }

  /** Why an entity is not live ('the campaign is paused'), or null when it and its parents are enabled. */
  notLive(entity: { campaign_id: string; state: string }, adGroupId: string | null, noun: string): string | null {
    const campaign = this.campaigns.get(entity.campaign_id);
    if (campaign && campaign.state !== 'enabled') return `the campaign is ${campaign.state || 'not enabled'}`;
    const group = adGroupId === null ? undefined : this.adGroup(entity.campaign_id, adGroupId);
    if (group && group.state !== 'enabled') return `the ad group is ${group.state || 'not enabled'}`;
    if (entity.state !== 'enabled') return `the ${noun} is ${entity.state || 'not enabled'}`;
    return null;
  }
}
