import { describe, expect, test } from 'vitest';
import { bulkWorkbookSheets, type FixtureCampaign } from '../../src/fixtures/index.js';
import { describeDataQuality } from '../../src/health/data-quality.js';
import { dateRangeFromFileName } from '../../src/health/date-range.js';
import { factLine } from '../../src/health/fact-line.js';
import { orphanRowsOf } from '../../src/health/orphan-rows.js';
import type { DataQuality, DataQualityFactId } from '../../src/health/types.js';
import { orphanWarning } from '../../src/model/sheet-warnings.js';
import type { CellValue } from '../../src/xlsx/types.js';
import { auditSheets } from '../helpers/audit-fixture.js';
import { audit, campaign } from './health-fixture.js';

const account: FixtureCampaign[] = [
  campaign('SP one', 100, 400),
  campaign('SP two', 50, 100),
  { ...campaign('SB one', 30, 90), type: 'SB' },
  { ...campaign('SD one', 20, 40), type: 'SD', adGroups: [{ name: 'SD AG', products: [{ asin: 'B0SD000001', metrics: { impressions: 100, clicks: 5, spend: 20, sales: 40, orders: 1 } }] }] },
];
const AMAZON_NAME = 'bulk-a1b2c3d4e5-20260301-20260330-1711111111111.xlsx';

const factOf = (quality: DataQuality, id: DataQualityFactId) => quality.facts.find((f) => f.id === id)!;

describe('data-quality facts', () => {
  test('a full download: every fact is fine, with the sheets, the types and the date range from the file name', () => {
    const quality = describeDataQuality(audit(account, { allTabs: true }), { fileName: AMAZON_NAME });
    expect(quality.facts.map((f) => [f.id, f.status])).toEqual([
      ['sheets', 'ok'], ['campaign_types', 'ok'], ['placements', 'ok'], ['search_terms', 'ok'], ['date_range', 'ok'], ['orphan_rows', 'ok'], ['warnings', 'ok'],
    ]);
    const sheets = factOf(quality, 'sheets');
    expect(sheets.text).toBe('Campaigns read from 3 of 13 tabs: Sponsored Products Campaigns, SB Multi Ad Group Campaigns, Sponsored Display Campaigns.');
    expect(sheets.items).toContain('Sponsored Brands Campaigns (not used: the other Sponsored Brands tab lists the same campaigns)');
    expect(sheets.items).toContain('SP Search Term Report (search terms)');
    expect(sheets.items).toContain('Portfolios (not used)');
    expect(factOf(quality, 'campaign_types').text).toBe('Sponsored Products: 2 campaigns; Sponsored Brands: 1 campaign; Sponsored Display: 1 campaign.');
    expect(factOf(quality, 'date_range').text).toBe('Mar 1, 2026 to Mar 30, 2026 (30 days), from the file name.');
    expect(quality.date_range).toEqual({ start: '2026-03-01', end: '2026-03-30', days: 30 });
  });

  test('a period set for the upload wins over the file name, and gives a renamed file its range', () => {
    const set = describeDataQuality(audit(account, { allTabs: true }), { fileName: AMAZON_NAME, period: { start: '2026-02-01', end: '2026-02-28' } });
    expect(set.date_range).toEqual({ start: '2026-02-01', end: '2026-02-28', days: 28 });
    expect(factOf(set, 'date_range')).toMatchObject({ status: 'ok', text: 'Feb 1, 2026 to Feb 28, 2026 (28 days), as set for this upload.' });
    const renamed = describeDataQuality(audit(account, { allTabs: true }), { fileName: 'my account.xlsx', period: { start: '2026-01-01', end: '2026-01-31' } });
    expect(renamed.date_range).toEqual({ start: '2026-01-01', end: '2026-01-31', days: 31 });
    // A period that is not one is ignored rather than trusted.
    const invalid = describeDataQuality(audit(account, { allTabs: true }), { fileName: 'my account.xlsx', period: { start: '2026-01-31', end: '2026-01-01' } });
    expect(invalid.date_range).toBeNull();
  });

  test('without placement rows: says so with the tick box to use', () => {
    const noPlacements = account.map((c) => ({ ...c, placements: [] }));
    const placements = factOf(describeDataQuality(audit(noPlacements)), 'placements');
    expect(placements.status).toBe('missing');
    expect(factLine(placements)).toBe("No placement rows: tick 'Placement data for campaigns' when you create the download.");
  });

  test('without search-term tabs: says so with the option to tick', () => {
    const terms = factOf(describeDataQuality(audit(account, { searchTerms: false })), 'search_terms');
    expect(factLine(terms)).toBe('No search term tabs: tick the search term data option when you create the download.');
    const spOnly = factOf(describeDataQuality(audit(account, { omitTabs: ['SB Search Term Report'] })), 'search_terms');
    expect(spOnly).toMatchObject({ status: 'missing', text: 'No SB Search Term Report tab (found SP Search Term Report)' });
  });

  test('a missing campaign tab: the type is named with the box to tick', () => {
    const types = factOf(describeDataQuality(audit(account, { omitTabs: ['Sponsored Display Campaigns'] })), 'campaign_types');
    expect(types.status).toBe('missing');
    expect(factLine(types)).toBe(
      'Sponsored Products: 2 campaigns; Sponsored Brands: 1 campaign; Sponsored Display: no tab: tick Sponsored Display when you create the download.',
    );
  });

  test('child rows without a campaign row are counted, with the fix, and the warnings listed', () => {
    const sheets = bulkWorkbookSheets({ campaigns: account.slice(0, 2) }, { searchTerms: false });
    const sp = sheets.find((s) => s.name === 'Sponsored Products Campaigns')!;
    const rows = [...(sp.rows as Iterable<CellValue[]>)];
    const entity = rows[0].indexOf('Entity');
    const name = rows[0].indexOf('Campaign Name');
    const withoutCampaignRow = rows.filter((row) => !(row[entity] === 'Campaign' && row[name] === 'SP two'));
    const result = auditSheets([{ name: sp.name, rows: withoutCampaignRow }]);
    const quality = describeDataQuality(result);
    const orphans = factOf(quality, 'orphan_rows');
    expect(orphans.status).toBe('missing');
    expect(orphans.text).toMatch(/^\d+ rows of 1 campaign without a Campaign row were left out$/);
    expect(orphans.fix).toMatch(/upload it unedited/);
    expect(factOf(quality, 'warnings').items).toEqual(result.report.warnings);
  });

  test('placement facts say when no campaign could have them', () => {
    const sdOnly = [account[3]];
    expect(factOf(describeDataQuality(audit(sdOnly)), 'placements').status).toBe('info');
  });
});

describe('orphan rows read back from the warnings', () => {
  test('match what the model writes, for one row and for several', () => {
    const warnings = [orphanWarning('Sponsored Products Campaigns', '123', 1), 'something else', orphanWarning('Sponsored Display Campaigns', '456', 7)];
    expect(orphanRowsOf(warnings)).toEqual([
      { sheet: 'Sponsored Products Campaigns', campaignId: '123', rows: 1 },
      { sheet: 'Sponsored Display Campaigns', campaignId: '456', rows: 7 },
    ]);
  });
});

describe('the date range in the file name', () => {
  test.each([
    ['bulk-x-20260101-20260131-1700000000000.xlsx', { start: '2026-01-01', end: '2026-01-31', days: 31 }],
    ['bulk-x-20240201-20240229-1.xlsx', { start: '2024-02-01', end: '2024-02-29', days: 29 }],
    ['export_20260101_20260107.xlsx', { start: '2026-01-01', end: '2026-01-07', days: 7 }],
    ['bulk-x-20260231-20260301-1.xlsx', null],
    ['bulk-x-20260301-20260201-1.xlsx', null],
    ['zvalves_bulk.xlsx', null],
    [undefined, null],
  ])('%s', (name, range) => {
    expect(dateRangeFromFileName(name)).toEqual(range);
  });
});
