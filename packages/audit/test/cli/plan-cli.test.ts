/** `ads-auditor plan`, run as a real child process on a fixture workbook whose plan is known (test/plan/plan-fixture.ts). */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readPlanSource } from '../../src/node/read-plan-source.js';
import { buildBulkWorkbook } from '../../src/fixtures/index.js';
import { PLAN_ACCOUNT } from '../plan/plan-fixture.js';

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
// Amazon's file name carries the period: 30 days, so budgets are judged.
const BULK = 'bulk-A1B2-20260101-20260130-1767225600000.xlsx';

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'ads-auditor-plan-'));
  writeFileSync(path(BULK), buildBulkWorkbook(PLAN_ACCOUNT));
  writeFileSync(path('renamed.xlsx'), buildBulkWorkbook(PLAN_ACCOUNT));
  writeFileSync(path('costs.csv'), 'asin,price,cogs,fees\nB0AAAAAAA1,40,20,8\nB0NOTSOLD1,10,1,1\nB0AAAAAAA2,abc,1,1\n');
  writeFileSync(path('notes.xlsx'), 'not a workbook');
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('ads-auditor plan', () => {
  test('--json prints { plan: { target_acos, items, projection } } with every item field', async () => {
    const run = await cli('plan', path(BULK), '--json');
    expect(run).toMatchObject({ code: 0, stderr: '' });
    const { plan } = JSON.parse(run.stdout);
    expect(plan.target_acos).toBe(30);
    const bid = plan.items.find((i: { entity_id: string; kind: string }) => i.kind === 'bid' && i.entity_id === '111');
    expect(bid).toMatchObject({
      kind: 'bid', campaign_id: '100', ad_group_id: '110', entity_id: '111', current: 1.2, proposed: 0.6, confidence: 'high',
      reason: 'ACOS 80% on 200 clicks and 10 orders; target 30%: revenue per click $1.50 x 30% = $0.45; bid $1.20 -> $0.60 (capped at -50%).',
      evidence: { clicks: 200, spend: 240, sales: 300, orders: 10 },
    });
    expect(new Set(plan.items.map((i: { kind: string }) => i.kind))).toEqual(new Set(['bid', 'placement', 'budget', 'pause', 'negative', 'harvest']));
    expect(plan.items.find((i: { kind: string }) => i.kind === 'budget')).toMatchObject({ campaign_id: '400', current: 10, proposed: 12.5 });
    expect(plan.projection.label).toMatch(/^Estimate/);
    expect(plan.projection.current.spend).toBeGreaterThan(plan.projection.projected.spend);
  });

  test('a file name without the period: budgets are absent with the reason; --period supplies it', async () => {
    const [without, withPeriod] = await Promise.all([
      cli('plan', path('renamed.xlsx'), '--json'),
      cli('plan', path('renamed.xlsx'), '--json', '--period', '2026-01-01:2026-01-30'),
    ]);
    expect(JSON.parse(without.stdout).plan.absent).toContainEqual({ kind: 'budget', reason: expect.stringContaining('period') });
    expect(JSON.parse(withPeriod.stdout).plan.items.some((i: { kind: string }) => i.kind === 'budget')).toBe(true);
  });

  test('--target-acos and --costs: the targets follow; each bad costs line is named on stderr and the rest used', async () => {
    const [lower, costs] = await Promise.all([
      cli('plan', path(BULK), '--json', '--target-acos', '20'),
      cli('plan', path(BULK), '--json', '--costs', path('costs.csv'), '--margin', '5'),
    ]);
    const item = (run: { stdout: string }, id: string) => JSON.parse(run.stdout).plan.items.find((i: { kind: string; entity_id: string }) => i.kind === 'bid' && i.entity_id === id);
    expect(JSON.parse(lower.stdout).plan.target_acos).toBe(20);
    expect(item(lower, '116').proposed).toBe(0.5);
    expect(costs.code).toBe(0);
    expect(costs.stderr).toBe(
      `ads-auditor: ${path('costs.csv')}: Costs line 3 (B0NOTSOLD1): unknown ASIN, no product ad of the workbook advertises it.\n` +
        `ads-auditor: ${path('costs.csv')}: Costs line 4 (B0AAAAAAA2): the price 'abc' is not a number.\n`,
    );
    expect(item(costs, '116')).toMatchObject({ target_acos: 25, proposed: 0.63 });
  });

  test('--out writes the bulk upload workbook of every item; the engine reads it back', async () => {
    const run = await cli('plan', path(BULK), '--out', path('plan.xlsx'));
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Optimization plan: ' + BULK + ' (target ACOS 30.00%)');
    expect(run.stdout).toContain('[high] campaign 100, ad group 110, id 111: ACOS 80% on 200 clicks');
    expect(run.stdout).toMatch(/Projection if every item is accepted/);
    const exported = await readPlanSource(readFileSync(path('plan.xlsx')));
    expect(exported.targets.find((t) => t.entity_id === '111')!.bid).toBe(0.6);
    expect(exported.targets.find((t) => t.entity_id === '115')!.state).toBe('paused');
    expect(exported.campaigns.find((c) => c.campaign_id === '400')!.daily_budget).toBe(12.5);
  });

  test("--currency: the plan's amounts, bid steps and limits follow the account's marketplace", async () => {
    // One at a time: node processes at once overload a small machine.
    const euros = await cli('plan', path(BULK), '--currency', 'EUR');
    const yen = await cli('plan', path(BULK), '--currency', 'jpy', '--json');
    const dollars = await cli('plan', path(BULK), '--json');
    expect(euros.code).toBe(0);
    const text = euros.stdout.replace(/\u00a0/g, ' ');
    expect(text).toContain('bid 1,20 € -> 0,60 €');
    expect(text).toMatch(/Projection if every item is accepted .*\n {2}Spend [\d.]+,\d\d € -> /);
    expect(text).not.toContain('$');
    const { currency, plan } = JSON.parse(yen.stdout);
    expect(currency).toBe('JPY');
    const bids = plan.items.filter((i: { kind: string }) => i.kind === 'bid') as { proposed: number; reason: string }[];
    expect(bids.length).toBeGreaterThan(0);
    // Whole yen, at least Amazon's ¥2 minimum bid; the reasons in yen.
    for (const bid of bids) expect(Number.isInteger(bid.proposed) && bid.proposed >= 2).toBe(true);
    expect(bids[0]!.reason).toMatch(/￥\d/);
    expect(JSON.parse(dollars.stdout).currency).toBe('USD');
  }, 60_000);

  test('wrong usage and bad files: one line each, exit status 2 and 1', async () => {
    const argvs = [
      ['plan'],
      ['plan', path(BULK), '--target-acos', 'abc'],
      ['plan', path(BULK), '--margin', '5'],
      ['audit', path(BULK), '--costs', path('costs.csv')],
      ['plan', path('notes.xlsx')],
      ['plan', path(BULK), '--costs', path('missing.csv')],
    ];
    // One at a time: six node processes at once overload a small machine.
    const runs = [];
    for (const argv of argvs) runs.push(await cli(...argv));
    expect(runs.map((r) => r.code)).toEqual([2, 2, 2, 2, 1, 1]);
    expect(runs[0]!.stderr).toMatch(/^ads-auditor: plan needs the bulk file to read\nusage: /);
    expect(runs[1]!.stderr).toMatch(/^ads-auditor: --target-acos: Target ACOS must be a number\n/);
    expect(runs[2]!.stderr).toMatch(/^ads-auditor: --margin needs --costs\n/);
    expect(runs[3]!.stderr).toMatch(/^ads-auditor: --costs and --margin are for plan, not audit\n/);
    expect(runs[4]!.stderr).toBe(`ads-auditor: ${path('notes.xlsx')}: This file is not a valid .xlsx workbook (it is not a zip archive).\n`);
    expect(runs[5]!.stderr).toBe(`ads-auditor: cannot read ${path('missing.csv')}: no such file\n`);
  }, 60_000);
});
