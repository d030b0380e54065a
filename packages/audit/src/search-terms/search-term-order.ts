/**
 * The order of an ad group's search terms by a column, as the server's database gives it (the
 * query in server/src/repositories/search-terms.ts): the value each sort compares, and how two
 * values compare. No value is ever null there: a missing number counts as 0 and missing text as
 * '' (the query coalesces them), so nulls sort as those in SQLite and PostgreSQL alike.
 */
import type { SearchTermRecord } from './types.js';

/** The columns an ad group's search terms sort by (the dialog's columns). */
export const SEARCH_TERM_SORTS = [
  'type', 'customer_search_term', 'keyword', 'match_type', 'bid', 'impressions', 'clicks', 'ctr', 'spend',
  'sales', 'orders', 'conversion_rate', 'acos', 'cpc', 'roas', 'state',
] as const;
export type SearchTermSort = (typeof SEARCH_TERM_SORTS)[number];

export const isSearchTermSort = (value: string): value is SearchTermSort => (SEARCH_TERM_SORTS as readonly string[]).includes(value);

/** Spend without sales ranks as the highest ACOS (the database's stand-in value). */
const ACOS_WITHOUT_SALES = 1e300;

/**
 * A number as the database reads it back from the stored JSON: JSON has no NaN or Infinity
 * (they are stored as null), and null is taken as 0.
 */
export const storedNumber = (value: number | null | undefined): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** SQLite's lower(): ASCII letters only (without the ICU extension). */
const sqliteLower = (text: string) => text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());

/** Text the way a sort or a search compares it: missing is '', letters in lower case. */
export const comparableText = (text: string | null | undefined) => sqliteLower(text ?? '');

/** The value a sort compares (see sortValue in the server's repository). */
export function sortValue(term: SearchTermRecord, sort: SearchTermSort): number | string {
  const m = term.metrics;
  switch (sort) {
    case 'type':
    case 'customer_search_term':
    case 'match_type':
    case 'state':
      return comparableText(term[sort]);
    case 'keyword':
      return comparableText(term.text ?? term.expression);
    case 'bid':
      // The stored term has only its own bid: the default bid is filled into the page served, after sorting.
      return term.bid_is_default ? 0 : storedNumber(term.bid);
    case 'ctr':
      return storedNumber(m.click_through_rate);
    case 'acos':
      return storedNumber(m.sales) === 0 && storedNumber(m.spend) > 0 ? ACOS_WITHOUT_SALES : storedNumber(m.acos);
    default:
      return storedNumber(m[sort]);
  }
}

/** UTF-16 code units ranked as code points: a surrogate (a character above U+FFFF) after U+E000..U+FFFF. */
const codePointRank = (unit: number) => (unit >= 0xd800 && unit <= 0xdfff ? unit + 0x2000 : unit >= 0xe000 ? unit - 0x800 : unit);

/** Binary text order: UTF-8 bytes compare as code points (SQLite's BINARY collation, PostgreSQL's C collations). */
export function compareCodePoints(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i += 1) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return codePointRank(x) - codePointRank(y);
  }
  return a.length - b.length;
}

export function compareSortValues(a: number | string, b: number | string): number {
  if (typeof a === 'number' && typeof b === 'number') return a < b ? -1 : a > b ? 1 : 0;
  return compareCodePoints(String(a), String(b));
}
