/** Worker thread: reads the search term tabs of shared workbook bytes and answers with their digest. */
import type { ReadLimits, ReadProgress } from '../xlsx/types.js';
import { SharedReadCounters } from '../xlsx/read-counters.js';
import { serveWorkerJob } from './module-worker.js';
import { readSearchTerms } from './read-search-terms.js';
import { digestSearchTerms, type SearchTermDigest } from './search-term-digest.js';

export interface SearchTermsJob {
  /** A view of a SharedArrayBuffer: the bytes are shared with the main thread, not copied. */
  bytes: Uint8Array;
  limits?: Partial<ReadLimits>;
  counters: SharedArrayBuffer;
}

serveWorkerJob<SearchTermsJob, ReadProgress, SearchTermDigest>(async (job, reportProgress) => {
  const result = await readSearchTerms(job.bytes, {
    limits: job.limits,
    counters: new SharedReadCounters(job.counters),
    onProgress: reportProgress,
  });
  return digestSearchTerms(result);
});
