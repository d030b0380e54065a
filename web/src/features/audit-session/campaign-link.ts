/**
 * The address of one campaign in the Campaign Table (?tab=campaigns&campaign=ID): the table
 * opens showing that campaign alone, so another screen can point at a campaign's row.
 */
export const CAMPAIGN_PARAM = 'campaign';

export function campaignTableSearch(campaignId: string): string {
  return `?${new URLSearchParams({ tab: 'campaigns', [CAMPAIGN_PARAM]: campaignId }).toString()}`;
}
