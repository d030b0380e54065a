/**
 * What the suggestions check against, per campaign: its positive keywords, its negatives and
 * the search terms that converted in it.
 */
import type { Campaign } from '../model/contract.js';
import type { TermIndex } from './term-occurrences.js';
import { normalizeTerm } from './term-text.js';

export interface PositiveKeyword {
  text: string;
  match_type: string;
  keyword_id: string;
  ad_group_id: string;
  ad_group_name: string;
}

export interface ExistingNegative {
  text: string;
  match_type: string;
  /** Ad-group-level negatives: their ad group; campaign-level: null. */
  ad_group_id: string | null;
}

const live = (state: string) => state !== 'archived';

export class CampaignContext {
  /** Live negatives (campaign-level ones once). */
  readonly negatives: ExistingNegative[] = [];
  /** Occurrences (numbers in the TermIndex) with orders. */
  readonly converting: number[] = [];
  private positive: PositiveKeyword[] | null = null;

  constructor(readonly campaign: Campaign | null) {
    if (!campaign) return;
    const campaignNegatives = new Set<string>();
    for (const adGroup of campaign.ad_groups) {
      for (const n of adGroup.negative_keywords) {
        if (!live(n.state)) continue;
        const text = normalizeTerm(n.keyword_text);
        // Campaign-level negatives are listed on every ad group: keep one.
        if (n.level === 'campaign') {
          const key = `${n.match_type}\u0000${text}`;
          if (campaignNegatives.has(key)) continue;
          campaignNegatives.add(key);
        }
        this.negatives.push({ text, match_type: n.match_type, ad_group_id: n.level === 'campaign' ? null : adGroup.id });
      }
    }
  }

  /** Live positive keywords, made on first use: only the answered suggestions are checked against them. */
  keywords(): PositiveKeyword[] {
    if (this.positive) return this.positive;
    this.positive = [];
    for (const adGroup of this.campaign?.ad_groups ?? []) {
      for (const k of adGroup.keywords) {
        if (live(k.state)) this.positive.push({ text: normalizeTerm(k.text), match_type: k.match_type, keyword_id: k.id, ad_group_id: adGroup.id, ad_group_name: adGroup.name });
      }
    }
    return this.positive;
  }
}

export function campaignContexts(campaigns: readonly Campaign[], index: TermIndex): Map<string, CampaignContext> {
  const contexts = new Map<string, CampaignContext>();
  for (const campaign of campaigns) contexts.set(campaign.id, new CampaignContext(campaign));
  const counts = index.occurrenceCounts;
  for (let o = 0; o < index.occurrenceCount; o += 1) {
    if (counts.orders(o) <= 0) continue;
    const campaignId = index.originOf(o).campaign_id;
    let context = contexts.get(campaignId);
    if (!context) contexts.set(campaignId, (context = new CampaignContext(null)));
    context.converting.push(o);
  }
  return contexts;
}
