import { describe, expect, test } from 'vitest';
import { cellText } from '../../src/bulk/cells.js';
import { SP_HEADERS, SB_MULTI_HEADERS } from '../../src/bulk/headers.js';
import { readPlanSource } from '../../src/node/read-plan-source.js';
import { toChangeSet } from '../../src/plan/change-set.js';
import { acceptedChanges, buildPlanWorkbook, PlanExportError, validatePlanExport } from '../../src/plan/export-workbook.js';
import { readWorkbook } from '../../src/xlsx/read-workbook.js';
import type { CellValue } from '../../src/xlsx/types.js';
import type { PlanDecision } from '../../src/plan/types.js';
import { fixtureSheets, itemFor, planOf, planSourceOf } from './plan-fixture.js';

/** Every row of every sheet, as the engine's reader gives them. */
async function readBack(bytes: Uint8Array): Promise<Map<string, CellValue[][]>> {
  const sheets = new Map<string, CellValue[][]>();
  await readWorkbook(bytes, {
    selectSheet: (name) => {
      const rows: CellValue[][] = [];
      sheets.set(name, rows);
      return { onHeader: (header) => (rows.push([...header]), undefined), onRow: (cells) => void rows.push([...cells]) };
    },
  });
  return sheets;
}

const byHeader = (rows: CellValue[][]) => rows.slice(1).map((row) => Object.fromEntries(rows[0]!.map((h, i) => [String(h), row[i]]).filter(([, v]) => v !== null)));

describe('the plan export', () => {
  const sheets = fixtureSheets();
  const source = planSourceOf(sheets);
  const plan = planOf({ period_days: 30 });

  test('round trip: exactly the accepted changes, on the right tabs with Amazon headers and the source ids', async () => {
    const keep = ['bid:sp:111', 'bid:sb_multi:301', 'pause:sp:115', 'budget:400', 'placement:100:top_of_search'];
    const negative = plan.items.find((i) => i.kind === 'negative' && i.proposed === 'junk term')!;
    const harvest = plan.items.find((i) => i.kind === 'harvest')!;
    const decisions: Record<string, PlanDecision> = Object.fromEntries(plan.items.map((i) => [i.id, { status: 'rejected' }]));
    for (const id of keep) decisions[id] = { status: 'accepted' };
    decisions['bid:sp:111'] = { status: 'accepted', value: 0.7 };
    decisions[negative.id] = { status: 'accepted' };
    decisions[harvest.id] = { status: 'accepted' };
    const changes = acceptedChanges(plan.items, decisions);
    expect(changes).toHaveLength(7);

    const workbook = await readBack(buildPlanWorkbook(changes, source));
    expect([...workbook.keys()]).toEqual(['Sponsored Products Campaigns', 'SB Multi Ad Group Campaigns']);
    expect(workbook.get('Sponsored Products Campaigns')![0]).toEqual(SP_HEADERS);
    expect(workbook.get('SB Multi Ad Group Campaigns')![0]).toEqual(SB_MULTI_HEADERS);
    const sp = byHeader(workbook.get('Sponsored Products Campaigns')!);
    expect(sp).toEqual([
      { Product: 'Sponsored Products', Entity: 'Keyword', Operation: 'Update', 'Campaign ID': '100', 'Ad Group ID': '110', 'Keyword ID': '111', Bid: 0.7 },
      { Product: 'Sponsored Products', Entity: 'Bidding Adjustment', Operation: 'Update', 'Campaign ID': '100', Placement: 'Placement Top', Percentage: 25 },
      { Product: 'Sponsored Products', Entity: 'Campaign', Operation: 'Update', 'Campaign ID': '400', 'Daily Budget': 12.5 },
      { Product: 'Sponsored Products', Entity: 'Keyword', Operation: 'Update', 'Campaign ID': '100', 'Ad Group ID': '110', 'Keyword ID': '115', State: 'paused' },
      { Product: 'Sponsored Products', Entity: 'Negative Keyword', Operation: 'Create', 'Campaign ID': '100', 'Ad Group ID': '110', State: 'enabled', 'Keyword Text': 'junk term', 'Match Type': 'Negative Exact' },
      { Product: 'Sponsored Products', Entity: 'Keyword', Operation: 'Create', 'Campaign ID': '100', 'Ad Group ID': '110', State: 'enabled', 'Keyword Text': 'great term', 'Match Type': 'Exact', Bid: 1 },
    ]);
    expect(byHeader(workbook.get('SB Multi Ad Group Campaigns')!)).toEqual([
      { Product: 'Sponsored Brands', Entity: 'Keyword', Operation: 'Update', 'Campaign ID': '300', 'Ad Group ID': '310', 'Keyword ID': '301', Bid: 1.5 },
    ]);

    // The engine's own reader takes the file as a bulk file: the new values are what it reads.
    const readAgain = await readPlanSource(buildPlanWorkbook(changes, source));
    expect(readAgain.targets.find((t) => t.entity_id === '111')!.bid).toBe(0.7);
    expect(readAgain.targets.find((t) => t.entity_id === '115')!.state).toBe('paused');
    expect(readAgain.campaigns.find((c) => c.campaign_id === '400')!.daily_budget).toBe(12.5);
    expect(readAgain.placements[0]).toMatchObject({ campaign_id: '100', slot: 'top_of_search', percentage: 25 });
    expect(cellText(readAgain.targets.find((t) => t.text === 'great term')!.match_type)).toBe('Exact');
  });

  test('validated first: unknown ids, values out of limits and two operations on one entity, each named', () => {
    const bid = itemFor(plan, 'bid', '111')!;
    const budget = itemFor(plan, 'budget', '400')!;
    const placement = plan.items.find((i) => i.id === 'placement:100:top_of_search')!;
    const problems = validatePlanExport([
      { item: { ...bid, entity_id: '999' }, value: 0.5 },
      { item: bid, value: 2000 },
      { item: bid, value: 0.555 },
      { item: placement, value: 901 },
      { item: budget, value: 0.5 },
      { item: { ...budget, campaign_id: '777' }, value: 20 },
    ], source);
    expect(problems).toEqual([
      "Item 1 (bid:sp:111): id 999 is not in the workbook's Sponsored Products Campaigns tab.",
      'Item 2 (bid:sp:111): the bid must be between $0.02 and $1,000.00.',
      'Item 3 (bid:sp:111): the bid must be an amount in whole cents.',
      'Item 3 (bid:sp:111): changes the same entity as item 2; one operation per entity.',
      'Item 4 (placement:100:top_of_search): the placement percentage must be between 0 and 900.',
      'Item 5 (budget:400): the budget must be between $1.00 and $1,000,000.00.',
      'Item 6 (budget:400): campaign 777 is not in the workbook.',
    ]);
    expect(() => buildPlanWorkbook([{ item: bid, value: 2000 }], source)).toThrow(PlanExportError);
    expect(validatePlanExport([], source)).toEqual(['Accept at least one item to export.']);
  });

  test('a pause and a bid change of the same keyword cannot both be exported', () => {
    const pause = itemFor(plan, 'pause', '115')!;
    const bidOnPaused = { ...itemFor(plan, 'bid', '111')!, id: 'bid:sp:115', entity_id: '115' };
    expect(validatePlanExport([{ item: pause, value: 'paused' }, { item: bidOnPaused, value: 0.5 }], source)).toEqual([
      'Item 2 (bid:sp:115): changes the same entity as item 1; one operation per entity.',
    ]);
  });

  test('the change set: date, and each change from -> to', () => {
    const changes = acceptedChanges([itemFor(plan, 'bid', '111')!, itemFor(plan, 'pause', '115')!]);
    expect(toChangeSet(changes, '2026-11-27')).toEqual({
      date: '2026-11-27',
      items: [
        { item_id: 'bid:sp:111', kind: 'bid', field: 'bid', campaign_id: '100', ad_group_id: '110', entity_id: '111', subject: null, from: 1.2, to: 0.6 },
        { item_id: 'pause:sp:115', kind: 'pause', field: 'state', campaign_id: '100', ad_group_id: '110', entity_id: '115', subject: null, from: 'enabled', to: 'paused' },
      ],
    });
  });
});
