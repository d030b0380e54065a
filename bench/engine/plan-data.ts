/**
 * The generated source of the plan benchmark at scale: PlanSource records for a given number of
 * keywords and product targets (ad groups of 20, campaigns of 5 ad groups, placements per
 * campaign), with seeded figures that give every outcome (raised, lowered, paused, left alone).
 * Deterministic: the same data for the same count.
 */
import type { Evidence, PlanSource, SourceRow, SourceTarget } from '@ads-auditor/audit';
import { seededRandom } from './seeded-random.js';

const TARGETS_PER_AD_GROUP = 20;
const AD_GROUPS_PER_CAMPAIGN = 5;
const SHEET = 'Sponsored Products Campaigns';
const PLACEMENTS = ['Placement Top', 'Placement Rest Of Search', 'Placement Product Page', 'Placement Amazon Business'] as const;
const SLOTS = ['top_of_search', 'rest_of_search', 'product_pages', 'amazon_business'] as const;

const money = (value: number) => Math.round(value * 100) / 100;
const add = (a: Evidence, b: Evidence): Evidence => ({ clicks: a.clicks + b.clicks, spend: a.spend + b.spend, sales: a.sales + b.sales, orders: a.orders + b.orders });
const ZERO: Evidence = { clicks: 0, spend: 0, sales: 0, orders: 0 };

export function planBenchSource(targets: number): PlanSource {
  const rand = seededRandom(23);
  const source: PlanSource = { campaigns: [], placements: [], ad_groups: [], targets: [], product_ads: [], sheet_names: { sp: SHEET } };
  let row = 2;
  const at = (): SourceRow => ({ sheet: SHEET, row: row++ });
  const adGroupCount = Math.ceil(targets / TARGETS_PER_AD_GROUP);
  let campaignTotal = ZERO;
  for (let g = 0; g < adGroupCount; g += 1) {
    const campaignId = `${100000 + Math.floor(g / AD_GROUPS_PER_CAMPAIGN)}`;
    const adGroupId = `${500000 + g}`;
    let groupTotal = ZERO;
    const first = source.targets.length;
    for (let k = 0; k < TARGETS_PER_AD_GROUP && source.targets.length < targets; k += 1) {
      const clicks = Math.floor(rand() ** 2 * 400);
      const cpc = 0.3 + rand() * 1.5;
      const orders = Math.floor(clicks * rand() * 0.15);
      const evidence = { clicks, spend: money(clicks * cpc), sales: money(orders * (15 + rand() * 40)), orders };
      groupTotal = add(groupTotal, evidence);
      const target: SourceTarget = {
        campaign_id: campaignId, ad_group_id: adGroupId, entity_id: `${9_000_000 + source.targets.length}`, source: at(), tab: 'sp',
        state: rand() < 0.05 ? 'paused' : 'enabled', evidence, kind: k % 4 === 0 ? 'product_target' : 'keyword',
        entity_text: k % 4 === 0 ? 'Product Targeting' : 'Keyword', text: `term ${k}`, match_type: k % 4 === 0 ? null : 'Exact',
        bid: money(cpc * 1.2), cost_type: 'cpc',
      };
      source.targets.push(target);
    }
    source.ad_groups.push({ campaign_id: campaignId, ad_group_id: adGroupId, source: at(), tab: 'sp', state: 'enabled', evidence: groupTotal, name: `AG ${g}`, default_bid: 0.75 });
    source.product_ads.push({ campaign_id: campaignId, ad_group_id: adGroupId, entity_id: `${8_000_000 + g}`, source: at(), tab: 'sp', state: 'enabled', evidence: groupTotal, asin: `B0${String(g).padStart(8, '0')}`, sku: `SKU-${g}`, eligibility: 'Eligible', ineligibility_reason: '' });
    campaignTotal = add(campaignTotal, groupTotal);
    const lastOfCampaign = g % AD_GROUPS_PER_CAMPAIGN === AD_GROUPS_PER_CAMPAIGN - 1 || g === adGroupCount - 1;
    if (!lastOfCampaign || source.targets.length === first) continue;
    source.campaigns.push({ campaign_id: campaignId, source: at(), tab: 'sp', state: 'enabled', evidence: campaignTotal, name: `Campaign ${campaignId}`, type: 'SP', targeting: 'manual', daily_budget: 50 });
    const shares = [0.5, 0.3, 0.2, 0.05];
    PLACEMENTS.forEach((placement, i) => {
      const share = shares[i]! * (0.6 + rand() * 0.8);
      const e = campaignTotal;
      source.placements.push({
        campaign_id: campaignId, source: at(), tab: 'sp', state: '', placement_text: placement, slot: SLOTS[i]!, percentage: i === 0 ? 20 : 0,
        evidence: { clicks: Math.round(e.clicks * shares[i]!), spend: money(e.spend * shares[i]!), sales: money(e.sales * share), orders: Math.round(e.orders * share) },
      });
    });
    campaignTotal = ZERO;
  }
  return source;
}
