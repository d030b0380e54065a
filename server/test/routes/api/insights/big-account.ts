// A big account for the insights tests, stored as the upload's two tasks store it (audit result,
// search-term rows) without uploading a workbook of that size: the small test account's campaigns
// and its search terms repeated with other words, so that every term, gram and suggestion differs.
import type { Campaign, SearchTermRecord } from '@ads-auditor/audit';
import { auditBulkWorkbook, readSearchTerms } from '@ads-auditor/audit/node';
import type { FastifyInstance } from 'fastify';
import { compressJsonWithArray, RESULT_ENCODING } from '../../../../src/lib/compress-result.js';
import { packSearchTerms, unpackSearchTerms } from '../../../../src/jobs/packed-search-terms.js';
import { insightsWorkbook } from './insights-workbook.js';

const WORDS = ['valve', 'brass', 'steel', 'kit', 'cheap', 'pro', 'green', 'fitting', 'set', 'large', 'mini', 'acme'];

/** `count` search terms made from the small account's, each with a term of its own and scaled figures. */
function repeatedTerms(base: readonly SearchTermRecord[], count: number): SearchTermRecord[] {
  return Array.from({ length: count }, (_, i) => {
    const term = base[i % base.length];
    const words = [WORDS[i % WORDS.length], WORDS[Math.floor(i / WORDS.length) % WORDS.length], `w${Math.floor(i / 7).toString(36)}`];
    const scale = 1 + (i % 5);
    const metrics = { ...term.metrics, clicks: term.metrics.clicks * scale, spend: term.metrics.spend * scale, orders: i % 3 === 0 ? term.metrics.orders : 0 };
    return { ...term, id: `${term.id}-${i}`, customer_search_term: `${term.customer_search_term} ${words.join(' ')}`, metrics };
  });
}

export interface StoredAccount {
  uploadId: number;
  campaigns: Campaign[];
}

/** Stores an upload of `userId` with `terms` search terms, as processed; answers its id and campaigns. */
export async function storeBigAccount(app: FastifyInstance, userId: number, terms: number): Promise<StoredAccount> {
  const bytes = insightsWorkbook();
  const [audit, found] = await Promise.all([auditBulkWorkbook(bytes), readSearchTerms(bytes)]);
  const repos = app.repos;
  const { upload, tasks } = await repos.uploads.create({ userId, fileName: 'big.xlsx', fileSize: 1, taskKinds: ['bulk_audit', 'search_terms'] });
  await repos.uploads.saveResult(upload.id, await compressJsonWithArray({ upload_id: upload.id }, 'campaigns', audit.campaigns), RESULT_ENCODING);
  await repos.searchTerms.insertAll(upload.id, unpackSearchTerms(packSearchTerms(repeatedTerms(found.search_terms, terms))));
  await repos.uploads.setSearchTermsInfo(upload.id, { sheets_found: found.sheets_found, available_sheets: found.available_sheets, expected_sheets: found.expected_sheets });
  for (const task of tasks) await repos.tasks.complete(task.id, 'done');
  return { uploadId: upload.id, campaigns: audit.campaigns };
}
