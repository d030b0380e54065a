/** On the fixture of plan-fixture.ts, whose right changes are known by construction. */
import { describe, expect, test } from 'vitest';
import { buildPlan } from '../../src/plan/build-plan.js';
import { fixtureSheets, itemFor, PLAN_ACCOUNT, planOf, planSourceOf } from './plan-fixture.js';

describe('pauses and flags', () => {
  const plan = planOf();

  test('spend without orders beyond what the target allows, with high confidence: pause', () => {
    const pause = itemFor(plan, 'pause', '115')!;
    expect(pause).toMatchObject({ current: 'enabled', proposed: 'paused', confidence: 'high', campaign_id: '100', ad_group_id: '110' });
    expect(pause.reason).toMatch(/^\$60\.00 spent on 60 clicks and no orders; one order \(\$25\.27 average\) at the target 30% allows \$7\.58; /);
    // A paused entity gets no bid change as well: one operation per entity.
    expect(itemFor(plan, 'bid', '115')).toBeUndefined();
  });

  test('a product ad that only spends is paused (not the only ad of its ad group)', () => {
    const ads = plan.items.filter((i) => i.kind === 'pause' && i.reason.endsWith('pause the product ad.'));
    expect(ads).toHaveLength(1);
    expect(ads[0]!.evidence).toEqual({ clicks: 80, spend: 80, sales: 0, orders: 0 });
  });

  test('ineligible product ads are flagged with the workbook status', () => {
    const sheets = fixtureSheets(PLAN_ACCOUNT, (_sheet, row, header) => {
      if (row[header.indexOf('ASIN (Informational only)')] !== 'B0AAAAAAA1') return row;
      row[header.indexOf('Eligibility Status (Informational only)')] = 'Ineligible';
      row[header.indexOf('Reason for Ineligibility (Informational only)')] = 'Not buyable';
      return row;
    });
    const flagged = buildPlan({ source: planSourceOf(sheets), insights: null });
    expect(flagged.flags).toHaveLength(1);
    expect(flagged.flags[0]!.message).toBe("Product ad B0AAAAAAA1 is 'Ineligible': Not buyable; it cannot serve until that is fixed.");
    expect(plan.flags).toEqual([]);
  });
});
