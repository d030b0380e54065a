/**
 * The model while rows stream in: campaigns and ad groups by ID, created on first sight
 * (a child row may come before its parent) and completed when their own row arrives.
 * Rows become their final records as they are read (keywords, targets, placements, each
 * with its Metrics), so finishing the audit copies nothing it does not have to.
 */
import type { Metrics } from '../metrics/metrics.js';
import type { CampaignTypeCode, Keyword, NegativeKeyword, NegativeTarget, Placement, ProductTarget } from './contract.js';

/** A product ad (or one ASIN of a brand ad); its proration is worked out once every row is read. */
export interface DraftProduct {
  asin: string;
  sku: string;
  state: string;
  metrics: Metrics;
}

export interface DraftAdGroup {
  id: string;
  hasRow: boolean;
  name: string;
  state: string;
  defaultBid: number | null;
  /** From the ad group's own row (null without one). */
  metrics: Metrics | null;
  products: DraftProduct[];
  /** A keyword or target without a bid of its own has bid null until finalize gives it the default bid. */
  keywords: Keyword[];
  targets: ProductTarget[];
  negativeKeywords: NegativeKeyword[];
  negativeTargets: NegativeTarget[];
}

export interface DraftCampaign {
  id: string;
  typeCode: CampaignTypeCode;
  hasRow: boolean;
  name: string;
  state: string;
  targeting: 'auto' | 'manual';
  biddingStrategy: string | null;
  portfolio: string | null;
  dailyBudget: number | null;
  /** From the campaign's own row (null until it is read). */
  metrics: Metrics | null;
  placements: Placement[];
  adGroups: Map<string, DraftAdGroup>;
  negativeKeywords: NegativeKeyword[];
  negativeTargets: NegativeTarget[];
  /** Legacy SB tab: the ASINs of the campaign's ad, written on its Campaign row. */
  campaignAdAsins: string[];
  /** Rows that referred to this campaign (for the orphan warning). */
  childRows: number;
}

export class DraftStore {
  readonly campaigns = new Map<string, DraftCampaign>();

  constructor(readonly typeCode: CampaignTypeCode) {}

  campaign(id: string): DraftCampaign {
    let c = this.campaigns.get(id);
    if (!c) {
      c = {
        id,
        typeCode: this.typeCode,
        hasRow: false,
        name: '',
        state: '',
        targeting: 'manual',
        biddingStrategy: null,
        portfolio: null,
        dailyBudget: null,
        metrics: null,
        placements: [],
        adGroups: new Map(),
        negativeKeywords: [],
        negativeTargets: [],
        campaignAdAsins: [],
        childRows: 0,
      };
      this.campaigns.set(id, c);
    }
    return c;
  }

  adGroup(campaign: DraftCampaign, id: string): DraftAdGroup {
    let g = campaign.adGroups.get(id);
    if (!g) {
      g = {
        id,
        hasRow: false,
        name: '',
        state: '',
        defaultBid: null,
        metrics: null,
        products: [],
        keywords: [],
        targets: [],
        negativeKeywords: [],
        negativeTargets: [],
      };
      campaign.adGroups.set(id, g);
    }
    return g;
  }

  /** True when at least one campaign has a row of its own (the sheet has data). */
  hasCampaignRows(): boolean {
    for (const c of this.campaigns.values()) if (c.hasRow) return true;
    return false;
  }
}
