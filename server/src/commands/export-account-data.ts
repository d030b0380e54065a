// "Download my data": one zip of JSON files holding everything kept about the user, in a form a
// person (or another service) can read. Share tokens, password and token hashes are secrets and
// stay out; the shared reports themselves are in.
import { zip } from '@ads-auditor/audit/node';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { inflateResult, readResultHead, type ResultEncoding } from '../lib/compress-result.js';
import { unauthorized } from '../lib/errors.js';
import { createUserDataRepository } from '../repositories/user-data.js';
import { createUsersRepository, toCurrentUser } from '../repositories/users.js';

const asJson = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** Builds the archive: one file per kind of data. */
export async function exportAccountData(db: Kysely<Database>, userId: number): Promise<Uint8Array> {
  const user = await createUsersRepository(db).findById(userId);
  if (!user) throw unauthorized();
  const data = createUserDataRepository(db);
  const { id, email, full_name, email_verified, has_password, is_premium, created_at } = toCurrentUser(user);
  const profile = { id, email, full_name, email_verified, has_password, signs_in_with_google: user.google_sub !== null, is_premium, created_at, updated_at: user.updated_at };

  const audits = [];
  // One result at a time: only its head (the summary) is inflated, never the campaigns.
  for (const upload of await data.uploads(userId)) {
    const stored = await data.result(upload.id);
    const head = stored ? await readResultHead(stored.content, stored.encoding as ResultEncoding) : undefined;
    audits.push({ ...upload, summary: head?.summary ?? null, report: head?.report ?? null });
  }
  const shares = (await data.shares(userId)).map(({ report, ...link }) => ({ ...link, shared_report: JSON.parse(report) as unknown }));
  const settings = await data.insightSettings(userId);
  const plan = {
    settings: (await data.planSettings(userId)).map((row) => ({ ...row, settings: JSON.parse(row.settings) as unknown })),
    decisions: await data.planDecisions(userId),
    change_sets: (await data.planChangeSets(userId)).map((row) => ({ ...row, items: JSON.parse(row.items) as unknown })),
  };

  // Each report as read (its totals, days, campaigns and terms), inflated off the event loop.
  const searchTermReports = [];
  for (const { encoding, content, ...info } of await data.searchTermReports(userId)) {
    searchTermReports.push({ ...info, report: JSON.parse(await inflateResult(content, encoding as ResultEncoding)) as unknown });
  }

  return zip([
    { name: 'profile.json', data: asJson(profile) },
    { name: 'ad-accounts.json', data: asJson(await data.adAccounts(userId)) },
    { name: 'audits.json', data: asJson(audits) },
    { name: 'notes.json', data: asJson(await data.notes(userId)) },
    { name: 'articles.json', data: asJson((await data.articles(userId)).map((a) => ({ ...a, is_published: Number(a.is_published) === 1 }))) },
    { name: 'shares.json', data: asJson(shares) },
    { name: 'insight-settings.json', data: asJson(settings.map((row) => ({ ...row, brand_terms: JSON.parse(row.brand_terms) as unknown }))) },
    { name: 'plan.json', data: asJson(plan) },
    { name: 'search-term-reports.json', data: asJson(searchTermReports) },
    { name: 'payments.json', data: asJson({ purchases: await data.purchases(userId), subscriptions: await data.subscriptions(userId) }) },
  ]);
}
