/**
 * The first `limit` items of a sorted order without sorting them all: half a million grams are
 * counted and a thousand answered. `key` must agree with `compare` (a smaller key sorts first);
 * `compare` breaks the ties of the key.
 */
export function firstSorted<T>(items: ArrayLike<T>, limit: number, key: (item: T) => number, compare: (a: T, b: T) => number): T[] {
  if (items.length <= limit) return Array.from(items).sort(compare);
  if (limit <= 0) return [];
  const keys = new Float64Array(items.length);
  for (let i = 0; i < items.length; i += 1) keys[i] = key(items[i]);
  // The limit-th smallest key: everything after it in the order has a larger key. The keys are
  // reordered by the search, so they are computed again to pick (cheaper than a copy of them).
  const bound = kthSmallest(keys, limit - 1);
  const candidates: T[] = [];
  for (let i = 0; i < items.length; i += 1) if (key(items[i]) <= bound) candidates.push(items[i]);
  return candidates.sort(compare).slice(0, limit);
}

/** The k-th smallest value (0-based) of `values`, which it reorders (quickselect, median of three). */
export function kthSmallest(values: Float64Array, k: number): number {
  let left = 0;
  let right = values.length - 1;
  while (right > left) {
    const middle = (left + right) >>> 1;
    const a = values[left];
    const b = values[middle];
    const c = values[right];
    const pivot = a < b ? (b < c ? b : a < c ? c : a) : a < c ? a : b < c ? c : b;
    let i = left;
    let j = right;
    while (i <= j) {
      while (values[i] < pivot) i += 1;
      while (values[j] > pivot) j -= 1;
      if (i <= j) {
        const swap = values[i];
        values[i] = values[j];
        values[j] = swap;
        i += 1;
        j -= 1;
      }
    }
    if (k <= j) right = j;
    else if (k >= i) left = i;
    else return values[k];
  }
  return values[k];
}
