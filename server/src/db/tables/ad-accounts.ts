// Ad accounts: the named Amazon Ads accounts a user audits ("ZValves US",
// "Client B - DE"). Uploads and notes belong to one. Conventions: see tables/accounts.ts.
import type { Generated, Selectable } from 'kysely';

export interface AdAccountsTable {
  id: Generated<number>;
  user_id: number;
  /** Trimmed, 1..100 characters, unique per user (compared case-insensitively by the repository). */
  name: string;
  /** ISO code, one of the engine's CURRENCY_CODES (migration 0017; 'USD' for older accounts). */
  currency: Generated<string>;
  created_at: string;
}

export interface AdAccountTables {
  ad_accounts: AdAccountsTable;
}

export type AdAccountRow = Selectable<AdAccountsTable>;
