/**
 * The browser implementation of Inflater: the platform's DecompressionStream('deflate-raw').
 * It has no synchronous path, so the reader gathers whole parts through inflateChunks.
 * inflatedPieces also serves an inflater on another thread (piped-inflater.ts).
 */
import { DAMAGED_PART_MESSAGE, type Inflater } from './inflater.js';
import { WorkbookError } from './types.js';

/**
 * The input is fed to the stream a slice at a time: the stream then inflates as its output is
 * read, instead of the whole part at the first read (and a zip bomb stops near the cap).
 */
const INPUT_SLICE_BYTES = 64 << 10;

/**
 * The inflated output of raw-deflate `data`, in the stream's own pieces (tens of KB). They are not
 * joined into bigger ones: writing a fresh megabyte buffer costs more than the inflating (its
 * pages are touched for the first time), and the scanner takes small pieces at no cost.
 * A damaged stream throws the damaged-part WorkbookError; leaving the loop early cancels the stream.
 */
export async function* inflatedPieces(data: Uint8Array): AsyncGenerator<Uint8Array, void, undefined> {
  // A view of a SharedArrayBuffer cannot be handed to the stream: it is copied.
  const plain = (data.buffer instanceof ArrayBuffer ? data : data.slice()) as Uint8Array<ArrayBuffer>;
  let at = 0;
  const input = new ReadableStream<Uint8Array<ArrayBuffer>>(
    {
      pull(controller) {
        controller.enqueue(plain.subarray(at, at + INPUT_SLICE_BYTES));
        at += INPUT_SLICE_BYTES;
        if (at >= plain.length) controller.close();
      },
    },
    { highWaterMark: 0 },
  );
  const reader = input.pipeThrough(new DecompressionStream('deflate-raw')).getReader();
  try {
    for (;;) {
      const read = await reader.read().catch(() => {
        throw new WorkbookError('malformed', DAMAGED_PART_MESSAGE);
      });
      if (read.done) return;
      yield read.value;
    }
  } finally {
    void reader.cancel().catch(() => undefined);
  }
}

export const browserInflater: Inflater = {
  async inflateChunks(data, budget, onChunk) {
    for await (const piece of inflatedPieces(data)) {
      // The budget is spent as output arrives, so a zip bomb stops at the cap, not at its end.
      budget.spend(piece.length);
      onChunk(piece);
    }
  },
};
