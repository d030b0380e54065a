// One interface for running an upload's jobs: in-process worker threads by default,
// pg-boss when the database is PostgreSQL.
import type { TaskKind } from '../db/tables/audit.js';

/** One background job: runs a task of an upload. */
export interface AuditJob {
  taskId: string;
  uploadId: number;
  userId: number;
  kind: TaskKind;
  fileName: string;
  /** The account's currency when the upload was made: the stored result carries it (bulk audits). */
  currency?: string;
}

export interface JobQueue {
  /**
   * Whether `count` more jobs would be accepted now: a cheap check made before the upload is
   * read, so a busy server answers 503 at once. `submit` checks again and decides.
   */
  hasRoomFor(count: number): Promise<boolean>;
  /**
   * Queues the jobs of one upload, or throws QueueFullError. The bytes are shared by the jobs
   * and dropped once they ran: the raw workbook is never kept.
   */
  submit(jobs: AuditJob[], bytes: Uint8Array): Promise<void>;
  /** Fails tasks left unfinished by a process that died (called once at start-up). */
  recover(): Promise<void>;
  close(): Promise<void>;
}

/** The 503 answer when the queue is full. */
export const QUEUE_FULL_DETAIL = 'The server is busy processing other files. Please try again in a minute.';
/** Its Retry-After: the upload screen sends the file again by itself after this many seconds. */
export const QUEUE_FULL_RETRY_AFTER_SECONDS = 30;
export const QUEUE_FULL_HEADERS = { 'retry-after': String(QUEUE_FULL_RETRY_AFTER_SECONDS) };

export class QueueFullError extends Error {
  constructor() {
    super(QUEUE_FULL_DETAIL);
    this.name = 'QueueFullError';
  }
}
