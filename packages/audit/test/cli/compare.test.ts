/**
 * `ads-auditor compare OLD.xlsx NEW.xlsx` on fixture workbooks with known changes: once as a real
 * child process, the other cases through runCli in this process (the same code, without the start-up).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parseCliArgs, UsageError } from '../../src/cli/args.js';
import { runCli } from '../../src/cli/main.js';
import { buildBulkWorkbook } from '../../src/fixtures/index.js';
import { NAMES, NEWER_ACCOUNT, OLDER_ACCOUNT } from '../compare/compare-fixtures.js';

const BIN = fileURLToPath(new URL('../../bin/ads-auditor.js', import.meta.url));

function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [BIN, ...args], { env: { ...process.env, ADS_AUDITOR_FROM_SOURCE: '1' } }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

/** runCli in this process, its output captured. */
async function runInProcess(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, { stdout: { write: (text: string) => (stdout += text) }, stderr: { write: (text: string) => (stderr += text) } });
  return { code, stdout, stderr };
}

let dir = '';
const path = (name: string) => join(dir, name);

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'ads-auditor-compare-'));
  writeFileSync(path('january.xlsx'), buildBulkWorkbook(OLDER_ACCOUNT));
  writeFileSync(path('february.xlsx'), buildBulkWorkbook(NEWER_ACCOUNT));
  writeFileSync(path('no-terms.xlsx'), buildBulkWorkbook(NEWER_ACCOUNT, { searchTerms: false }));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('ads-auditor compare', () => {
  test('prints the account deltas to the cent and every kind of campaign change', async () => {
    const run = await cli('compare', path('january.xlsx'), path('february.xlsx'));
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toContain('Ads Auditor compare: january.xlsx -> february.xlsx');
    expect(run.stdout).toMatch(/Spend\s+\$281\.00\s+\$318\.01\s+\+\$37\.01\s+\+13\.17%/);
    expect(run.stdout).toMatch(/New\s+666\s+SP Brass Tees \| Exact/);
    expect(run.stdout).toMatch(/State changed\s+222\s+SP Fittings \| Phrase\s+SP\s+enabled -> paused/);
    expect(run.stdout).toContain(`was "${NAMES.hoses}"`);
    expect(run.stdout).toMatch(/Search Terms Newly Converting\n.*\n\s+cheap valve/);
  });

  test('--json --out writes the whole comparison', async () => {
    const run = await runInProcess('compare', path('january.xlsx'), path('february.xlsx'), '--json', '--out', path('out.json'));
    expect(run).toEqual({ code: 0, stdout: '', stderr: '' });
    const json = JSON.parse(readFileSync(path('out.json'), 'utf8'));
    expect([json.older_file, json.newer_file]).toEqual(['january.xlsx', 'february.xlsx']);
    expect(json.account.spend).toMatchObject({ older: 281, newer: 318.01, change: 37.01 });
    expect(json.campaigns.renamed[0]).toMatchObject({ id: '444', older_name: NAMES.hoses, newer_name: NAMES.clamps });
    expect(json.search_terms.stopped_converting[0].customer_search_term).toBe('brass ball valve');
  });

  test("--currency: amounts in the account's currency, aligned as figures; --json carries it", async () => {
    const euros = await runInProcess('compare', path('january.xlsx'), path('february.xlsx'), '--currency', 'EUR');
    expect(euros.stdout.replace(/\u00a0/g, ' ')).toMatch(/Spend\s+281,00 €\s+318,01 €\s+\+37,01 €\s+\+13\.17%/);
    expect(euros.stdout).not.toContain('$');
    const rupees = JSON.parse((await runInProcess('compare', path('january.xlsx'), path('february.xlsx'), '--currency', 'INR', '--json')).stdout);
    expect(rupees.currency).toBe('INR');
    expect(JSON.parse((await runInProcess('compare', path('january.xlsx'), path('february.xlsx'), '--json')).stdout).currency).toBe('USD');
  });

  test('a file without search term tabs: the terms are not compared, the rest is', async () => {
    const run = await runInProcess('compare', path('january.xlsx'), path('no-terms.xlsx'), '--json');
    const json = JSON.parse(run.stdout);
    expect(json.search_terms).toBeNull();
    expect(json.campaigns.added).toHaveLength(1);
  });

  test('a missing file is named in one line, exit status 1', async () => {
    const run = await runInProcess('compare', path('january.xlsx'), path('march.xlsx'));
    expect(run).toEqual({ code: 1, stdout: '', stderr: `ads-auditor: cannot read ${path('march.xlsx')}: no such file\n` });
  });
});

describe('compare arguments', () => {
  test('two files, the earlier first', () => {
    expect(parseCliArgs(['compare', 'a.xlsx', 'b.xlsx', '--json'])).toEqual({ command: 'compare', older: 'a.xlsx', newer: 'b.xlsx', json: true, out: null, currency: null });
  });

  test.each([
    [['compare', 'a.xlsx'], 'compare needs two bulk files, the earlier first'],
    [['compare', 'a.xlsx', 'b.xlsx', 'c.xlsx'], "unexpected argument 'c.xlsx'"],
    [['compare', 'a.xlsx', 'b.xlsx', '--business', 'r.csv'], '--business is for audit, not compare'],
  ])('%j is refused: %s', (argv, message) => {
    expect(() => parseCliArgs(argv)).toThrow(new UsageError(message));
  });
});
