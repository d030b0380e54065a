// One-time purchases (the Pro plan): created when the buyer opens Checkout, confirmed by Stripe's
// webhook, downloaded once through a random token of which only the hash is stored.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { PurchaseRow } from '../db/tables/payments.js';
import { nowIso } from '../lib/time.js';

export function createPurchasesRepository(db: Kysely<Database>) {
  return {
    async create(purchase: { userId: number; plan: string; checkoutSessionId: string; downloadTokenHash: string }): Promise<PurchaseRow> {
      const now = nowIso();
      return db
        .insertInto('purchases')
        .values({
          user_id: purchase.userId,
          plan: purchase.plan,
          status: 'pending',
          checkout_session_id: purchase.checkoutSessionId,
          download_token_hash: purchase.downloadTokenHash,
          downloaded_at: null,
          confirmed_at: null,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** Confirms the purchase sold by a Checkout Session (once); answers it, or undefined when unknown. */
    async confirmByCheckoutSession(checkoutSessionId: string): Promise<PurchaseRow | undefined> {
      const now = nowIso();
      await db
        .updateTable('purchases')
        .set({ status: 'confirmed', confirmed_at: now, updated_at: now })
        .where('checkout_session_id', '=', checkoutSessionId)
        .where('status', '=', 'pending')
        .execute();
      return db.selectFrom('purchases').selectAll().where('checkout_session_id', '=', checkoutSessionId).executeTakeFirst();
    },

    findByDownloadTokenHash(tokenHash: string): Promise<PurchaseRow | undefined> {
      return db.selectFrom('purchases').selectAll().where('download_token_hash', '=', tokenHash).executeTakeFirst();
    },

    /**
     * Marks a confirmed purchase downloaded if it was not yet: one conditional UPDATE, so two
     * concurrent requests cannot both download. Answers whether this call took the download.
     */
    async takeDownload(purchaseId: number): Promise<boolean> {
      const now = nowIso();
      const result = await db
        .updateTable('purchases')
        .set({ downloaded_at: now, updated_at: now })
        .where('id', '=', purchaseId)
        .where('status', '=', 'confirmed')
        .where('downloaded_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async hasConfirmed(userId: number, plan: string): Promise<boolean> {
      const row = await db
        .selectFrom('purchases')
        .select('id')
        .where('user_id', '=', userId)
        .where('plan', '=', plan)
        .where('status', '=', 'confirmed')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type PurchasesRepository = ReturnType<typeof createPurchasesRepository>;
