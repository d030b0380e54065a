// The articles table: what users write and may publish. Follow the portable conventions described in
// tables/accounts.ts: integer ids, ISO-8601 text timestamps, booleans as 0/1.
import type { Generated } from 'kysely';

export interface ArticlesTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  content: string;
  /** 0 or 1. */
  is_published: number;
  /** Set when the article is published, null while it is not. */
  published_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface ArticleTables {
  articles: ArticlesTable;
}
