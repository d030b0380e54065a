import { describe, expect, test } from 'vitest';
import { readPlanSource } from '../../src/node/read-plan-source.js';
import { fixtureSheets, fixtureWorkbook, planSourceOf } from './plan-fixture.js';

describe('PlanSourceReader', () => {
  test('each entity with its ids, bid, state, figures and its row in the workbook', async () => {
    const sheets = fixtureSheets();
    const source = await readPlanSource(fixtureWorkbook(sheets));
    expect(source).toEqual(planSourceOf(sheets));
    const keyword = source.targets.find((t) => t.entity_id === '111')!;
    expect(keyword).toMatchObject({ campaign_id: '100', ad_group_id: '110', kind: 'keyword', text: 'high acos', match_type: 'Exact', bid: 1.2, state: 'enabled', tab: 'sp' });
    expect(keyword.evidence).toEqual({ clicks: 200, spend: 240, sales: 300, orders: 10 });
    // The row number points at that row of the tab.
    const spRows = [...sheets.find((s) => s.name === 'Sponsored Products Campaigns')!.rows];
    const header = spRows[0]!;
    expect(spRows[keyword.source.row - 1]![header.indexOf('Keyword ID')]).toBe('111');
    expect(source.sheet_names).toEqual({ sp: 'Sponsored Products Campaigns', sb_multi: 'SB Multi Ad Group Campaigns' });
    expect(source.campaigns.find((c) => c.campaign_id === '300')).toMatchObject({ type: 'SB', tab: 'sb_multi', daily_budget: 100 });
    expect(source.product_ads.find((a) => a.asin === 'B0AAAAAAA1')).toMatchObject({ eligibility: 'Eligible', sku: 'SKU-1' });
    expect(source.placements.filter((p) => p.campaign_id === '100').map((p) => [p.slot, p.percentage])).toEqual([
      ['top_of_search', 0], ['rest_of_search', 0], ['product_pages', 50], ['amazon_business', 0],
    ]);
  });

  test('a workbook without campaign tabs is refused with the bulk-file message', async () => {
    const { writeStoredWorkbook } = await import('../../src/xlsx/workbook-writer.js');
    await expect(readPlanSource(writeStoredWorkbook([{ name: 'Sheet1', rows: [['a']] }]))).rejects.toThrow('not an Amazon Ads bulk file');
  });
});
