import { describe, expect, test } from 'vitest';
import { buildSnapshot } from '../../src/changes/snapshot.js';
import { changesOfPlanExport } from '../../src/changes/plan-export.js';
import { verifyChanges } from '../../src/changes/verify.js';
import { readBulkRows } from '../../src/node/read-snapshot.js';
import { PLAN_ACCOUNT } from '../plan/plan-fixture.js';
import { exportedPlan, nextAccount, workbookOf } from './change-fixture.js';

const snapshotOf = async (bytes: Uint8Array) => buildSnapshot(await readBulkRows(bytes));

describe('verifying an exported change set against the next workbook', () => {
  test('each change gets the status it was built to have', async () => {
    const { changeSet } = exportedPlan();
    const after = await snapshotOf(workbookOf(nextAccount()));
    const result = verifyChanges(changeSet.items, after);
    const byEntity = (kind: string, id: string) => result.items.find((i) => i.kind === kind && i.entity_id === id)!;
    const byCampaign = (kind: string, id: string) => result.items.find((i) => i.kind === kind && i.campaign_id === id)!;
    const bySubject = (kind: string, text: string) => result.items.find((i) => i.kind === kind && i.subject?.endsWith(text))!;
    expect(byEntity('bid', '111')).toMatchObject({ before: 1.2, expected: 0.6, found: 0.6, status: 'applied' });
    expect(byEntity('bid', '112')).toMatchObject({ before: 0.5, expected: 0.62, found: 0.55, status: 'different' });
    expect(byEntity('pause', '115')).toMatchObject({ before: 'enabled', expected: 'paused', found: 'enabled', status: 'not_applied' });
    expect(byCampaign('budget', '400')).toMatchObject({ before: 10, expected: 12.5, found: 12.5, status: 'applied' });
    expect(bySubject('placement', 'Placement Top')).toMatchObject({ before: 0, expected: 25, found: 25, status: 'applied' });
    expect(bySubject('negative', 'junk term')).toMatchObject({ found: 'junk term', status: 'applied' });
    expect(bySubject('harvest', 'great term')).toMatchObject({ found: null, status: 'not_applied' });
    expect(byEntity('bid', '301')).toMatchObject({ found: null, status: 'missing' });
    expect(result.counts).toEqual({ applied: 4, different: 1, not_applied: 2, missing: 1 });
  });

  test('the same workbook uploaded again: nothing applied, nothing missing', async () => {
    const { changeSet } = exportedPlan();
    const result = verifyChanges(changeSet.items, await snapshotOf(workbookOf(PLAN_ACCOUNT)));
    expect(result.counts).toEqual({ applied: 0, different: 0, not_applied: 8, missing: 0 });
  });

  test('the plan export read back gives the same changes as the stored change set', async () => {
    const { changeSet, workbook } = exportedPlan();
    const before = await snapshotOf(workbookOf(PLAN_ACCOUNT));
    const fromFile = changesOfPlanExport(await readBulkRows(workbook, { keepBothSbTabs: true }), before);
    const shape = (e: { kind: string; campaign_id: string; ad_group_id: string | null; entity_id: string | null; subject: string | null; from: unknown; to: unknown }) =>
      ({ kind: e.kind, campaign_id: e.campaign_id, ad_group_id: e.ad_group_id, entity_id: e.entity_id, subject: e.subject, from: e.from, to: e.to });
    const sortKey = (e: { kind: string; campaign_id: string; entity_id: string | null; subject: string | null }) => `${e.kind}|${e.campaign_id}|${e.entity_id}|${e.subject}`;
    const order = <T extends Parameters<typeof sortKey>[0]>(list: T[]) => [...list].sort((a, b) => sortKey(a).localeCompare(sortKey(b)));
    expect(order(fromFile).map(shape)).toEqual(order(changeSet.items).map(shape));
  });

  test('a workbook that is not a plan export is refused, naming the row', async () => {
    const before = await snapshotOf(workbookOf(PLAN_ACCOUNT));
    // The account's own workbook has rows without an operation: not changes.
    await expect((async () => changesOfPlanExport(await readBulkRows(workbookOf(PLAN_ACCOUNT)), before))()).rejects.toThrow(/row 2 of 'Sponsored Products Campaigns' is not a change of a plan/);
  });
});
