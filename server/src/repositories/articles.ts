// Articles belong to their author: every read and change is scoped to the user, except the list
// of everyone's published articles. `published_at` is set when an article becomes published
// (kept while it stays published) and cleared when it is unpublished.
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema.js';
import type { ArticlesTable } from '../db/tables/articles.js';
import { nowIso } from '../lib/time.js';

export interface Article {
  id: number;
  user_id: number;
  title: string;
  content: string;
  is_published: boolean;
  published_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface ArticleInput {
  title: string;
  content: string;
  is_published: boolean;
}

/** An update replaces title and content; `is_published` left out keeps the current state. */
export type ArticleChanges = Omit<ArticleInput, 'is_published'> & { is_published?: boolean };

const toArticle = (row: Selectable<ArticlesTable>): Article => ({ ...row, is_published: Number(row.is_published) === 1 });

export function createArticlesRepository(db: Kysely<Database>) {
  const owned = (userId: number) => db.selectFrom('articles').selectAll().where('user_id', '=', userId);

  return {
    /** The user's articles, newest first. */
    async listOwned(userId: number): Promise<Article[]> {
      const rows = await owned(userId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
      return rows.map(toArticle);
    },

    /** Every user's published articles, most recently published first. */
    async listPublished(): Promise<Article[]> {
      const rows = await db
        .selectFrom('articles')
        .selectAll()
        .where('is_published', '=', 1)
        .orderBy('published_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map(toArticle);
    },

    async findOwned(userId: number, articleId: number): Promise<Article | undefined> {
      const row = await owned(userId).where('id', '=', articleId).executeTakeFirst();
      return row && toArticle(row);
    },

    async create(userId: number, input: ArticleInput): Promise<Article> {
      const now = nowIso();
      const row = await db
        .insertInto('articles')
        .values({
          user_id: userId,
          title: input.title,
          content: input.content,
          is_published: input.is_published ? 1 : 0,
          published_at: input.is_published ? now : null,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toArticle(row);
    },

    async updateOwned(userId: number, articleId: number, changes: ArticleChanges): Promise<Article | undefined> {
      const now = nowIso();
      const row = await db
        .updateTable('articles')
        .set((eb) => ({
          title: changes.title,
          content: changes.content,
          updated_at: now,
          ...(changes.is_published === undefined
            ? {}
            : changes.is_published
              ? // Already published: keep the original date (published_at is null only while unpublished).
                { is_published: 1, published_at: eb.fn.coalesce('published_at', eb.val(now)) }
              : { is_published: 0, published_at: null }),
        }))
        .where('id', '=', articleId)
        .where('user_id', '=', userId)
        .returningAll()
        .executeTakeFirst();
      return row && toArticle(row);
    },

    async deleteOwned(userId: number, articleId: number): Promise<boolean> {
      const result = await db.deleteFrom('articles').where('id', '=', articleId).where('user_id', '=', userId).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

export type ArticlesRepository = ReturnType<typeof createArticlesRepository>;
