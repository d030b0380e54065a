// The audit answer of an upload (GET /api/bulk/campaigns, GET /api/background-tasks/{id}/results):
// its stored result, sent as stored, carrying the account's currency. The result is written with
// the account's currency first; when the account's currency has changed since (or the result was
// stored before currencies were), it is written again once with the new one, so every later answer
// is sent as stored again.
import { compressText, inflateResult, RESULT_ENCODING } from '../lib/compress-result.js';
import type { CompressedJson } from '../lib/json-reply.js';
import { resultDigestOf } from '../lib/result-digest.js';
import type { Repositories } from '../repositories/index.js';
import type { UploadRow } from '../db/tables/audit.js';

const CURRENCY_KEY = '{"currency":"';

/** The result's JSON text with `currency` as its account currency (and workbook_currency kept, or null when absent). */
export function withAccountCurrency(json: string, currency: string): string {
  if (json.startsWith(CURRENCY_KEY)) return `${CURRENCY_KEY}${currency}${json.slice(json.indexOf('"', CURRENCY_KEY.length))}`;
  return `{"currency":${JSON.stringify(currency)},"workbook_currency":null${json.length > 2 ? ',' : ''}${json.slice(1)}`;
}

/** A stored answer and the SHA-256 of its JSON text (null for results stored before digests were kept). */
export type AuditAnswer = CompressedJson & { digest: string | null };

/** The upload's stored audit answer, carrying its account's current currency; undefined when it has no result. */
export async function auditAnswerOf(repos: Repositories, upload: Pick<UploadRow, 'id' | 'account_id' | 'result_currency'>): Promise<AuditAnswer | undefined> {
  const [stored, currency] = await Promise.all([repos.uploads.findResult(upload.id), repos.adAccounts.currencyOf(upload.account_id)]);
  if (!stored || upload.result_currency === currency) return stored;
  const json = withAccountCurrency(await inflateResult(stored.content, stored.encoding), currency);
  const content = await compressText(json);
  const digest = resultDigestOf(json);
  await repos.uploads.replaceResult(upload.id, content, RESULT_ENCODING, currency, digest);
  return { encoding: RESULT_ENCODING, content: Buffer.from(content.buffer, content.byteOffset, content.byteLength), digest };
}
