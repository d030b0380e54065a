/**
 * What the suggestions check against, per campaign: its negatives and the search terms that
 * converted in it (and the campaign, whose positive keywords the answered suggestions are checked against).
 */
import type { Campaign } from '../model/contract.js';
import type { TermIndex } from './term-occurrences.js';
import { normalizeTerm } from './term-text.js';

export interface ExistingNegative {
  text: string;
  match_type: string;
  /** Ad-group-level negatives: their ad group; campaign-level: null. */
  ad_group_id: string | null;
}

/** Archived keywords and negatives no longer apply. */
export const isLive = (state: string) => state !== 'archived';

export class CampaignContext {
  /** Live negatives (campaign-level ones once). */
  readonly negatives: ExistingNegative[] = [];
  /** Occurrences (numbers in the TermIndex) with orders. */
  readonly converting: number[] = [];

  constructor(readonly campaign: Campaign | null) {
    if (!campaign) return;
    const campaignNegatives = new Set<string>();
    for (const adGroup of campaign.ad_groups) {
      for (const n of adGroup.negative_keywords) {
        if (!isLive(n.state)) continue;
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
