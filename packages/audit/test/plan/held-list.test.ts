import { describe, expect, test } from 'vitest';
import type { BulkFixture } from '../../src/fixtures/index.js';
import { buildPlan, HELD_LIMIT } from '../../src/plan/build-plan.js';
import { topHeld, type HeldList } from '../../src/plan/held-list.js';
import type { HeldEntity } from '../../src/plan/types.js';
import { fixtureSheets, m, PLAN_ACCOUNT, planSourceOf } from './plan-fixture.js';

/** A held keyword named by its id; its reason names it, so a mix-up of positions shows. */
function heldKeyword(id: string, spend: number): HeldEntity {
  return {
    kind: 'bid', campaign_id: 'c', ad_group_id: 'g', entity_id: id, reason: `Left alone: keyword ${id}.`,
    confidence: 'low', interval: null, evidence: { clicks: 3, spend, sales: 0, orders: 0 }, rows: [],
  };
}

/** A list as a rule hands it over, remembering which entities were described. */
function listOf(entries: readonly [id: string, spend: number][]) {
  const described: string[] = [];
  const list: HeldList = {
    spends: entries.map(([, spend]) => spend),
    describe(position) {
      const [id, spend] = entries[position]!;
      described.push(id);
      return heldKeyword(id, spend);
    },
  };
  return { list, described };
}

describe('topHeld', () => {
  test('under the limit every held entity is kept, most spend first', () => {
    const bids = listOf([['a', 5], ['b', 40], ['c', 12.5]]);
    const placements = listOf([['p', 20]]);
    const { held, total } = topHeld([bids.list, placements.list], 10);
    expect(total).toBe(4);
    expect(held.map((h) => h.entity_id)).toEqual(['b', 'p', 'c', 'a']);
  });

  test('over the limit only the ones with the most spend are kept, and the count says how many there were', () => {
    const bids = listOf([['small', 1], ['big', 90], ['mid', 30], ['tiny', 0.5], ['large', 60]]);
    const { held, total } = topHeld([bids.list], 3);
    expect(total).toBe(5);
    expect(held.map((h) => h.entity_id)).toEqual(['big', 'large', 'mid']);
  });

  test('equal spends keep the order the rules found them, bids before placements', () => {
    const bids = listOf([['b1', 10], ['b2', 20], ['b3', 10]]);
    const placements = listOf([['p1', 20], ['p2', 10]]);
    const { held } = topHeld([bids.list, placements.list], 4);
    // The cut falls among the $10 ones: the placement found last is the one left out.
    expect(held.map((h) => h.entity_id)).toEqual(['b2', 'p1', 'b1', 'b3']);
  });

  test('each kept entity carries its own reason, and the ones cut are never described', () => {
    const bids = listOf([['x', 3], ['y', 7]]);
    const placements = listOf([['z', 5], ['w', 1]]);
    const { held } = topHeld([bids.list, placements.list], 2);
    expect(held.map((h) => [h.entity_id, h.evidence.spend, h.reason])).toEqual([
      ['y', 7, 'Left alone: keyword y.'],
      ['z', 5, 'Left alone: keyword z.'],
    ]);
    expect([...bids.described, ...placements.described].sort()).toEqual(['y', 'z']);
  });

  test('no held entities: an empty list', () => {
    expect(topHeld([listOf([]).list, listOf([]).list], 5)).toEqual({ held: [], total: 0 });
  });
});

describe('the plan of a large account', () => {
  // Keywords with 3 clicks and no order are left alone as too thin to judge. The first four spend
  // $1, less than all the others, so they are the ones cut; the rest spend $2, $2.50 or $3 in turn.
  const CUT = 4;
  const keywordCount = HELD_LIMIT + CUT - 1;
  const spendOf = (i: number) => (i < CUT ? 1 : 2 + (i % 3) * 0.5);
  const mainCampaign = PLAN_ACCOUNT.campaigns[0]!;
  const account: BulkFixture = {
    campaigns: [{
      id: '100', name: 'Main', dailyBudget: 50,
      // Its Amazon Business placement ($2 on 2 clicks) is left alone too: the one held placement.
      placements: mainCampaign.placements,
      adGroups: [{
        id: '110', name: 'Many', defaultBid: 1,
        keywords: [
          ...Array.from({ length: keywordCount }, (_, i) => ({
            id: `k${i}`, text: `keyword ${i}`, matchType: 'Exact', bid: 1, metrics: m(3, spendOf(i)),
          })),
          // Its orders give the thin keywords an order rate to be measured against; its bid is raised, not held.
          { id: 'good', text: 'good', matchType: 'Exact', bid: 0.5, metrics: m(100, 50, 500, 20) },
        ],
      }],
    }],
  };
  const plan = buildPlan({ source: planSourceOf(fixtureSheets(account)), insights: null });

  test(`keeps ${HELD_LIMIT} of them and counts them all`, () => {
    expect(plan.held).toHaveLength(HELD_LIMIT);
    expect(plan.total_held).toBe(keywordCount + 1);
    const kept = new Set(plan.held.map((h) => h.entity_id));
    for (let i = 0; i < CUT; i += 1) expect(kept.has(`k${i}`)).toBe(false);
  });

  test('most spend first; equal spends in workbook order, keywords before the placement', () => {
    const spends = plan.held.map((h) => h.evidence.spend);
    expect(spends).toEqual([...spends].sort((a, b) => b - a));
    const atTwo = plan.held.filter((h) => h.evidence.spend === 2);
    expect(atTwo.at(-1)).toMatchObject({ kind: 'placement', entity_id: null, campaign_id: '100' });
    const keywordIndexes = atTwo.slice(0, -1).map((h) => Number(h.entity_id!.slice(1)));
    expect(keywordIndexes).toEqual([...keywordIndexes].sort((a, b) => a - b));
    // k5 is the first keyword at $3 after the cut ones.
    expect(plan.held[0]).toMatchObject({ kind: 'bid', entity_id: 'k5' });
  });

  test('the kept entities carry their reasons', () => {
    const keyword = plan.held.find((h) => h.entity_id === 'k4')!;
    expect(keyword.reason).toMatch(/^Left alone: \$2\.50 spent on 3 clicks and no orders/);
    expect(keyword.evidence).toEqual({ clicks: 3, spend: 2.5, sales: 0, orders: 0 });
    expect(keyword.rows[0]).toEqual({ sheet: 'Sponsored Products Campaigns', row: expect.any(Number) });
    const placement = plan.held.find((h) => h.kind === 'placement')!;
    expect(placement.reason).toMatch(/^Left alone: Amazon Business: /);
    for (const h of plan.held) expect(h.reason).toMatch(/^Left alone: /);
  });
});
