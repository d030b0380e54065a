/**
 * An Inflater whose inflating runs on another thread (a browser worker): the thread that scans
 * the rows no longer inflates them too, as node:zlib's thread pool spares the CLI. The two ends
 * talk over a port (a Worker, a worker's own scope, a MessagePort): `pipedInflater` on the
 * reading thread, `serveInflating` on the inflating one, which inflates with the browser's
 * DecompressionStream. The inflating end runs at most INFLATED_AHEAD_BYTES ahead of the reader,
 * and posts the stream's pieces a batch at a time.
 */
import { inflatedPieces } from './browser-inflater.js';
import { DAMAGED_PART_MESSAGE, type Inflater } from './inflater.js';
import { WorkbookError } from './types.js';

/** Inflated bytes the reader has not taken yet, at most: enough to keep both threads busy. */
export const INFLATED_AHEAD_BYTES = 4 << 20;

/**
 * Inflated bytes gathered into one message. The stream's pieces are small (64 KB in Chromium), and
 * a message per piece, with the reader's answer to each, cost both threads about as much as the
 * inflating itself: a 65 MB workbook's 680 MB of sheets made some 10,000 messages each way.
 */
export const BATCH_BYTES = 1 << 20;

export type InflateRequest =
  /** Inflate `data` (raw deflate, transferred) as job `id`. */
  | { kind: 'inflate'; id: number; data: ArrayBuffer }
  /** The reader took `bytes` of job `id`: as many more may come. */
  | { kind: 'more'; id: number; bytes: number }
  /** The reader stopped job `id` (its visitor failed, or the budget ran out). */
  | { kind: 'stop'; id: number };

export type InflateReply =
  /** The next pieces of job `id`'s output, in order (transferred). */
  | { kind: 'pieces'; id: number; pieces: ArrayBuffer[] }
  | { kind: 'done'; id: number }
  | { kind: 'damaged'; id: number };

/** What both ends need of a port (a Worker, a worker's scope, a MessagePort). */
export interface InflatePort {
  postMessage(message: unknown, transfer: ArrayBuffer[]): void;
  onmessage: ((event: { data: unknown }) => void) | null;
}

/** A piece that owns its whole buffer, so that the buffer can be transferred. */
function ownBuffer(piece: Uint8Array): ArrayBuffer {
  const whole = piece.byteOffset === 0 && piece.byteLength === piece.buffer.byteLength && piece.buffer instanceof ArrayBuffer;
  return whole ? (piece.buffer as ArrayBuffer) : new Uint8Array(piece).buffer;
}

interface ServedJob {
  /** Bytes posted and not yet taken. */
  ahead: number;
  stopped: boolean;
  wake: (() => void) | null;
}

/** The inflating end: answers the port's requests until the thread ends. */
export function serveInflating(port: InflatePort): void {
  const jobs = new Map<number, ServedJob>();
  const post = (reply: InflateReply, transfer: ArrayBuffer[] = []) => port.postMessage(reply, transfer);

  async function inflate(id: number, data: Uint8Array): Promise<void> {
    const job: ServedJob = { ahead: 0, stopped: false, wake: null };
    jobs.set(id, job);
    let batch: ArrayBuffer[] = [];
    let batchBytes = 0;
    const postBatch = () => {
      if (batch.length === 0) return;
      job.ahead += batchBytes;
      post({ kind: 'pieces', id, pieces: batch }, batch);
      batch = [];
      batchBytes = 0;
    };
    try {
      for await (const piece of inflatedPieces(data)) {
        if (job.stopped) return;
        batch.push(ownBuffer(piece));
        batchBytes += piece.length;
        if (batchBytes < BATCH_BYTES) continue;
        postBatch();
        while (job.ahead >= INFLATED_AHEAD_BYTES && !job.stopped) await new Promise<void>((wake) => (job.wake = wake));
        if (job.stopped) return;
      }
      if (job.stopped) return;
      postBatch();
      post({ kind: 'done', id });
    } catch {
      post({ kind: 'damaged', id });
    } finally {
      jobs.delete(id);
    }
  }

  port.onmessage = (event) => {
    const request = event.data as InflateRequest;
    if (request.kind === 'inflate') {
      void inflate(request.id, new Uint8Array(request.data));
      return;
    }
    const job = jobs.get(request.id);
    if (!job) return;
    if (request.kind === 'more') job.ahead -= request.bytes;
    else job.stopped = true;
    job.wake?.();
    job.wake = null;
  };
}

export interface PipedInflater extends Inflater {
  /** The inflating thread is gone: the jobs under way reject with `error`. */
  lose(error: Error): void;
}

/** The reading end. Each part's bytes are copied to be handed over (they are a view of the workbook). */
export function pipedInflater(port: InflatePort): PipedInflater {
  const jobs = new Map<number, { receive(reply: InflateReply): void; reject(error: unknown): void }>();
  let lastId = 0;
  port.onmessage = (event) => {
    const reply = event.data as InflateReply;
    jobs.get(reply.id)?.receive(reply);
  };

  return {
    inflateChunks(data, budget, onChunk) {
      const id = ++lastId;
      return new Promise<void>((resolve, reject) => {
        const end = (error?: unknown) => {
          jobs.delete(id);
          if (error === undefined) resolve();
          else reject(error);
        };
        const receive = (reply: InflateReply) => {
          if (reply.kind === 'done') return end();
          if (reply.kind === 'damaged') return end(new WorkbookError('malformed', DAMAGED_PART_MESSAGE));
          let bytes = 0;
          try {
            for (const buffer of reply.pieces) {
              const piece = new Uint8Array(buffer);
              // Spent as output arrives, so a zip bomb stops at the cap (the other end is at most INFLATED_AHEAD_BYTES ahead).
              budget.spend(piece.length);
              onChunk(piece);
              bytes += piece.length;
            }
          } catch (error) {
            port.postMessage({ kind: 'stop', id } satisfies InflateRequest, []);
            return end(error);
          }
          port.postMessage({ kind: 'more', id, bytes } satisfies InflateRequest, []);
        };
        jobs.set(id, { receive, reject: end });
        // A copy (a Node Buffer's slice() would be a view of the caller's bytes).
        const copy = new Uint8Array(data).buffer;
        port.postMessage({ kind: 'inflate', id, data: copy } satisfies InflateRequest, [copy]);
      });
    },
    lose(error) {
      for (const job of [...jobs.values()]) job.reject(error);
    },
  };
}
