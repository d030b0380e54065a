// Share links (read-only report links) and the notes an upload's reports show. Conventions: see tables/accounts.ts.
import type { Generated, Selectable } from 'kysely';

export interface ShareLinksTable {
  id: Generated<number>;
  user_id: number;
  account_id: number;
  upload_id: number;
  /** sha256 (hex) of the token; the token itself is shown once, when the link is made. */
  token_hash: string;
  /** JSON SharedReport (commands/share-report.ts), the snapshot the link shows. */
  report: string;
  /** How many notes the owner chose to include. */
  note_count: number;
  view_count: Generated<number>;
  last_viewed_at: string | null;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

/** The notes an upload's report leaves out (migration 0014), and whether it carries the narrative (0016); no row: every note, and the narrative. */
export interface ReportNoteChoicesTable {
  upload_id: number;
  /** JSON number[]: ids of the notes the consultant left out of the PDF and share links. */
  excluded_note_ids: string;
  /** Whether the report carries the change loop's narrative (migration 0016): 1 or 0; null: never chosen (it does). */
  include_narrative: number | null;
  updated_at: string;
}

export interface ShareLinkTables {
  share_links: ShareLinksTable;
  report_note_choices: ReportNoteChoicesTable;
}

export type ShareLinkRow = Selectable<ShareLinksTable>;
