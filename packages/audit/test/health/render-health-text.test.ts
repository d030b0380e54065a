import { describe, expect, test } from 'vitest';
import { renderHealthText } from '../../src/cli/render-health-text.js';
import { computeHealth } from '../../src/health/compute-health.js';
import { audit, campaign } from './health-fixture.js';

describe('the CLI text of the account health', () => {
  test('prints the grade, the failing checks before the warnings, what was not computed, and what the file lacks', () => {
    // 'Dud' spends 20 % of the spend without a sale (fail, high); 'Costly' is at 3x the account ACOS (warn, high).
    const result = audit([campaign('Seller', 700, 7000), campaign('Dud', 200, 0), campaign('Costly', 100, 200)].map((c) => ({ ...c, placements: [] })));
    const text = renderHealthText(computeHealth(result));
    const lines = text.split('\n');
    expect(lines[0]).toBe('Account health: grade C (9 points)');
    expect(lines[1]).toBe('  FAIL  Campaigns spending with no sales (high): 1 campaign spent $200.00 without a sale (20.00% of spend).');
    expect(lines[2]).toMatch(/^ {2}WARN {2}ACOS far above the account average \(high\): /);
    expect(text).toContain('  n/a   Budget-capped winners: Not computed: the file does not show its date range, so the average daily spend is unknown.');
    // Notes coverage is the consultant's work: the CLI, given no notes, leaves it out.
    expect(text).not.toContain('Share of spend with no notes');
    expect(text).toContain("  - No placement rows: tick 'Placement data for campaigns' when you create the download.");
  });
});
