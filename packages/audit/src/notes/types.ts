/** Notes as the audit engine reads them; the API's Note has this shape. */

export interface AuditNote {
  id: number;
  content: string;
  /** 'YYYY-MM-DD HH:MM:SS', UTC. */
  created_at: string;
  campaign_id: string | null;
  parent_asin: string | null;
}

/** Notes grouped by campaign id or by parent ASIN (POST /api/notes/bulk), newest first. */
export type NotesByKey = Readonly<Record<string, readonly AuditNote[]>>;

/** Parent ASINs are compared upper-case, as the notes API stores them. */
export const parentAsinKey = (asin: string) => asin.trim().toUpperCase();

/** The ISO 8601 form of a note's created_at ('2026-01-15T10:00:00Z'), or null when it is not a timestamp. */
export function noteCreatedAtIso(createdAt: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})/.exec(createdAt);
  return match ? `${match[1]}T${match[2]}Z` : null;
}
