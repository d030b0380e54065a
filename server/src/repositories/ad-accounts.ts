// Ad accounts: the named Amazon Ads accounts of a user. A user always has at least one: the
// default account ('My account') is created the first time one is needed. The default is the
// oldest account; calls that take an optional account_id use it when none is given.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import type { AdAccountRow } from '../db/tables/ad-accounts.js';

/** The name of the account every user starts with (migration 0006 gave it to existing users). */
export const DEFAULT_ACCOUNT_NAME = 'My account';

export interface AdAccountWithCount extends AdAccountRow {
  upload_count: number;
}

/** Why an account could not be deleted (the route answers 409 with a message for each). */
export type DeleteRefusal = 'has_uploads' | 'last_account';

/** The name is already one of the user's accounts (compared case-insensitively). */
export class AccountNameTakenError extends Error {
  constructor(readonly accountName: string) {
    super(`You already have an account named "${accountName}".`);
    this.name = 'AccountNameTakenError';
  }
}

type Db = Kysely<Database> | Transaction<Database>;

/** The id of the user's default (oldest) account, created when they have none yet. */
export async function defaultAccountId(db: Db, userId: number): Promise<number> {
  const oldest = () => db.selectFrom('ad_accounts').select('id').where('user_id', '=', userId).orderBy('id', 'asc').limit(1).executeTakeFirst();
  const found = await oldest();
  if (found) return found.id;
  // Two first requests at once: the unique (user_id, name) lets only one insert win.
  await db
    .insertInto('ad_accounts')
    .values({ user_id: userId, name: DEFAULT_ACCOUNT_NAME, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['user_id', 'name']).doNothing())
    .execute();
  return (await oldest())!.id;
}

export function createAdAccountsRepository(db: Kysely<Database>) {
  const owned = (userId: number) => db.selectFrom('ad_accounts').selectAll().where('user_id', '=', userId);
  const findOwned = (userId: number, accountId: number): Promise<AdAccountRow | undefined> => owned(userId).where('id', '=', accountId).executeTakeFirst();
  const uploadCount = (accountId: number) =>
    db
      .selectFrom('uploads')
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.count));

  /** Throws AccountNameTakenError when another of the user's accounts has this name. */
  async function assertNameFree(userId: number, name: string, exceptId?: number): Promise<void> {
    let query = owned(userId).where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
    if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
    if (await query.executeTakeFirst()) throw new AccountNameTakenError(name);
  }

  /** A unique-constraint failure (a concurrent request took the name) reads as the same error. */
  async function withNameTaken<T>(name: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (/unique/i.test(error instanceof Error ? error.message : '')) throw new AccountNameTakenError(name);
      throw error;
    }
  }

  return {
    defaultAccountId: (userId: number) => defaultAccountId(db, userId),

    /** The user's accounts, oldest first, with how many uploads each keeps; never empty. */
    async list(userId: number): Promise<AdAccountWithCount[]> {
      await defaultAccountId(db, userId);
      const rows = await owned(userId)
        .select((eb) =>
          eb
            .selectFrom('uploads')
            .select(eb.fn.countAll<number | string | bigint>().as('count'))
            .whereRef('uploads.account_id', '=', 'ad_accounts.id')
            .as('upload_count'),
        )
        .orderBy('id', 'asc')
        .execute();
      return rows.map((row) => ({ ...row, upload_count: Number(row.upload_count ?? 0) }));
    },

    /** The account if it is the user's; another user's account is undefined (the route answers 404). */
    findOwned,

    /** The account's current name (a share link's report is titled with it); undefined when it is gone. */
    async nameOf(accountId: number): Promise<string | undefined> {
      return (await db.selectFrom('ad_accounts').select('name').where('id', '=', accountId).executeTakeFirst())?.name;
    },

    /** The account's currency (an ISO code); USD when the account is gone. */
    async currencyOf(accountId: number): Promise<string> {
      return (await db.selectFrom('ad_accounts').select('currency').where('id', '=', accountId).executeTakeFirst())?.currency ?? 'USD';
    },

    /** `currency` has been checked to be one of the engine's codes (USD when omitted). */
    async create(userId: number, name: string, currency?: string): Promise<AdAccountWithCount> {
      // The default account first, so a user's first named account is never their only one by accident.
      await defaultAccountId(db, userId);
      await assertNameFree(userId, name);
      const row = await withNameTaken(name, () =>
        db.insertInto('ad_accounts').values({ user_id: userId, name, created_at: new Date().toISOString(), ...(currency ? { currency } : {}) }).returningAll().executeTakeFirstOrThrow(),
      );
      return { ...row, upload_count: 0 };
    },

    /** Renames it and, when given, changes its currency. Undefined when the account is not the user's. */
    async rename(userId: number, accountId: number, name: string, currency?: string): Promise<AdAccountWithCount | undefined> {
      if (!(await findOwned(userId, accountId))) return undefined;
      await assertNameFree(userId, name, accountId);
      const row = await withNameTaken(name, () =>
        db.updateTable('ad_accounts').set({ name, ...(currency ? { currency } : {}) }).where('id', '=', accountId).where('user_id', '=', userId).returningAll().executeTakeFirstOrThrow(),
      );
      return { ...row, upload_count: await uploadCount(accountId) };
    },

    /**
     * Deletes an account with no uploads that is not the user's last (its notes go with it).
     * Answers 'deleted', a refusal, or undefined when the account is not the user's.
     */
    async delete(userId: number, accountId: number): Promise<'deleted' | DeleteRefusal | undefined> {
      return db.transaction().execute(async (trx) => {
        const account = await trx.selectFrom('ad_accounts').select('id').where('id', '=', accountId).where('user_id', '=', userId).executeTakeFirst();
        if (!account) return undefined;
        const uploads = await trx.selectFrom('uploads').select('id').where('account_id', '=', accountId).limit(1).executeTakeFirst();
        if (uploads) return 'has_uploads';
        const others = await trx.selectFrom('ad_accounts').select('id').where('user_id', '=', userId).where('id', '!=', accountId).limit(1).executeTakeFirst();
        if (!others) return 'last_account';
        await trx.deleteFrom('notes').where('account_id', '=', accountId).execute();
        await trx.deleteFrom('ad_accounts').where('id', '=', accountId).execute();
        return 'deleted';
      });
    },
  };
}

export type AdAccountsRepository = ReturnType<typeof createAdAccountsRepository>;
