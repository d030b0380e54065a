/**
 * What the suggestions check against, per campaign: its negatives and the search terms that
 * converted in it (and the campaign, whose positive keywords the answered suggestions are checked against).
 */
import type { AdGroup, Campaign, Keyword } from '../model/contract.js';
import type { TermIndex } from './term-occurrences.js';
import { closeVariantKey, normalizeTerm } from './term-text.js';

export interface ExistingNegative {
  text: string;
  /** closeVariantKey of the text: what Amazon's matching compares. */
  key: string;
  match_type: string;
  /** Ad-group-level negatives: their ad group; campaign-level: null. */
  ad_group_id: string | null;
}

/** A live positive keyword with its normalised text and close-variant key. */
export interface KeywordKey {
  keyword: Keyword;
  adGroup: AdGroup;
  text: string;
  key: string;
}

/** Archived keywords and negatives no longer apply. */
export const isLive = (state: string) => state !== 'archived';

/** A paused or archived campaign or ad group serves no ads: its suggestions are kept apart. */
export const isNotServing = (state: string) => state === 'paused' || state === 'archived';

export class CampaignContext {
  /** Live negatives (campaign-level ones once). */
  readonly negatives: ExistingNegative[] = [];
  /** Occurrences (numbers in the TermIndex) with orders. */
  readonly converting: number[] = [];
  /** Ad groups (ids) that serve no ads, the campaign's included when it serves none. */
  private readonly notServing = new Set<string>();
  /** The negatives that apply to an ad group (key: its id; '' for the campaign), made when first asked. */
  private readonly negativesByAdGroup = new Map<string, readonly ExistingNegative[]>();
  /** Made on the first conflict check: every answered suggestion of the campaign reuses them. */
  private keywordKeys: KeywordKey[] | null = null;
  private convertingKeys: string[] | null = null;

  constructor(readonly campaign: Campaign | null) {
    if (!campaign) return;
    for (const adGroup of campaign.ad_groups) if (isNotServing(campaign.state) || isNotServing(adGroup.state)) this.notServing.add(adGroup.id);
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
        this.negatives.push({ text, key: closeVariantKey(text), match_type: n.match_type, ad_group_id: n.level === 'campaign' ? null : adGroup.id });
      }
    }
  }

  /** The campaign's live positive keywords with their close-variant keys. */
  liveKeywords(): readonly KeywordKey[] {
    if (this.keywordKeys) return this.keywordKeys;
    const keys: KeywordKey[] = [];
    for (const adGroup of this.campaign?.ad_groups ?? []) {
      for (const keyword of adGroup.keywords) {
        if (!isLive(keyword.state)) continue;
        const text = normalizeTerm(keyword.text);
        keys.push({ keyword, adGroup, text, key: closeVariantKey(text) });
      }
    }
    return (this.keywordKeys = keys);
  }

  /** The close-variant key of each converting occurrence, in the order of `converting`. */
  convertingTermKeys(index: TermIndex): readonly string[] {
    return (this.convertingKeys ??= this.converting.map((o) => index.variantKeyOf(index.occurrenceTerm[o])));
  }

  /**
   * The live negatives that stop texts in an ad group (its own and the campaign's), or with
   * adGroupId null in the whole campaign (the campaign's only), in the order of `negatives`.
   * Asked for every wasting term: most ask of an ad group with none, and then no key is made.
   */
  negativesOf(adGroupId: string | null): readonly ExistingNegative[] {
    const id = adGroupId ?? '';
    let list = this.negativesByAdGroup.get(id);
    if (!list) this.negativesByAdGroup.set(id, (list = this.negatives.filter((n) => n.ad_group_id === null || n.ad_group_id === adGroupId)));
    return list;
  }

  /** True when the ad group, or (adGroupId null) the campaign or every ad group of it, is paused or archived. */
  isPaused(adGroupId: string | null): boolean {
    if (!this.campaign) return false;
    if (adGroupId !== null) return this.notServing.has(adGroupId);
    // A campaign-level negative matters only while one of its ad groups serves.
    const { state, ad_groups: adGroups } = this.campaign;
    return isNotServing(state) || (adGroups.length > 0 && adGroups.every((g) => this.notServing.has(g.id)));
  }
}

export function campaignContexts(campaigns: readonly Campaign[], index: TermIndex): Map<string, CampaignContext> {
  const contexts = new Map<string, CampaignContext>();
  for (const campaign of campaigns) contexts.set(campaign.id, new CampaignContext(campaign));
  const counts = index.occurrenceCounts;
  // By the index's campaign numbers: reading each occurrence's record to find its campaign id
  // costs more than the rest of the loop (the records lie all over the heap).
  const byNumber: (CampaignContext | null)[] = index.campaignIds.map(() => null);
  for (let o = 0; o < index.occurrenceCount; o += 1) {
    if (counts.orders(o) <= 0) continue;
    const number = index.occurrenceCampaign[o];
    let context = byNumber[number];
    if (!context) {
      const campaignId = index.campaignIds[number];
      context = contexts.get(campaignId) ?? null;
      if (!context) contexts.set(campaignId, (context = new CampaignContext(null)));
      byNumber[number] = context;
    }
    context.converting.push(o);
  }
  return contexts;
}
