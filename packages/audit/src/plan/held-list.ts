/**
 * Entities the plan leaves alone. A large account leaves a hundred thousand alone but the plan
 * keeps only the few thousand with the most spend, so each list holds just spends and a way to
 * describe one entity later; the description (its reason sentence) is written only for those kept.
 */
import type { HeldEntity } from './types.js';

export interface HeldList {
  /** Spend of each held entity, in the order the rule found them. */
  readonly spends: readonly number[];
  /** The held entity at a position of `spends`. */
  describe(position: number): HeldEntity;
}

/**
 * The `limit` held entities with the most spend, over all lists (ties keep the lists' order, as a
 * stable sort of all of them would), and how many there were in all.
 */
export function topHeld(lists: readonly HeldList[], limit: number): { held: HeldEntity[]; total: number } {
  let total = 0;
  for (const list of lists) total += list.spends.length;
  const spends = new Float64Array(total);
  let at = 0;
  for (const list of lists) for (const spend of list.spends) spends[at++] = spend;
  const threshold = total > limit ? spendThreshold(spends, limit) : Number.NEGATIVE_INFINITY;
  // Positions into the lists taken together: only those that can make the cut are sorted.
  const candidates: number[] = [];
  for (let i = 0; i < total; i += 1) if (!(spends[i]! < threshold)) candidates.push(i);
  candidates.sort((a, b) => spends[b]! - spends[a]! || a - b);
  const held: HeldEntity[] = [];
  for (const position of candidates.slice(0, limit)) held.push(describeAt(lists, position));
  return { held, total };
}

/** The spend of the limit-th largest; -Infinity when a spend is not a number (then every one is sorted). */
function spendThreshold(spends: Float64Array, limit: number): number {
  const sorted = spends.slice().sort();
  if (Number.isNaN(sorted[sorted.length - 1]!)) return Number.NEGATIVE_INFINITY;
  return sorted[sorted.length - limit]!;
}

function describeAt(lists: readonly HeldList[], position: number): HeldEntity {
  let rest = position;
  for (const list of lists) {
    if (rest < list.spends.length) return list.describe(rest);
    rest -= list.spends.length;
  }
  throw new RangeError(`no held entity at ${position}`);
}
