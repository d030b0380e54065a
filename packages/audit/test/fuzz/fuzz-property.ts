/** One named fuzz property, as both the quick test run and the long on-demand run use it. */
import type fc from 'fast-check';

export interface FuzzProperty {
  name: string;
  /** Cases run by `npm test` (the long run loops with fresh seeds). */
  quickRuns: number;
  property: fc.IAsyncProperty<unknown>;
}

/** A run that does not settle within this time counts as a hang (async runs; the long run's watchdog catches the rest). */
export const CASE_TIMEOUT_MS = 5_000;

export function fuzzProperty<T>(name: string, quickRuns: number, property: fc.IAsyncProperty<T>): FuzzProperty {
  return { name, quickRuns, property: property as unknown as fc.IAsyncProperty<unknown> };
}
