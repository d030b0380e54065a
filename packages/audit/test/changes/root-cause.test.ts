import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { BulkFixture, FixtureCounts } from '../../src/fixtures/index.js';
import { explainAuditDeltas, explainDeltas, type Contribution } from '../../src/changes/root-cause.js';
import { auditBulkWorkbook } from '../../src/node/audit-bulk-workbook.js';
import { buildSnapshot } from '../../src/changes/snapshot.js';
import { readBulkRows } from '../../src/node/read-snapshot.js';
import { PLAN_ACCOUNT } from '../plan/plan-fixture.js';
import { nextAccount, workbookOf } from './change-fixture.js';

const snapshotOf = async (fixture: BulkFixture) => buildSnapshot(await readBulkRows(workbookOf(fixture)));
const cents = (amount: number) => Math.round(amount * 100);

/** Every contribution's children and effects add up to it, to the cent, all the way down. */
function expectAddsUp(list: Contribution<string>[], total: number): void {
  expect(list.reduce((sum, c) => sum + cents(c.delta), 0)).toBe(cents(total));
  for (const c of list) {
    expect(Object.values(c.effects).reduce((sum, e) => sum + cents(e), 0)).toBe(cents(c.delta));
    if (c.children.length > 0) expectAddsUp(c.children, c.delta);
  }
}

describe('why the account moved', () => {
  test('the sales delta of the next month, by campaign and effect', async () => {
    const cause = explainDeltas(await snapshotOf(PLAN_ACCOUNT), await snapshotOf(nextAccount()));
    // Brand lost keyword 301 and its $2,000 of sales: a gone keyword moves by its clicks alone.
    expect(cause.sales.campaigns[0]).toMatchObject({ id: '300', delta: -2000 });
    expect(cause.sales.campaigns[0]!.children[0]!.children[0]).toMatchObject({ id: '301', level: 'target', delta: -2000, effects: { clicks: -2000, conversion_rate: 0, order_value: 0 } });
    // Winner sold $600 more (keyword 401: 290 -> 350 clicks at about the same conversion and order value).
    expect(cause.sales.campaigns[1]).toMatchObject({ id: '400', delta: 600 });
    expect(cause.sales.campaigns[1]!.children[0]!.children[0]).toMatchObject({ id: '401', level: 'target', delta: 600 });
    const effects = cause.sales.campaigns[1]!.effects;
    expect(Math.abs(effects.clicks)).toBeGreaterThan(10 * (Math.abs(effects.conversion_rate) + Math.abs(effects.order_value)));
    // Main's Top of Search sold more, but the campaign's own rows did not move: it is not listed.
    expect(cause.sales.campaigns.map((c) => c.id)).toEqual(['300', '400']);
    expectAddsUp(cause.sales.campaigns, cause.sales.delta);
    expectAddsUp(cause.spend.campaigns, cause.spend.delta);
    expect(cents(cause.sales.delta)).toBe(cents(cause.sales.after) - cents(cause.sales.before));
  });

  const counts: fc.Arbitrary<FixtureCounts> = fc
    .record({ clicks: fc.integer({ min: 0, max: 500 }), cpcCents: fc.integer({ min: 2, max: 400 }), orders: fc.integer({ min: 0, max: 40 }), valueCents: fc.integer({ min: 100, max: 9000 }) })
    .map(({ clicks, cpcCents, orders, valueCents }) => {
      const o = Math.min(orders, clicks);
      return { impressions: clicks * 30, clicks, spend: (clicks * cpcCents) / 100, sales: (o * valueCents) / 100, orders: o };
    });
  // An account of up to 3 campaigns x 2 ad groups x 3 keywords; each entity present in either month or both.
  const account = fc.array(fc.array(fc.array(fc.option(counts, { nil: undefined }), { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 2 }), { minLength: 1, maxLength: 3 });
  const fixtureOf = (shape: (FixtureCounts | undefined)[][][]): BulkFixture => ({
    campaigns: shape.map((groups, c) => ({
      id: `${c + 1}00`,
      name: `Campaign ${c + 1}`,
      adGroups: groups.map((keywords, g) => ({
        id: `${c + 1}${g + 1}0`,
        name: `Group ${g + 1}`,
        keywords: keywords.flatMap((metrics, k) => (metrics ? [{ id: `${c + 1}${g + 1}${k + 1}`, text: `kw ${c}${g}${k}`, matchType: 'Exact', bid: 1, metrics }] : [])),
      })).filter((g) => g.keywords.length > 0),
    })).filter((c) => c.adGroups.length > 0),
  });

  test('over random pairs of workbooks, every level adds up to the delta to the cent', async () => {
    await fc.assert(
      fc.asyncProperty(account, account, async (older, newer) => {
        const before = fixtureOf(older);
        const after = fixtureOf(newer);
        fc.pre(before.campaigns.length > 0 && after.campaigns.length > 0);
        const cause = explainDeltas(await snapshotOf(before), await snapshotOf(after));
        for (const measure of [cause.spend, cause.sales]) {
          expect(cents(measure.delta)).toBe(cents(measure.after) - cents(measure.before));
          expectAddsUp(measure.campaigns as Contribution<string>[], measure.delta);
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe('why the account moved between two audits (the Compare tab)', () => {
  test('the audits of two workbooks explain the deltas as their snapshots do, to the cent', async () => {
    const [older, newer] = [workbookOf(PLAN_ACCOUNT), workbookOf(nextAccount())];
    const fromAudits = explainAuditDeltas((await auditBulkWorkbook(older)).campaigns, (await auditBulkWorkbook(newer)).campaigns);
    const fromSnapshots = explainDeltas(buildSnapshot(await readBulkRows(older)), buildSnapshot(await readBulkRows(newer)));
    const byCampaign = (cause: typeof fromAudits) => cause.sales.campaigns.map((c) => [c.id, c.delta, c.effects]);
    expect(byCampaign(fromAudits)).toEqual(byCampaign(fromSnapshots));
    expect(fromAudits.sales.campaigns[0]!.children[0]!.children[0]).toMatchObject({ id: '301', level: 'target', delta: -2000 });
    expectAddsUp(fromAudits.sales.campaigns, fromAudits.sales.delta);
    expectAddsUp(fromAudits.spend.campaigns, fromAudits.spend.delta);
    expect(fromAudits.spend.delta).toBe(fromSnapshots.spend.delta);
  });
});
