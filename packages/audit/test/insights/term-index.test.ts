// TermIndex against a straightforward index of the same search term records, built with Maps and CountsAccumulators.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { CountsAccumulator, type BaseCounts } from '../../src/metrics/metrics.js';
import type { SearchTermRecord } from '../../src/search-terms/types.js';
import { TermIndex } from '../../src/insights/term-occurrences.js';
import { normalizeTerm } from '../../src/insights/term-text.js';
import type { SheetRow, TermOccurrence } from '../../src/insights/types.js';

interface RecordSpec {
  type: 'SP' | 'SB';
  row: number;
  campaign: string;
  adGroup: string;
  term: string;
  counts: BaseCounts;
}

/** A search term row of the bulk file. Names carry the row, so that which record is an occurrence's origin shows. */
function searchTermRecord({ type, row, campaign, adGroup, term, counts }: RecordSpec): SearchTermRecord {
  return {
    id: `${type.toLowerCase()}-${row}`,
    campaign_type: type,
    campaign_id: campaign,
    ad_group_id: adGroup,
    campaign_name: `Campaign ${campaign} (row ${row})`,
    ad_group_name: `Ad group ${adGroup} (row ${row})`,
    type: 'keyword',
    keyword_id: `k-${row}`,
    product_targeting_id: null,
    customer_search_term: term,
    text: 'red valve',
    expression: null,
    match_type: 'Broad',
    bid: 1,
    bid_is_default: false,
    state: 'enabled',
    // The index reads only the base counts; the ratios are left at zero.
    metrics: { ...counts, click_through_rate: 0, acos: 0, cpc: 0, roas: 0, conversion_rate: 0 },
  };
}

/** Few words in random case, joined by runs of white space and padded: many terms normalise alike. */
const rawTermArb = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.tuple(
      fc.array(fc.tuple(fc.constantFrom('red', 'Red', 'RED', 'valve', 'Valve', 'kit', 'b0abc12345'), fc.constantFrom(' ', '  ', '\t')), { minLength: 1, maxLength: 2 }),
      fc.constantFrom('', ' ', '  '),
    ).map(([words, pad]) => pad + words.map(([word, space]) => word + space).join('').trimEnd() + pad),
  },
  // Terms that normalise to '': skipped by the index.
  { weight: 1, arbitrary: fc.constantFrom('', ' ', '   ', '\t') },
);
const countsArb = fc.record({
  impressions: fc.nat(1000), clicks: fc.nat(50), orders: fc.nat(3), units: fc.nat(3),
  spend: fc.nat(300).map((cents) => cents / 100), sales: fc.nat(9000).map((cents) => cents / 100),
});
const recordSpecArb = fc.record({
  type: fc.constantFrom('SP' as const, 'SB' as const),
  row: fc.integer({ min: 2, max: 400 }),
  // Ad group 'a1' under two campaigns: two ad groups.
  campaign: fc.constantFrom('c1', 'c2', 'c3'),
  adGroup: fc.constantFrom('a1', 'a2'),
  term: rawTermArb,
  counts: countsArb,
});
/** Record ids are unique in a workbook: one record per tab and row, rows in random order. */
const recordsArb = fc
  .integer({ min: 0, max: 50 })
  .chain((length) => fc.uniqueArray(recordSpecArb, { minLength: length, maxLength: length, selector: (spec) => `${spec.type}-${spec.row}` }))
  .map((specs) => specs.map(searchTermRecord));

interface ReferenceOccurrence {
  term: number;
  campaign: string;
  records: number[];
  totals: CountsAccumulator;
}

/** The index built the plain way: a Map per level, figures added in record order. */
function referenceIndex(records: readonly SearchTermRecord[]) {
  const termNumbers = new Map<string, number>();
  const occurrenceNumbers = new Map<string, number>();
  const occurrences: ReferenceOccurrence[] = [];
  records.forEach((record, i) => {
    const term = normalizeTerm(record.customer_search_term);
    if (term === '') return;
    if (!termNumbers.has(term)) termNumbers.set(term, termNumbers.size);
    const key = JSON.stringify([term, record.campaign_id, record.ad_group_id]);
    if (!occurrenceNumbers.has(key)) {
      occurrenceNumbers.set(key, occurrences.length);
      occurrences.push({ term: termNumbers.get(term)!, campaign: record.campaign_id, records: [], totals: new CountsAccumulator() });
    }
    const occurrence = occurrences[occurrenceNumbers.get(key)!];
    occurrence.records.push(i);
    occurrence.totals.add(record.metrics);
  });
  const terms = [...termNumbers.keys()];
  const termOccurrences = terms.map((_, t) => occurrences.flatMap((occurrence, o) => (occurrence.term === t ? [o] : [])));
  const termCounts = termOccurrences.map((list) => {
    const totals = new CountsAccumulator();
    for (const o of list) totals.add(occurrences[o].totals.counts());
    return totals.counts();
  });
  const termRows = termOccurrences.map((list) => list.reduce((rows, o) => rows + occurrences[o].records.length, 0));
  return { terms, occurrences, termOccurrences, termCounts, termRows };
}

/** The tab and row of a record, from its id; sorted by tab, then row. */
function referenceSources(records: SearchTermRecord[]): SheetRow[] {
  return records
    .map((record) => ({ sheet: record.campaign_type === 'SB' ? 'SB Search Term Report' : 'SP Search Term Report', row: Number(record.id.split('-')[1]) }))
    .sort((a, b) => (a.sheet === b.sheet ? a.row - b.row : a.sheet < b.sheet ? -1 : 1));
}

/** Every part of the index against the reference (gathered and compared at once: an expect per occurrence is slow). */
function checkIndex(records: SearchTermRecord[]): void {
  const index = new TermIndex(records);
  const reference = referenceIndex(records);
  const positionOf = (record: SearchTermRecord) => records.indexOf(record);
  const occurrenceIds = reference.occurrences.map((_, o) => o);
  const termIds = reference.terms.map((_, t) => t);

  expect(index.terms).toEqual(reference.terms);
  expect(index.occurrenceCount).toBe(reference.occurrences.length);
  expect(index.termOccurrenceStart.length).toBe(reference.terms.length + 1);
  const actual = {
    occurrenceTerm: Array.from(index.occurrenceTerm.subarray(0, index.occurrenceCount)),
    termOf: occurrenceIds.map((o) => index.termOf(o)),
    // Positions in `records`: the very record objects, not copies.
    origin: occurrenceIds.map((o) => positionOf(index.originOf(o))),
    records: occurrenceIds.map((o) => index.recordsOf(o).map(positionOf)),
    occurrenceCounts: occurrenceIds.map((o) => index.occurrenceCounts.counts(o)),
    occurrence: occurrenceIds.map((o) => index.occurrence(o)),
    termOccurrences: termIds.map((t) => Array.from(index.termOccurrences.subarray(index.termOccurrenceStart[t], index.termOccurrenceStart[t + 1]))),
    termCounts: termIds.map((t) => index.termCounts.counts(t)),
    termRows: Array.from(index.termRows),
  };
  const expected = {
    occurrenceTerm: reference.occurrences.map(({ term }) => term),
    termOf: reference.occurrences.map(({ term }) => reference.terms[term]),
    origin: reference.occurrences.map((occurrence) => occurrence.records[0]),
    records: reference.occurrences.map((occurrence) => occurrence.records),
    occurrenceCounts: reference.occurrences.map((occurrence) => occurrence.totals.counts()),
    occurrence: reference.occurrences.map((occurrence): TermOccurrence => {
      const origin = records[occurrence.records[0]];
      return {
        campaign_type: origin.campaign_type,
        campaign_id: origin.campaign_id,
        campaign_name: origin.campaign_name,
        ad_group_id: origin.ad_group_id,
        ad_group_name: origin.ad_group_name,
        metrics: occurrence.totals.metrics(),
        sources: referenceSources(occurrence.records.map((i) => records[i])),
      };
    }),
    termOccurrences: reference.termOccurrences,
    termCounts: reference.termCounts,
    termRows: reference.termRows,
  };
  expect(actual).toEqual(expected);

  // Occurrences share a campaign number exactly when they share a campaign.
  const campaignNumbers = new Map<string, number>();
  const sameCampaign = reference.occurrences.map(({ campaign }, o) => {
    if (!campaignNumbers.has(campaign)) campaignNumbers.set(campaign, index.occurrenceCampaign[o]);
    return index.occurrenceCampaign[o] === campaignNumbers.get(campaign);
  });
  expect(sameCampaign.every(Boolean)).toBe(true);
  expect(new Set(campaignNumbers.values()).size).toBe(campaignNumbers.size);
}

describe('TermIndex', () => {
  test('terms, occurrences, their records and figures agree with a plain index of the records, to the bit', () => {
    fc.assert(fc.property(recordsArb, checkIndex), { numRuns: 150, seed: 4501 });
  });

  test('one term in one ad group, over several rows and tabs, is one occurrence', () => {
    const counts = (clicks: number, spend: number): BaseCounts => ({ impressions: clicks * 10, clicks, spend, sales: 0, orders: 0, units: 0 });
    const records = [
      searchTermRecord({ type: 'SP', row: 9, campaign: 'c1', adGroup: 'a1', term: 'Red Valve', counts: counts(2, 0.1) }),
      searchTermRecord({ type: 'SP', row: 3, campaign: 'c1', adGroup: 'a1', term: '  red   valve ', counts: counts(3, 0.2) }),
      searchTermRecord({ type: 'SB', row: 5, campaign: 'c1', adGroup: 'a1', term: 'red valve', counts: counts(1, 0.7) }),
      // The same ad group id under another campaign: another ad group.
      searchTermRecord({ type: 'SP', row: 4, campaign: 'c2', adGroup: 'a1', term: 'red valve', counts: counts(4, 0.4) }),
      searchTermRecord({ type: 'SP', row: 6, campaign: 'c2', adGroup: 'a1', term: '   ', counts: counts(5, 5) }),
    ];
    const index = new TermIndex(records);
    expect(index.terms).toEqual(['red valve']);
    expect(index.occurrenceCount).toBe(2);
    expect(index.termRows[0]).toBe(4);
    const first = index.occurrence(0);
    expect(first.campaign_name).toBe('Campaign c1 (row 9)');
    expect(first.metrics.clicks).toBe(6);
    expect(first.metrics.spend).toBe(1);
    expect(first.sources).toEqual([{ sheet: 'SB Search Term Report', row: 5 }, { sheet: 'SP Search Term Report', row: 3 }, { sheet: 'SP Search Term Report', row: 9 }]);
    expect(index.termCounts.counts(0)).toEqual({ impressions: 100, clicks: 10, spend: 1.4, sales: 0, orders: 0, units: 0 });
    expect([index.termNumberOf('red valve'), index.termNumberOf('Red Valve'), index.termNumberOf('red'), index.termNumberOf('')]).toEqual([0, -1, -1, -1]);
  });

  test('no records: an empty index', () => {
    checkIndex([]);
    const index = new TermIndex([]);
    expect(index.terms).toEqual([]);
    expect(index.occurrenceCount).toBe(0);
  });
});
