import { parentAsinKey } from '@ads-auditor/audit';
import type { components } from '../../../lib/api-schema';

/** A note as the notes API answers it ("Note"). */
export type Note = components['schemas']['Note'];

export type NoteKind = 'campaign' | 'parent_asin';

/** What a note belongs to: a campaign (Amazon's campaign id) or a parent ASIN (upper-case). */
export interface NoteTarget {
  kind: NoteKind;
  key: string;
  /** Shown in the drawer title: the campaign's name, or the ASIN and its title. */
  label: string;
}

export const campaignTarget = (campaignId: string, campaignName: string): NoteTarget => ({ kind: 'campaign', key: campaignId, label: campaignName });

export function parentAsinTarget(parentAsin: string, title?: string): NoteTarget {
  const key = parentAsinKey(parentAsin);
  return { kind: 'parent_asin', key, label: title ? `${key} - ${title}` : key };
}

/** The query string (GET) or body fields (POST) that name a note's target. */
export const targetFields = (target: NoteTarget) =>
  target.kind === 'campaign' ? { campaign_id: target.key, parent_asin: null } : { campaign_id: null, parent_asin: target.key };

export const NOTES_KEY = ['notes'] as const;
