/** The node:zlib implementation of Inflater (the only place the reader touches node:zlib). */
import { createInflateRaw, inflateRawSync } from 'node:zlib';
import { DAMAGED_PART_MESSAGE, PART_TOO_LARGE_MESSAGE, type Inflater } from './inflater.js';
import { WorkbookError } from './types.js';

/** Output chunk size: large enough to amortise per-chunk work, small enough to bound memory. */
const CHUNK_BYTES = 1 << 20;

function isRangeError(error: unknown): boolean {
  return (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' || error instanceof RangeError;
}

export const nodeInflater: Required<Inflater> = {
  inflateSync(data, budget, maxBytes = Infinity) {
    const partCapFirst = maxBytes < budget.remaining;
    let output: Uint8Array;
    try {
      // maxOutputLength stops zlib itself at the cap, so a bomb never materialises.
      output = inflateRawSync(data, { maxOutputLength: Math.max(1, Math.min(budget.remaining, maxBytes) + 1) });
    } catch (error) {
      if (isRangeError(error)) {
        if (partCapFirst) throw new WorkbookError('too_large', PART_TOO_LARGE_MESSAGE);
        budget.spend(budget.remaining + 1);
      }
      throw new WorkbookError('malformed', DAMAGED_PART_MESSAGE);
    }
    budget.spend(output.length);
    if (output.length > maxBytes) throw new WorkbookError('too_large', PART_TOO_LARGE_MESSAGE);
    return output;
  },

  inflateChunks(data, budget, onChunk) {
    return new Promise<void>((resolve, reject) => {
      const inflate = createInflateRaw({ chunkSize: CHUNK_BYTES });
      let failed = false;
      const fail = (error: unknown) => {
        if (failed) return;
        failed = true;
        inflate.destroy();
        reject(error);
      };
      // zlib hands over a chunk before it starts inflating the next one. Taking the chunk in a
      // microtask (run once zlib has been given its next piece of work) lets the thread pool
      // inflate chunk n + 1 while this thread scans chunk n. At most two chunks are held.
      const pending: Buffer[] = [];
      const deliver = () => {
        for (let chunk = pending.shift(); chunk !== undefined && !failed; chunk = pending.shift()) {
          try {
            budget.spend(chunk.length);
            onChunk(chunk);
          } catch (error) {
            fail(error);
          }
        }
      };
      inflate.on('data', (chunk: Buffer) => {
        if (failed) return;
        pending.push(chunk);
        if (pending.length === 1) queueMicrotask(deliver);
      });
      inflate.on('error', () => fail(new WorkbookError('malformed', DAMAGED_PART_MESSAGE)));
      inflate.on('end', () => {
        deliver(); // 'end' may come before the microtask of the last chunk
        if (!failed) resolve();
      });
      inflate.end(data);
    });
  },
};
