/**
 * The model while rows stream in: campaigns and ad groups by ID, created on first sight
 * (a child row may come before its parent) and completed when their own row arrives.
 */
import type { BaseCounts } from '../metrics/metrics.js';
import type { CampaignTypeCode, NegativeKeyword, NegativeTarget } from './contract.js';

export interface DraftLeaf {
  id: string;
  text: string;
  match_type: string;
  state: string;
  bid: number | null;
  counts: BaseCounts;
}

export interface DraftProduct {
  asin: string;
  sku: string;
  state: string;
  counts: BaseCounts;
}

export interface DraftAdGroup {
  id: string;
  hasRow: boolean;
  name: string;
  state: string;
  defaultBid: number | null;
  counts: BaseCounts | null;
  products: DraftProduct[];
  keywords: DraftLeaf[];
  targets: DraftLeaf[];
  negativeKeywords: NegativeKeyword[];
  negativeTargets: NegativeTarget[];
}

export interface DraftPlacement {
  placement: string;
  percentage: number;
  counts: BaseCounts;
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
  counts: BaseCounts | null;
  placements: DraftPlacement[];
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
        counts: null,
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
        counts: null,
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
