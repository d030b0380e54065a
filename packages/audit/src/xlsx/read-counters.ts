/**
 * The running totals behind the read caps (inflated bytes, rows), in shared memory so that
 * readers of one workbook on several threads (campaign tabs on one, search terms on another)
 * are held to one cap for the whole workbook rather than one each.
 */
export class SharedReadCounters {
  private readonly inflated: BigInt64Array;
  private readonly rows: Int32Array;

  /** A new pair of counters, or a view of counters another thread created (its `buffer`). */
  constructor(readonly buffer: SharedArrayBuffer = new SharedArrayBuffer(16)) {
    this.inflated = new BigInt64Array(buffer, 0, 1);
    this.rows = new Int32Array(buffer, 8, 1);
  }

  /** Adds inflated bytes; returns the new total. */
  addInflated(bytes: number): number {
    return Number(Atomics.add(this.inflated, 0, BigInt(bytes))) + bytes;
  }

  get inflatedBytes(): number {
    return Number(Atomics.load(this.inflated, 0));
  }

  /** Counts one row; returns the new total. */
  addRow(): number {
    return Atomics.add(this.rows, 0, 1) + 1;
  }
}
