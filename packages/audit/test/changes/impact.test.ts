import { describe, expect, test } from 'vitest';
import { buildSnapshot } from '../../src/changes/snapshot.js';
import { impactOf } from '../../src/changes/impact.js';
import { verifyChanges } from '../../src/changes/verify.js';
import { readBulkRows } from '../../src/node/read-snapshot.js';
import type { VerifyItem } from '../../src/changes/types.js';
import { PLAN_ACCOUNT } from '../plan/plan-fixture.js';
import { exportedPlan, nextAccount, workbookOf } from './change-fixture.js';

const snapshotOf = async (bytes: Uint8Array) => buildSnapshot(await readBulkRows(bytes));

describe('the impact of applied changes', async () => {
  const before = await snapshotOf(workbookOf(PLAN_ACCOUNT));
  const after = await snapshotOf(workbookOf(nextAccount()));
  const verified = verifyChanges(exportedPlan().changeSet.items, after);

  test('graded against their intent, with the figures before and after', () => {
    const impact = impactOf(verified.items, before, after);
    const of = (kind: string, key: string) => impact.changes.find((c) => c.item.kind === kind && (c.item.entity_id === key || c.item.campaign_id === key || c.item.subject?.endsWith(key)))!;
    // The bid cut halved the keyword's ACOS (80 % -> 40 %) and kept its sales.
    const cut = of('bid', '111');
    expect(cut.before).toMatchObject({ clicks: 200, spend: 240, sales: 300, acos: 80, cpc: 1.2 });
    expect(cut.after).toMatchObject({ clicks: 200, spend: 120, sales: 300, acos: 40, cpc: 0.6 });
    expect(cut.grade).toBe('worked');
    expect(cut.reason).toMatch(/ACOS 80\.0% -> between/);
    // The budget raise brought 21 % more sales at a 10 % ACOS.
    expect(of('budget', '400').grade).toBe('worked');
    expect(of('placement', 'Placement Top').grade).toBe('worked');
    // The negative's ad group did not move: no clear change.
    expect(of('negative', 'junk term').grade).toBe('flat');
    // Only applied changes are graded.
    expect(impact.changes).toHaveLength(4);
    expect(impact.total.grades).toEqual({ worked: 3, flat: 1, backfired: 0, not_yet: 0 });
    expect(impact.by_kind.bid).toMatchObject({ changes: 1, before: { spend: 240, sales: 300 }, after: { spend: 120, sales: 300 } });
  });

  const applied = (item: Partial<VerifyItem>): VerifyItem => ({
    kind: 'bid', campaign_id: '100', ad_group_id: '110', entity_id: '111', subject: null, before: 1.2, expected: 0.6, found: 0.6, status: 'applied', ...item,
  });
  const withMetrics = (clicks: number, spend: number, sales: number, orders: number) => {
    const next = nextAccount();
    const keyword = next.campaigns[0]!.adGroups![0]!.keywords!.find((k) => k.id === '111')!;
    keyword.metrics = { impressions: clicks * 20, clicks, spend, sales, orders };
    return next;
  };

  test('a cut that lost most of the sales backfired', async () => {
    const lost = await snapshotOf(workbookOf(withMetrics(150, 90, 30, 1)));
    expect(impactOf([applied({})], before, lost).changes[0]!.grade).toBe('backfired');
  });

  test('too few clicks since the change: not yet', async () => {
    // The harvested keyword exists now, with 4 clicks and 1 order: too little to judge.
    const next = nextAccount();
    next.campaigns[0]!.adGroups![0]!.keywords!.push({ id: '119', text: 'great term', matchType: 'Exact', bid: 1, metrics: { impressions: 80, clicks: 4, spend: 3, sales: 25, orders: 1 } });
    const thin = await snapshotOf(workbookOf(next));
    const harvest = applied({ kind: 'harvest', entity_id: null, subject: 'Exact: great term', before: null, expected: 1, found: 1 });
    const [change] = impactOf([harvest], before, thin).changes;
    expect(change!.before).toMatchObject({ clicks: 0, spend: 0 });
    expect(change!.after).toMatchObject({ clicks: 4, spend: 3, sales: 25 });
    expect(change!.grade).toBe('not_yet');
    expect(change!.reason).toMatch(/^Too few clicks and orders to tell \(4 clicks, 1 orders\)/);
  });

  test('a raise whose ACOS rose clearly above the allowance backfired', async () => {
    // Bid 0.50 -> 0.62 on keyword 112 (ACOS 10 %): after, 100 clicks, $200 spend, $250 sales (80 %).
    const next = nextAccount();
    next.campaigns[0]!.adGroups![0]!.keywords!.find((k) => k.id === '112')!.metrics = { impressions: 2000, clicks: 100, spend: 200, sales: 250, orders: 10 };
    const later = await snapshotOf(workbookOf(next));
    const [change] = impactOf([applied({ entity_id: '112', before: 0.5, expected: 0.62, found: 0.62 })], before, later).changes;
    expect(change!.grade).toBe('backfired');
  });

  test('figures of a longer next period are scaled to the first one', () => {
    const impact = impactOf([applied({})], before, after, { before_days: 30, after_days: 60 });
    expect(impact.after_scale).toBe(0.5);
    expect(impact.changes[0]!.after).toMatchObject({ clicks: 100, spend: 60, sales: 150 });
  });
});
