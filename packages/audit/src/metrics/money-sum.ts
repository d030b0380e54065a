/**
 * Compensated (Neumaier) summation. Bulk files hold money as binary floats with noise
 * (8.210000000000001); adding thousands of them naively drifts by fractions of a cent.
 * The compensation keeps totals equal to the exact decimal sum to far below a cent.
 */
export class CompensatedSum {
  private sum = 0;
  private compensation = 0;

  add(value: number): void {
    const t = this.sum + value;
    if (Math.abs(this.sum) >= Math.abs(value)) this.compensation += this.sum - t + value;
    else this.compensation += value - t + this.sum;
    this.sum = t;
  }

  get value(): number {
    return this.sum + this.compensation;
  }
}

/** The compensated sum of a list of numbers. */
export function sumMoney(values: Iterable<number>): number {
  const total = new CompensatedSum();
  for (const v of values) total.add(v);
  return total.value;
}
