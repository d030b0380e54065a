/**
 * The browser implementation of Inflater: the platform's DecompressionStream('deflate-raw').
 * It has no synchronous path, so the reader gathers whole parts through inflateChunks.
 */
import { DAMAGED_PART_MESSAGE, type Inflater } from './inflater.js';
import { WorkbookError } from './types.js';

/** The stream's own chunks are small (tens of KB): they are joined to this size before the scanner gets them. */
const CHUNK_BYTES = 1 << 20;

/** Errors raised by the budget or by `onChunk` (they pass through; any other failure means a damaged part). */
class Handed {
  constructor(readonly error: unknown) {}
}

export const browserInflater: Inflater = {
  async inflateChunks(data, budget, onChunk) {
    // A view of a SharedArrayBuffer cannot be handed to the stream: it is copied.
    const plain = (data.buffer instanceof ArrayBuffer ? data : data.slice()) as Uint8Array<ArrayBuffer>;
    const input = new ReadableStream<Uint8Array<ArrayBuffer>>({
      start(controller) {
        controller.enqueue(plain);
        controller.close();
      },
    });
    const reader = input.pipeThrough(new DecompressionStream('deflate-raw')).getReader();
    const pending = new Batch();
    const hand = (chunk: Uint8Array) => {
      try {
        // The budget is spent as output arrives, so a zip bomb stops at the cap, not at its end.
        budget.spend(chunk.length);
        onChunk(chunk);
      } catch (error) {
        throw new Handed(error);
      }
    };
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        const full = pending.add(value);
        if (full) hand(full);
      }
      const rest = pending.take();
      if (rest) hand(rest);
    } catch (error) {
      void reader.cancel().catch(() => undefined);
      if (error instanceof Handed) throw error.error;
      throw new WorkbookError('malformed', DAMAGED_PART_MESSAGE);
    }
  },
};

/** Joins small chunks into pieces of CHUNK_BYTES (the last may be shorter). */
class Batch {
  private parts: Uint8Array[] = [];
  private length = 0;

  /** Adds `chunk`; returns the joined piece once CHUNK_BYTES are held. */
  add(chunk: Uint8Array): Uint8Array | null {
    this.parts.push(chunk);
    this.length += chunk.length;
    return this.length >= CHUNK_BYTES ? this.take() : null;
  }

  take(): Uint8Array | null {
    if (this.length === 0) return null;
    const joined = this.parts.length === 1 ? this.parts[0] : new Uint8Array(this.length);
    if (this.parts.length > 1) {
      let at = 0;
      for (const part of this.parts) {
        joined.set(part, at);
        at += part.length;
      }
    }
    this.parts = [];
    this.length = 0;
    return joined;
  }
}
