// The insights of an upload, computed on a worker thread (job kind 'insights'): the API thread
// only reads the stored bytes and sends the answer, so a big account (200,000 search terms:
// seconds of parsing and computing) never holds other users' requests. The search terms are
// streamed to the job while the API thread reads them: the worker parses one piece while the
// next is read (and the audit result inflates), so the move costs no time end to end.
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { computeInsights, reportSearchTerms, type Campaign, type InsightSettings, type SearchTermRecord, type SearchTermReport } from '@ads-auditor/audit';
import { HttpError } from '../lib/errors.js';
import { inflateResult, type ResultEncoding, type StoredJson } from '../lib/compress-result.js';
import { QUEUE_FULL_DETAIL } from './job-queue.js';
import { JobError, PoolFullError, type WorkerPool } from './worker-pool.js';

export const SERVER_STOPPING_DETAIL = 'The server is restarting. Please try again in a moment.';

export interface InsightsJobInput {
  uploadId: number;
  /** The caller's settings, those of the query already applied. */
  settings: Partial<InsightSettings>;
  /** The stored audit result (compressed JSON with its campaigns), with an ArrayBuffer of its own (moved to the worker). */
  auditResult: Uint8Array;
  auditResultEncoding: ResultEncoding;
  /** A kept Search Term Report whose terms replace the bulk file's (none arrive on the port then). */
  searchTermReport?: KeptSearchTermReport;
}

/** A kept Search Term Report handed to a job (its stored bytes moved to the worker). */
export interface KeptSearchTermReport {
  id: number;
  file_name: string;
  stored: StoredJson;
}

/**
 * Reads the stored JSON of the search terms in workbook order and hands each piece (UTF-8,
 * comma-separated terms, an ArrayBuffer of its own) to `send`; stops early when `send` answers
 * false (the job already failed).
 */
export type SearchTermsReader = (send: (piece: Uint8Array) => boolean) => Promise<void>;

/** What the worker gets: the input, and the port the pieces arrive on (then null). */
export interface InsightsJobMessage extends InsightsJobInput {
  searchTerms: MessagePort;
}

/** Runs in the worker: the answer of GET /api/insights as UTF-8 JSON, as the route sent it when it computed it itself. */
export async function insightsAnswer(input: InsightsJobMessage): Promise<Uint8Array> {
  // Inflated on libuv's pool while this thread parses the search terms.
  const auditJson = inflateResult(input.auditResult, input.auditResultEncoding);
  auditJson.catch(() => undefined); // awaited below, unless the search terms fail first
  const received = await receiveSearchTerms(input.searchTerms);
  const { campaigns } = JSON.parse(await auditJson) as { campaigns: Campaign[] };
  const fromReport = input.searchTermReport && (await termsOfReport(input.searchTermReport, campaigns));
  const result = computeInsights({ campaigns, search_terms: fromReport ? fromReport.terms : received }, input.settings);
  return new TextEncoder().encode(JSON.stringify({ upload_id: input.uploadId, ...(fromReport && { search_term_report: fromReport.about }), ...result }));
}

/** The report's terms joined with the audit's campaigns by name, and what the answer says of the report (insights and plan alike). */
export async function termsOfReport(kept: KeptSearchTermReport, campaigns: Campaign[]) {
  const report = JSON.parse(await inflateResult(kept.stored.content, kept.stored.encoding)) as SearchTermReport;
  const { search_terms, unmatched_lines } = reportSearchTerms(report, campaigns);
  return { terms: search_terms, about: { id: kept.id, file_name: kept.file_name, start_date: report.start_date, end_date: report.end_date, unmatched_lines } };
}

/** The search terms parsed piece by piece as they arrive, until null; fails if the sender stops first. */
export function receiveSearchTerms(port: MessagePort): Promise<SearchTermRecord[]> {
  const decoder = new TextDecoder();
  const terms: SearchTermRecord[] = [];
  return new Promise((resolve, reject) => {
    port.on('message', (piece: Uint8Array | null) => {
      if (piece === null) {
        resolve(terms);
        port.close();
        return;
      }
      try {
        for (const term of JSON.parse(`[${decoder.decode(piece)}]`) as SearchTermRecord[]) terms.push(term);
      } catch (error) {
        reject(error);
        port.close();
      }
    });
    // After the last piece this changes nothing; before, the route failed to read them.
    port.on('close', () => reject(new Error('The search terms stopped before their end')));
  });
}

/**
 * Starts the job, feeds it the search terms as `read` reads them, and answers the JSON bytes.
 * A failure to read is thrown as it is (a database fault answers 503); a full pool or a server
 * shutting down answers 503; any other failure of the job is a 500 (logged, no detail).
 */
export async function runInsightsJob(pool: WorkerPool, input: InsightsJobInput, read: SearchTermsReader): Promise<Buffer> {
  const transfer = [input.auditResult.buffer as ArrayBuffer, ...(input.searchTermReport ? [input.searchTermReport.stored.content.buffer as ArrayBuffer] : [])];
  const json = (await runWithSearchTerms(pool, 'insights', input, transfer, read)) as Uint8Array;
  return Buffer.from(json.buffer, json.byteOffset, json.byteLength);
}

/**
 * Runs an interactive job of `kind` whose input gets a `searchTerms` port, fed as `read` reads
 * them (see runInsightsJob for the failures); answers what the job answers.
 */
export async function runWithSearchTerms(pool: WorkerPool, kind: string, input: object, transfer: ArrayBuffer[], read: SearchTermsReader): Promise<unknown> {
  const { port1: feed, port2: searchTerms } = new MessageChannel();
  const job = pool.run(kind, { ...input, searchTerms }, { transfer: [...transfer, searchTerms], interactive: true });
  let running = true;
  const stop = () => {
    running = false;
  };
  job.then(stop, stop);
  try {
    await read((piece) => {
      if (running) feed.postMessage(piece, [piece.buffer as ArrayBuffer]);
      return running;
    });
    feed.postMessage(null);
  } catch (error) {
    feed.close(); // the job fails: its search terms stopped
    job.catch(() => undefined);
    throw error;
  }
  try {
    return await job;
  } catch (error) {
    if (error instanceof PoolFullError) throw new HttpError(503, QUEUE_FULL_DETAIL);
    if (error instanceof JobError && error.code === 'pool_closed') throw new HttpError(503, SERVER_STOPPING_DETAIL);
    throw error;
  } finally {
    feed.close();
  }
}
