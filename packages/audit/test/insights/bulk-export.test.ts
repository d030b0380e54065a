import { describe, expect, test } from 'vitest';
import { sheetKindOf } from '../../src/bulk/sheet-kinds.js';
import { SP_HEADERS } from '../../src/bulk/headers.js';
import {
  buildInsightsBulkWorkbook, BulkExportError, harvestToBulkItem, negativeToBulkItem, validateBulkExport,
} from '../../src/insights/bulk-export.js';
import { computeInsights } from '../../src/insights/compute-insights.js';
import type { BulkExportItem } from '../../src/insights/types.js';
import { readWorkbook } from '../../src/xlsx/read-workbook.js';
import type { CellValue } from '../../src/xlsx/types.js';
import { insightsInput } from './insights-fixture.js';

/** Every sheet's rows, read back with the engine's own reader. */
async function readBack(bytes: Uint8Array): Promise<Map<string, CellValue[][]>> {
  const sheets = new Map<string, CellValue[][]>();
  await readWorkbook(bytes, {
    selectSheet: (name) => {
      const rows: CellValue[][] = [];
      sheets.set(name, rows);
      return { onHeader: (header) => (rows.push([...header]), undefined), onRow: (cells) => rows.push([...cells]) };
    },
  });
  return sheets;
}

const insights = computeInsights(insightsInput());
const negatives = insights.negative_suggestions.map(negativeToBulkItem).filter((item) => item !== null);
// 'red valve kit', the one harvest with a destination, has 5 clicks: harvested from a minimum of 5.
const harvests = computeInsights(insightsInput(), { min_clicks: 5 }).harvest_suggestions.map(harvestToBulkItem).filter((item) => item !== null);

describe('the bulk upload export of the selected suggestions', () => {
  test('only Sponsored Products suggestions with ids can be exported', () => {
    expect(negatives).toHaveLength(insights.negative_suggestions.filter((s) => s.campaign_type === 'SP').length);
    expect(harvests).toEqual([{ kind: 'keyword', campaign_id: '100', ad_group_id: '110', keyword_text: 'red valve kit', match_type: 'Exact', bid: 1 }]);
  });

  test('round trip: the Sponsored Products sheet with one Create row per item, read back by the engine', async () => {
    const items = [negatives.find((n) => n.keyword_text === 'blue')!, negatives.find((n) => n.keyword_text === 'pump parts')!, harvests[0]];
    const sheets = await readBack(buildInsightsBulkWorkbook(items));
    expect([...sheets.keys()]).toEqual(['Sponsored Products Campaigns']);
    expect(sheetKindOf('Sponsored Products Campaigns')).toBe('sp');
    const [header, ...rows] = sheets.get('Sponsored Products Campaigns')!;
    expect(header).toEqual(SP_HEADERS);
    const pick = (row: CellValue[]) => Object.fromEntries(
      ['Product', 'Entity', 'Operation', 'Campaign ID', 'Ad Group ID', 'State', 'Keyword Text', 'Match Type', 'Bid']
        .map((h) => [h, row[SP_HEADERS.indexOf(h)]]),
    );
    expect(rows.map(pick)).toEqual([
      { Product: 'Sponsored Products', Entity: 'Campaign Negative Keyword', Operation: 'Create', 'Campaign ID': '100', 'Ad Group ID': null, State: 'enabled', 'Keyword Text': 'blue', 'Match Type': 'Negative Phrase', Bid: null },
      { Product: 'Sponsored Products', Entity: 'Negative Keyword', Operation: 'Create', 'Campaign ID': '100', 'Ad Group ID': '110', State: 'enabled', 'Keyword Text': 'pump parts', 'Match Type': 'Negative Exact', Bid: null },
      { Product: 'Sponsored Products', Entity: 'Keyword', Operation: 'Create', 'Campaign ID': '100', 'Ad Group ID': '110', State: 'enabled', 'Keyword Text': 'red valve kit', 'Match Type': 'Exact', Bid: 1 },
    ]);
  });

  test('validation names every problem, and nothing is written when there is one', () => {
    const good: BulkExportItem = { kind: 'keyword', campaign_id: '100', ad_group_id: '110', keyword_text: 'red valve kit', match_type: 'Exact', bid: 0.75 };
    const items: BulkExportItem[] = [
      good,
      { ...good, keyword_text: 'Red Valve Kit ' },
      { ...good, keyword_text: 'a', bid: 0 },
      { kind: 'negative_keyword', level: 'ad_group', campaign_id: '100', ad_group_id: null, keyword_text: ' ', match_type: 'Negative Exact' },
      { kind: 'negative_keyword', level: 'campaign', campaign_id: '', ad_group_id: null, keyword_text: 'x', match_type: 'Negative Broad' as 'Negative Exact' },
    ];
    expect(validateBulkExport(items).map((p) => p.message)).toEqual([
      'Row 2, keyword "Red Valve Kit ": the same as row 1.',
      'Row 3, keyword "a": the bid must be a positive amount.',
      'Row 4, negative keyword " ": the keyword text is empty.',
      'Row 4, negative keyword " ": the ad group ID is missing.',
      "Row 5, negative keyword \"x\": the campaign ID is missing.",
      "Row 5, negative keyword \"x\": the match type 'Negative Broad' is not Negative Exact or Negative Phrase.",
    ]);
    expect(() => buildInsightsBulkWorkbook(items)).toThrow(BulkExportError);
    expect(validateBulkExport([])).toEqual([{ index: -1, message: 'Select at least one suggestion to export.' }]);
    expect(validateBulkExport([good])).toEqual([]);
  });
});
