/** `ads-auditor search-terms`, run as a real child process on reports built by test/helpers/search-term-reports.ts. */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildBulkWorkbook } from '../../src/fixtures/index.js';
import { PLAN_ACCOUNT } from '../plan/plan-fixture.js';
import { reportCsvBytes, reportWorkbook, type ReportLine } from '../helpers/search-term-reports.js';

const BIN = fileURLToPath(new URL('../../bin/ads-auditor.js', import.meta.url));

function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [BIN, ...args], { env: { ...process.env, ADS_AUDITOR_FROM_SOURCE: '1' } }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

let dir = '';
const path = (name: string) => join(dir, name);
const line = (start: string, term: string, spend: number, sales: number): ReportLine => ({
  start, campaign: 'Valves SP', adGroup: 'AG', targeting: 'valve', matchType: 'EXACT', term, impressions: 100, clicks: 10, spend, sales, orders: sales > 0 ? 1 : 0,
});

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'ads-auditor-str-'));
  writeFileSync(path('report.xlsx'), reportWorkbook([line('2025-07-01', 'a', 5, 20), line('2025-07-02', 'b', 7.5, 0)], 'EUR'));
  writeFileSync(path('report.csv'), reportCsvBytes([line('2025-07-01', 'a', 1500, 6000)], 'JPY'));
  writeFileSync(path('bulk.xlsx'), buildBulkWorkbook(PLAN_ACCOUNT));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('ads-auditor search-terms', () => {
  test('--json prints { search_term_report: { currency, start_date, end_date, rows, campaigns, distinct_terms, totals } }', async () => {
    const run = await cli('search-terms', path('report.xlsx'), '--json');
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(run.stdout).search_term_report).toMatchObject({
      currency: 'EUR', start_date: '2025-07-01', end_date: '2025-07-02', rows: 2, campaigns: 1, distinct_terms: 2,
      totals: { impressions: 200, clicks: 20, spend: 12.5, sales: 20, orders: 1 },
    });
  });

  test('the text names the period and writes amounts in the report currency', async () => {
    const run = await cli('search-terms', path('report.csv'));
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Sponsored Products, 2025-07-01 to 2025-07-01 (daily), JPY');
    expect(run.stdout).toContain('Spend ￥1,500   Sales ￥6,000');
  });

  test('--currency overrides the currency the report names', async () => {
    const run = await cli('search-terms', path('report.csv'), '--currency', 'GBP');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('(daily), GBP');
    expect(run.stdout).toContain('Spend £1,500.00   Sales £6,000.00');
  });

  test('a bulk file given as a report is named', async () => {
    const run = await cli('search-terms', path('bulk.xlsx'));
    expect(run).toMatchObject({ code: 1, stderr: expect.stringContaining('bulk.xlsx: This is an Amazon Ads bulk file, not a Search Term Report') });
  });
});
