/**
 * The one environment-specific step of reading a workbook: inflating deflated zip entries.
 * The reader only talks to this interface; node-inflater.ts implements it with node:zlib.
 */
import type { SharedReadCounters } from './read-counters.js';
import { WorkbookError } from './types.js';

export const TOO_LARGE_MESSAGE = (limitBytes: number) =>
  `The workbook expands to more than ${formatBytes(limitBytes)} of data and was refused.`;

function formatBytes(bytes: number): string {
  if (bytes >= 1 << 30 && bytes % (1 << 30) === 0) return `${bytes / (1 << 30)} GB`;
  if (bytes >= 1 << 20) return `${Math.round(bytes / (1 << 20))} MB`;
  return `${bytes} bytes`;
}

/** Bytes still allowed to be inflated across the whole read (the zip-bomb cap). */
export class InflateBudget {
  private used = 0;
  /** With `shared`, the limit holds for the sum over every reader of those counters. */
  constructor(
    readonly limit: number,
    private readonly shared: SharedReadCounters | null = null,
  ) {}

  /** Records `bytes` more inflated bytes; throws 'too_large' past the limit. */
  spend(bytes: number): void {
    const used = this.shared ? this.shared.addInflated(bytes) : (this.used += bytes);
    if (used > this.limit) throw new WorkbookError('too_large', TOO_LARGE_MESSAGE(this.limit));
  }

  get remaining(): number {
    return this.limit - (this.shared ? this.shared.inflatedBytes : this.used);
  }
}

export interface Inflater {
  /**
   * Inflates raw-deflate `data` at once. Never produces more than `budget.remaining` bytes, nor
   * more than `maxBytes` (then it throws 'too_large' with PART_TOO_LARGE_MESSAGE). Absent where
   * only asynchronous inflating exists (the browser): the reader then gathers whole parts from
   * inflateChunks before it needs them.
   */
  inflateSync?(data: Uint8Array, budget: InflateBudget, maxBytes?: number): Uint8Array;
  /**
   * Inflates raw-deflate `data` and hands the output to `onChunk` piece by piece, spending the
   * budget as it goes. If `onChunk` throws, inflating stops and the promise rejects with that error.
   */
  inflateChunks(data: Uint8Array, budget: InflateBudget, onChunk: (chunk: Uint8Array) => void): Promise<void>;
}

/** Parts read whole (not streamed: the shared strings, the workbook structure) are held in memory: they get a lower cap. */
export const MAX_WHOLE_PART_BYTES = 256 << 20;
export const PART_TOO_LARGE_MESSAGE = `A part of this workbook that must be read at once (such as its shared-text table) expands to more than ${formatBytes(MAX_WHOLE_PART_BYTES)} and the workbook was refused.`;

export const DAMAGED_PART_MESSAGE = 'This workbook is damaged: part of it could not be decompressed.';
