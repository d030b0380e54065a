// The Stripe webhook events already handled, so that a replayed event changes nothing.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { nowIso } from '../lib/time.js';

export function createProcessedStripeEventsRepository(db: Kysely<Database>) {
  return {
    /**
     * Records the event; answers false when it was recorded before (a replay). Call it inside
     * the transaction that applies the event: a failure then leaves it unrecorded for Stripe's retry.
     */
    async record(eventId: string, type: string): Promise<boolean> {
      const result = await db
        .insertInto('processed_stripe_events')
        .values({ event_id: eventId, type, processed_at: nowIso() })
        .onConflict((oc) => oc.column('event_id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },
  };
}
