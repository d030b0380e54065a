/** On the fixture of plan-fixture.ts, whose right changes are known by construction. */
import { describe, expect, test } from 'vitest';
import { buildPlan } from '../../src/plan/build-plan.js';
import { fixtureSheets, PLAN_ACCOUNT, planOf, planSourceOf } from './plan-fixture.js';

describe('placements', () => {
  const plan = planOf();
  const placement = (campaign: string, label: string) => plan.items.find((i) => i.kind === 'placement' && i.campaign_id === campaign && i.reason.startsWith(label));

  test('a placement earning 3x per click is raised, capped at +25% of the effective bid', () => {
    const top = placement('100', 'Top of Search')!;
    expect(top).toMatchObject({ current: 0, proposed: 25, confidence: 'high', ad_group_id: null, entity_id: null });
    expect(top.reason).toBe('Top of Search: revenue per click $6.00 on 100 clicks and 20 orders vs $2.00 at Rest of Search (3.00x); target 30%: adjustment 0% -> 25% (capped at +25% of the effective bid).');
    expect(top.evidence).toEqual({ clicks: 100, spend: 100, sales: 600, orders: 20 });
    expect(top.rows).toHaveLength(2); // the placement's row and the base's
  });

  test('a placement earning half per click is lowered, never under 0%', () => {
    expect(placement('100', 'Product Pages')).toMatchObject({ current: 50, proposed: 0 });
  });

  test('two clicks are left alone with the reason', () => {
    expect(placement('100', 'Amazon Business')).toBeUndefined();
    expect(plan.held.find((h) => h.kind === 'placement' && h.campaign_id === '100')!.reason).toMatch(/^Left alone: Amazon Business: .*around the current 1\.00x\.$/);
  });

  test('a workbook without placement rows: the kind is absent, with the reason', () => {
    const sheets = fixtureSheets(PLAN_ACCOUNT, (_sheet, row, header) => (row[header.indexOf('Entity')] === 'Bidding Adjustment' ? row.map(() => null) : row));
    const without = buildPlan({ source: planSourceOf(sheets), insights: null });
    expect(without.items.filter((i) => i.kind === 'placement')).toEqual([]);
    expect(without.absent.find((a) => a.kind === 'placement')!.reason).toContain('no Sponsored Products placement rows');
  });
});
