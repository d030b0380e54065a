/** The Entity column, classified. Compared by enumKey, so 'Ad Group' = 'Ad group' = 'adGroup'. */
import { enumKey } from './normalize.js';

export type EntityKind =
  | 'campaign'
  | 'placement'
  | 'ad_group'
  | 'product_ad'
  | 'brand_ad'
  | 'keyword'
  | 'product_target'
  | 'negative_keyword'
  | 'campaign_negative_keyword'
  | 'negative_target'
  | 'campaign_negative_target'
  /** Rows that carry nothing the audit shows (drafts, budget rules...). */
  | 'ignored'
  | 'unknown';

const KINDS: Record<string, EntityKind> = {
  campaign: 'campaign',
  biddingadjustment: 'placement',
  biddingadjustmentbyplacement: 'placement',
  adgroup: 'ad_group',
  productad: 'product_ad',
  videoad: 'brand_ad',
  brandvideoad: 'brand_ad',
  productcollectionad: 'brand_ad',
  manualcollectionad: 'brand_ad',
  automaticcollectionad: 'brand_ad',
  storespotlightad: 'brand_ad',
  collectionad: 'brand_ad',
  keyword: 'keyword',
  producttargeting: 'product_target',
  contextualtargeting: 'product_target',
  audiencetargeting: 'product_target',
  targeting: 'product_target',
  negativekeyword: 'negative_keyword',
  campaignnegativekeyword: 'campaign_negative_keyword',
  negativeproducttargeting: 'negative_target',
  negativetargeting: 'negative_target',
  negativecontextualtargeting: 'negative_target',
  negativeaudiencetargeting: 'negative_target',
  campaignnegativeproducttargeting: 'campaign_negative_target',
  campaignnegativetargeting: 'campaign_negative_target',
  draftcampaign: 'ignored',
  draftkeyword: 'ignored',
  draftproducttargeting: 'ignored',
  draftnegativekeyword: 'ignored',
  portfolio: 'ignored',
  budgetrule: 'ignored',
};

// Readers hand out many equal entity strings; remember each raw spelling once.
const cache = new Map<string, EntityKind>();

export function entityKindOf(raw: string): EntityKind {
  let kind = cache.get(raw);
  if (kind === undefined) {
    kind = KINDS[enumKey(raw)] ?? 'unknown';
    if (cache.size < 1000) cache.set(raw, kind);
  }
  return kind;
}
