/** Worker thread: reads the search term tabs of shared workbook bytes and answers with their digest (no record is kept). */
import type { ReadLimits, ReadProgress } from '../xlsx/types.js';
import { SharedReadCounters } from '../xlsx/read-counters.js';
import { serveWorkerJob } from './module-worker.js';
import { readSearchTermDigest } from './read-search-terms.js';
import type { SearchTermDigest } from './search-term-digest.js';

export interface SearchTermsJob {
  /** A view of a SharedArrayBuffer: the bytes are shared with the main thread, not copied. */
  bytes: Uint8Array;
  limits?: Partial<ReadLimits>;
  counters: SharedArrayBuffer;
}

serveWorkerJob<SearchTermsJob, ReadProgress, SearchTermDigest>((job, reportProgress) =>
  readSearchTermDigest(job.bytes, {
    limits: job.limits,
    counters: new SharedReadCounters(job.counters),
    onProgress: reportProgress,
  }),
);
