// "Delete my account": after the password (or a recent Google sign-in) and the typed word, the
// user's running subscriptions are cancelled at Stripe, then the user and every row that points
// at them go in one statement (each such table deletes on cascade), and a confirmation is mailed.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { confirmIdentity, type IdentityProof } from '../auth/reauthentication.js';
import type { Database } from '../db/schema.js';
import { badRequest, unauthorized } from '../lib/errors.js';
import type { Mailer } from '../mail/mailer.js';
import type { Payments } from '../plugins/payments.js';
import { createSubscriptionsRepository } from '../repositories/subscriptions.js';
import { createUsersRepository } from '../repositories/users.js';

export const DELETE_CONFIRMATION_WORD = 'DELETE';
export const CONFIRMATION_REQUIRED = `Type ${DELETE_CONFIRMATION_WORD} to confirm that your account should be deleted.`;
export const ACCOUNT_DELETED = 'Your account and all its data were deleted.';
export const SUBSCRIPTION_CANCELLED = 'Your account and all its data were deleted, and your subscription was cancelled.';
export const SUBSCRIPTION_NOT_CANCELLED =
  'Your account and all its data were deleted. Payments are not configured on this server, so your subscription could not be cancelled here: cancel it with the payment provider.';

export function accountDeletedMail(to: string, message: string) {
  return {
    to,
    subject: 'Your Ads Auditor account was deleted',
    text: [message, '', 'Your profile, audits, notes, articles, share links and settings are gone and cannot be brought back.', 'Thank you for using Ads Auditor.'].join('\n'),
  };
}

export interface DeleteAccountDeps {
  db: Kysely<Database>;
  payments: Payments;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/** Deletes the account; answers the message to show (and mail). */
export async function deleteAccount(deps: DeleteAccountDeps, userId: number, input: { confirmation: string; proof: IdentityProof }): Promise<string> {
  if (input.confirmation.trim() !== DELETE_CONFIRMATION_WORD) throw badRequest(CONFIRMATION_REQUIRED);
  await confirmIdentity(deps.db, userId, input.proof);
  const users = createUsersRepository(deps.db);
  const user = await users.findById(userId);
  if (!user) throw unauthorized();

  // Cancelled first: if Stripe cannot be reached, nothing is deleted and the user can try again,
  // rather than losing the account while the card is still charged.
  const live = await createSubscriptionsRepository(deps.db).listLive(userId);
  let message = ACCOUNT_DELETED;
  if (live.length > 0 && deps.payments.enabled) {
    for (const subscription of live) {
      await deps.payments.call(deps.log, (stripe) => stripe.subscriptions.cancel(subscription.stripe_subscription_id));
    }
    message = SUBSCRIPTION_CANCELLED;
  } else if (live.length > 0) {
    message = SUBSCRIPTION_NOT_CANCELLED;
  }

  // One statement, so one transaction: the cascades remove sessions, tokens, accounts, uploads
  // (and their results, tasks, search terms, reports, share links), notes, articles, settings and
  // payment records together, or nothing at all.
  await users.deleteById(userId);
  deps.log.info({ userId, cancelledSubscriptions: deps.payments.enabled ? live.length : 0 }, 'account deleted by its owner');
  deps.mailer.sendInBackground(accountDeletedMail(user.email, message));
  return message;
}
