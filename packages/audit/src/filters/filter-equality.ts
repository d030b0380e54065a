/** Whether two filter states are the same, field by field (lists in order). */
import { BOOLEAN_FILTERS, BOUNDED_FIELDS, LIST_FILTERS, type CampaignFilters } from './filter-state.js';

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** Lets a panel tell edited from applied filters without relying on object identity. */
export function filtersEqual(a: CampaignFilters, b: CampaignFilters): boolean {
  for (const field of BOUNDED_FIELDS) {
    if (a[`min${field}`] !== b[`min${field}`] || a[`max${field}`] !== b[`max${field}`]) return false;
  }
  for (const key of LIST_FILTERS) if (!sameList(a[key], b[key])) return false;
  for (const key of BOOLEAN_FILTERS) if (a[key] !== b[key]) return false;
  return true;
}
