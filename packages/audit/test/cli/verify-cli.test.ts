/** `ads-auditor verify`, run as a real child process on the change fixture (test/changes/change-fixture.ts). */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PLAN_ACCOUNT } from '../plan/plan-fixture.js';
import { exportedPlan, nextAccount, workbookOf } from '../changes/change-fixture.js';

const BIN = fileURLToPath(new URL('../../bin/ads-auditor.js', import.meta.url));

function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [BIN, ...args], { env: { ...process.env, ADS_AUDITOR_FROM_SOURCE: '1' }, maxBuffer: 64 << 20 }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

let dir = '';
const path = (name: string) => join(dir, name);

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'ads-auditor-verify-'));
  writeFileSync(path('source.xlsx'), workbookOf(PLAN_ACCOUNT));
  writeFileSync(path('plan.xlsx'), exportedPlan().workbook);
  writeFileSync(path('next.xlsx'), workbookOf(nextAccount()));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('ads-auditor verify', () => {
  test('--json prints { verify: { items, counts } } with each change\'s status', async () => {
    const run = await cli('verify', path('source.xlsx'), path('plan.xlsx'), path('next.xlsx'), '--json');
    expect(run).toMatchObject({ code: 0, stderr: '' });
    const { verify, impact, what_changed: whatChanged, narrative } = JSON.parse(run.stdout);
    expect(verify.counts).toEqual({ applied: 4, different: 1, not_applied: 2, missing: 1 });
    expect(verify.items.find((i: { entity_id: string }) => i.entity_id === '112')).toMatchObject({
      kind: 'bid', campaign_id: '100', entity_id: '112', before: 0.5, expected: 0.62, found: 0.55, status: 'different',
    });
    expect(impact.total.grades.worked).toBe(3);
    expect(whatChanged.sales.delta).toBe(-1400);
    expect(narrative[0]).toMatch(/^On \d{4}-\d\d-\d\d we exported 8 changes: .*\. 4 of 8 reached Amazon; 2 not applied, 1 set to another value and 1 whose entity is gone\.$/);
  });

  test('prints the narrative and a table of the changes', async () => {
    const run = await cli('verify', path('source.xlsx'), path('plan.xlsx'), path('next.xlsx'));
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('What we changed and what happened');
    expect(run.stdout).toContain('Changes: 4 applied, 2 not applied, 1 different, 1 missing');
    expect(run.stdout).toMatch(/bid\s+100\s+111\s+1\.2\s+0\.6\s+0\.6\s+applied\s+worked/);
  });

  test("--currency: the narrative and reasons in the account's currency; --json carries it", async () => {
    const run = await cli('verify', path('source.xlsx'), path('plan.xlsx'), path('next.xlsx'), '--currency', 'GBP', '--json');
    expect(run.code).toBe(0);
    const json = JSON.parse(run.stdout);
    expect(json.currency).toBe('GBP');
    const texts = [...json.narrative, ...json.impact.changes.map((c: { reason: string }) => c.reason)].join('\n');
    expect(texts).toMatch(/£\d/);
    expect(texts).not.toContain('$');
  });

  test('wrong use and wrong files are explained in one line', async () => {
    expect(await cli('verify', path('source.xlsx'), path('plan.xlsx'))).toMatchObject({ code: 2, stderr: expect.stringContaining('verify needs three files') });
    const notAPlan = await cli('verify', path('source.xlsx'), path('next.xlsx'), path('next.xlsx'));
    expect(notAPlan.code).toBe(1);
    expect(notAPlan.stderr).toMatch(/next\.xlsx: row 2 of 'Sponsored Products Campaigns' is not a change of a plan/);
  });
});
