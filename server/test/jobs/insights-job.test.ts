// The 'insights' job of the audit worker: the answer of GET /api/insights computed on a worker
// thread from the stored bytes, the search terms streamed to it, the same bytes as computed on
// the calling thread.
import { computeInsights, type SearchTermRecord } from '@ads-auditor/audit';
import { auditBulkWorkbook, readSearchTerms } from '@ads-auditor/audit/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressJsonWithArray, RESULT_ENCODING } from '../../src/lib/compress-result.js';
import { workerModuleUrl } from '../../src/jobs/create-job-queue.js';
import { runInsightsJob, type InsightsJobInput, type SearchTermsReader } from '../../src/jobs/insights-job.js';
import { JobError, WorkerPool } from '../../src/jobs/worker-pool.js';
import { insightsWorkbook } from '../routes/api/insights/insights-workbook.js';

const encode = (terms: readonly SearchTermRecord[]) => new TextEncoder().encode(terms.map((term) => JSON.stringify(term)).join(','));

/** A reader that sends these pieces, keeping what it sent. */
function readerOf(pieces: Uint8Array[]): SearchTermsReader & { sent: Uint8Array[] } {
  const sent: Uint8Array[] = [];
  const read = async (send: (piece: Uint8Array) => boolean) => {
    for (const piece of pieces) {
      sent.push(piece);
      if (!send(piece)) return;
    }
  };
  return Object.assign(read, { sent });
}

describe("the worker's insights job", () => {
  // One thread: a job that never ended would hold the next one.
  const pool = new WorkerPool({ moduleUrl: workerModuleUrl, size: 1, maxQueued: 2, timeoutMs: 30_000 });
  let audit: Awaited<ReturnType<typeof auditBulkWorkbook>>;
  let terms: SearchTermRecord[];

  const input = async (settings: InsightsJobInput['settings']): Promise<InsightsJobInput> => ({
    uploadId: 7,
    settings,
    auditResult: await compressJsonWithArray({ upload_id: 7 }, 'campaigns', audit.campaigns),
    auditResultEncoding: RESULT_ENCODING,
  });

  beforeAll(async () => {
    const bytes = insightsWorkbook();
    [audit, { search_terms: terms }] = await Promise.all([auditBulkWorkbook(bytes), readSearchTerms(bytes)]);
  });
  afterAll(() => pool.close());

  it('answers the JSON of computeInsights on the same input, byte for byte, the bytes moved to the worker', async () => {
    const settings = { target_acos: 40, brand_terms: ['acme'] };
    const job = await input(settings);
    // In pieces, as the route reads them page by page.
    const reader = readerOf([encode(terms.slice(0, 3)), encode(terms.slice(3))]);
    const answer = await runInsightsJob(pool, job, reader);
    const expected = JSON.stringify({ upload_id: 7, ...computeInsights({ campaigns: audit.campaigns, search_terms: terms }, settings) });
    expect(answer.toString('utf8') === expected, 'the same bytes').toBe(true);
    expect(job.auditResult.byteLength).toBe(0);
    expect(reader.sent.map((piece) => piece.byteLength)).toEqual([0, 0]);
  });

  it('fails with an error that is not shown to users when the stored search terms are damaged', async () => {
    const failure = await runInsightsJob(pool, await input({}), readerOf([encode(terms), new TextEncoder().encode('{"id": "damaged')])).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(JobError);
    expect((failure as JobError).isUserFacing).toBe(false);
  });

  it("throws the reader's own error when reading fails midway, and the job stops", async () => {
    const databaseDown = Object.assign(new Error('connection terminated'), { code: '57P01' });
    const read: SearchTermsReader = async (send) => {
      send(encode(terms.slice(0, 2)));
      throw databaseDown;
    };
    await expect(runInsightsJob(pool, await input({}), read)).rejects.toBe(databaseDown);
    // The thread is free again: the next job runs.
    await expect(runInsightsJob(pool, await input({}), readerOf([encode(terms)]))).resolves.toBeInstanceOf(Buffer);
  });
});
