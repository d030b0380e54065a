/** Small summaries of samples, rounded for the JSON report. */
export const round = (x: number, digits = 1): number => Math.round(x * 10 ** digits) / 10 ** digits;

export function median(xs: readonly number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Nearest-rank percentile (p in 0..100). */
export function percentile(xs: readonly number[], p: number): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export const mean = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;

export const megabytes = (bytes: number): number => round(bytes / 1024 / 1024, 1);
