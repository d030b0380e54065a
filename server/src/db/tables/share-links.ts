// Share links (issue 14): read-only report links. Conventions: see tables/accounts.ts.
import type { Generated, Selectable } from 'kysely';

export interface ShareLinksTable {
  id: Generated<number>;
  user_id: number;
  account_id: number;
  upload_id: number;
  /** sha256 (hex) of the token; the token itself is shown once, when the link is made. */
  token_hash: string;
  /** JSON SharedReport (routes/api/shares/shared-report.ts), the snapshot the link shows. */
  report: string;
  /** How many notes the owner chose to include. */
  note_count: number;
  view_count: Generated<number>;
  last_viewed_at: string | null;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface ShareLinkTables {
  share_links: ShareLinksTable;
}

export type ShareLinkRow = Selectable<ShareLinksTable>;
