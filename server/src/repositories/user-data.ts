// The rows one user owns, read for the export of their data ("download my data"); the profile
// itself comes from the users repository. Secrets (token hashes) are never read here.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export function createUserDataRepository(db: Kysely<Database>) {
  return {
    adAccounts: (userId: number) => db.selectFrom('ad_accounts').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    uploads: (userId: number) =>
      db
        .selectFrom('uploads')
        .leftJoin('business_reports', 'business_reports.upload_id', 'uploads.id')
        .select([
          'uploads.id',
          'uploads.account_id',
          'uploads.file_name',
          'uploads.file_size',
          'uploads.spend',
          'uploads.sales',
          'uploads.roas',
          'uploads.created_at',
          'business_reports.file_name as business_report_file_name',
        ])
        .where('uploads.user_id', '=', userId)
        .orderBy('uploads.id')
        .execute(),
    result: (uploadId: number) => db.selectFrom('upload_results').select(['encoding', 'content']).where('upload_id', '=', uploadId).executeTakeFirst(),
    notes: (userId: number) => db.selectFrom('notes').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    articles: (userId: number) => db.selectFrom('articles').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    shares: (userId: number) =>
      db
        .selectFrom('share_links')
        .select(['id', 'account_id', 'upload_id', 'note_count', 'view_count', 'last_viewed_at', 'created_at', 'expires_at', 'revoked_at', 'report'])
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute(),
    insightSettings: (userId: number) =>
      db
        .selectFrom('ad_account_insight_settings as s')
        .innerJoin('ad_accounts as a', 'a.id', 's.account_id')
        .selectAll('s')
        .where('a.user_id', '=', userId)
        .orderBy('s.account_id')
        .execute(),
    planSettings: (userId: number) =>
      db
        .selectFrom('ad_account_plan_settings as s')
        .innerJoin('ad_accounts as a', 'a.id', 's.account_id')
        .select(['s.account_id', 's.settings', 's.updated_at'])
        .where('a.user_id', '=', userId)
        .orderBy('s.account_id')
        .execute(),
    planDecisions: (userId: number) =>
      db
        .selectFrom('plan_decisions as d')
        .innerJoin('uploads as u', 'u.id', 'd.upload_id')
        .selectAll('d')
        .where('u.user_id', '=', userId)
        .orderBy('d.upload_id')
        .orderBy('d.item_id')
        .execute(),
    planChangeSets: (userId: number) =>
      db
        .selectFrom('plan_change_sets as c')
        .innerJoin('ad_accounts as a', 'a.id', 'c.account_id')
        .selectAll('c')
        .where('a.user_id', '=', userId)
        .orderBy('c.id')
        .execute(),
    searchTermReports: (userId: number) =>
      db
        .selectFrom('search_term_reports as r')
        .innerJoin('ad_accounts as a', 'a.id', 'r.account_id')
        .select(['r.id', 'r.account_id', 'r.file_name', 'r.product', 'r.currency', 'r.start_date', 'r.end_date', 'r.time_unit', 'r.row_count', 'r.term_count', 'r.created_at', 'r.encoding', 'r.content'])
        .where('a.user_id', '=', userId)
        .orderBy('r.id')
        .execute(),
    purchases: (userId: number) =>
      db
        .selectFrom('purchases')
        .select(['id', 'plan', 'status', 'checkout_session_id', 'downloaded_at', 'confirmed_at', 'created_at', 'updated_at'])
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute(),
    subscriptions: (userId: number) => db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
  };
}
