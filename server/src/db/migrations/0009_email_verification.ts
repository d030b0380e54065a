// E-mail verification and account security: when a user's address was proved theirs, a notice
// to show once on the dashboard, single-use verification links (only their sha256 stored), and
// how each session was opened (a recent Google sign-in stands in for a password).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('email_verified_at', 'text').execute();
  await db.schema.alterTable('users').addColumn('pending_notice', 'text').execute();
  // Accounts that exist already: one linked to Google has an address Google verified (only a
  // verified Google e-mail ever linked or created an account); a password account never proved
  // its address, so it starts unverified and its owner is offered a verification link.
  await sql`update users set email_verified_at = updated_at where google_sub is not null`.execute(db);

  await db.schema.alterTable('sessions').addColumn('signed_in_with', 'text').execute();

  await db.schema
    .createTable('email_verification_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The address the link proves: after a change of address, an older link proves nothing.
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('email_verification_tokens_user_idx')
    .on('email_verification_tokens')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('email_verification_tokens').execute();
  await db.schema.alterTable('sessions').dropColumn('signed_in_with').execute();
  await db.schema.alterTable('users').dropColumn('pending_notice').execute();
  await db.schema.alterTable('users').dropColumn('email_verified_at').execute();
}
