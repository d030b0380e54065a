/**
 * The View Notes tab's 'Audit Results' document: the campaigns with notes,
 * by spend descending, and the parent ASINs with notes, with their titles.
 */
import type { AsinMapEntry } from '../business/types.js';
import type { ParentAsinSummary } from '../business/parent-asin-types.js';
import type { Money, Ratio } from '../metrics/units.js';
import type { Campaign, CampaignTypeCode } from '../model/contract.js';
import { parentAsinKey, type AuditNote, type NotesByKey } from './types.js';

export interface CampaignNotesEntry {
  campaign_id: string;
  name: string;
  type_code: CampaignTypeCode;
  spend: Money;
  sales: Money;
  roas: Ratio;
  notes: readonly AuditNote[];
}

export interface ParentAsinNotesEntry {
  parent_asin: string;
  /** A child's title from the business report ('' when unknown). */
  title: string;
  /** Advertising spend and total sales from the parent summary; null without a business report. */
  spend: Money | null;
  sales: Money | null;
  notes: readonly AuditNote[];
}

export interface NotesDocument {
  campaigns: CampaignNotesEntry[];
  parentAsins: ParentAsinNotesEntry[];
}

export interface NotesDocumentInput {
  campaigns: readonly Campaign[];
  campaignNotes: NotesByKey;
  parentAsinNotes: NotesByKey;
  businessReport?: { asin_map: readonly AsinMapEntry[]; parent_asin_summary: Readonly<Record<string, ParentAsinSummary>> } | null;
}

/** Each parent ASIN's title: the first child with a title, as the Parent ASIN Audit shows it. */
export function parentAsinTitles(asinMap: readonly AsinMapEntry[]): Map<string, string> {
  const titles = new Map<string, string>();
  for (const entry of asinMap) {
    const key = parentAsinKey(entry.parent_asin);
    if (entry.title && !titles.get(key)) titles.set(key, entry.title);
  }
  return titles;
}

const bySpendDescending = (a: { spend: Money | null }, b: { spend: Money | null }) => (b.spend ?? 0) - (a.spend ?? 0);

export function buildNotesDocument({ campaigns, campaignNotes, parentAsinNotes, businessReport }: NotesDocumentInput): NotesDocument {
  const campaignEntries: CampaignNotesEntry[] = campaigns
    .filter((campaign) => (campaignNotes[campaign.id]?.length ?? 0) > 0)
    .map((campaign) => ({
      campaign_id: campaign.id,
      name: campaign.name,
      type_code: campaign.type_code,
      spend: campaign.metrics.spend,
      sales: campaign.metrics.sales,
      roas: campaign.metrics.roas,
      notes: campaignNotes[campaign.id],
    }))
    .sort((a, b) => bySpendDescending(a, b) || a.name.localeCompare(b.name));

  const titles = parentAsinTitles(businessReport?.asin_map ?? []);
  const summaries = new Map(Object.entries(businessReport?.parent_asin_summary ?? {}).map(([asin, summary]) => [parentAsinKey(asin), summary]));
  const parentEntries: ParentAsinNotesEntry[] = Object.entries(parentAsinNotes)
    .filter(([, notes]) => notes.length > 0)
    .map(([asin, notes]) => {
      const key = parentAsinKey(asin);
      const summary = summaries.get(key);
      return { parent_asin: key, title: titles.get(key) ?? '', spend: summary?.total_spend ?? null, sales: summary?.total_sales ?? null, notes };
    })
    .sort((a, b) => bySpendDescending(a, b) || a.parent_asin.localeCompare(b.parent_asin));

  return { campaigns: campaignEntries, parentAsins: parentEntries };
}

export const isNotesDocumentEmpty = (document: NotesDocument) => document.campaigns.length === 0 && document.parentAsins.length === 0;
