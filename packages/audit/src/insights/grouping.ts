/** Items grouped by a number, column-wise. */

export interface Groups {
  /** The items of group k: list[start[k] .. start[k + 1]), in item order. */
  start: Int32Array;
  list: Int32Array;
}

/**
 * The items 0 .. items - 1 grouped by groupOfItem (a stable counting sort); items whose group is
 * negative are left out.
 */
export function groupsOf(groupOfItem: Int32Array, items: number, groups: number): Groups {
  const start = new Int32Array(groups + 1);
  for (let i = 0; i < items; i += 1) if (groupOfItem[i] >= 0) start[groupOfItem[i] + 1] += 1;
  for (let k = 0; k < groups; k += 1) start[k + 1] += start[k];
  const next = start.slice(0, groups);
  const list = new Int32Array(start[groups]);
  for (let i = 0; i < items; i += 1) if (groupOfItem[i] >= 0) list[next[groupOfItem[i]]++] = i;
  return { start, list };
}
