/** The `ads-auditor` command, run as a real child process on workbooks written to a temp dir. */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { OTHER_TABS } from '../../src/bulk/headers.js';
import { buildBulkWorkbook, bulkWorkbookSheets } from '../../src/fixtures/index.js';
import { computeHealth } from '../../src/health/compute-health.js';
import { NOT_A_BULK_FILE_MESSAGE } from '../../src/model/bulk-auditor.js';
import { auditBulkWorkbook } from '../../src/node/audit-bulk-workbook.js';
import { readSearchTerms } from '../../src/node/read-search-terms.js';
import { writeWorkbook } from '../../src/xlsx/writer.js';
import { writeStoredWorkbook } from '../../src/xlsx/workbook-writer.js';
import { COMPACT_HEADER, CHILD_ROW, reportCsv } from '../helpers/business-reports.js';
import { MANY_CAMPAIGNS } from '../helpers/many-campaigns.js';
import { TRUST_ACCOUNT } from '../insights/trust-fixture.js';

const BIN = fileURLToPath(new URL('../../bin/ads-auditor.js', import.meta.url));

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the CLI from its TypeScript source (the built dist may be stale while developing). */
function cli(...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [BIN, ...args],
      { env: { ...process.env, ADS_AUDITOR_FROM_SOURCE: '1' }, maxBuffer: 64 << 20 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

let dir = '';
const path = (name: string) => join(dir, name);
const workbook = buildBulkWorkbook(MANY_CAMPAIGNS);

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'ads-auditor-cli-'));
  writeFileSync(path('bulk.xlsx'), workbook);
  writeFileSync(path('terms.xlsx'), buildBulkWorkbook(TRUST_ACCOUNT));
  writeFileSync(path('notes.xlsx'), 'not a workbook');
  writeFileSync(path('other.xlsx'), writeWorkbook([{ name: 'Sheet1', rows: [['a'], [1]] }]));
  // Campaign 3's product B000000003 belongs to parent B0PARENT01 in this report.
  const row = { ...CHILD_ROW, '(Child) ASIN': 'B000000003' };
  writeFileSync(path('business.csv'), reportCsv(COMPACT_HEADER, [row]));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('ads-auditor audit', () => {
  test('prints the account summary with the exact totals', async () => {
    const run = await cli('audit', path('bulk.xlsx'));
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toContain('Ads Auditor: bulk.xlsx');
    expect(run.stdout).toContain('Spend $2,532.20   Sales $7,590.00   ROAS 3.00');
    expect(run.stdout).toContain('Impressions 25,300   Clicks 1,265');
    expect(run.stdout).toContain('22 campaigns, 22 ad groups, 22 products');
    expect(run.stdout).toMatch(/Sponsored Display\s+\$630\.30\s+\$1,890\.00/);
    expect(run.stdout).toContain(`Account health: grade ${computeHealth(await auditBulkWorkbook(workbook)).grade.letter}`);
    expect(run.stdout).not.toContain('\x1b['); // no progress bar when stderr is not a terminal
  });

  test('--json prints what auditBulkWorkbook answers, with the search terms digest', async () => {
    const run = await cli('audit', path('bulk.xlsx'), '--json');
    expect(run.code).toBe(0);
    const json = JSON.parse(run.stdout);
    const expected = await auditBulkWorkbook(workbook);
    expect(json.file_name).toBe('bulk.xlsx');
    expect({ campaigns: json.campaigns, summary: json.summary, report: json.report }).toEqual(expected);
    expect(json.search_terms.count).toBe((await readSearchTerms(workbook)).search_terms.length);
    expect(json.parent_asin_audit).toBeUndefined();
    expect(json.health).toEqual(computeHealth(expected, { fileName: 'bulk.xlsx' }));
    expect(Object.keys(json.insights)).toEqual(expect.arrayContaining(['wasted_spend', 'ngrams', 'negative_suggestions', 'harvest_suggestions', 'term_conflicts']));
    expect(json.insights.settings).toMatchObject({ target_acos: 30, min_clicks: 10 });
  });

  test("the currency: the file's Portfolios tab names it, else USD; --currency overrides it", async () => {
    const portfolios = OTHER_TABS.find((tab) => tab.name === 'Portfolios')!.headers;
    const euros = [...bulkWorkbookSheets(MANY_CAMPAIGNS), { name: 'Portfolios', rows: [portfolios, portfolios.map((h) => (h === 'Budget Currency Code' ? 'EUR' : null))] }];
    writeFileSync(path('euros.xlsx'), writeStoredWorkbook(euros));
    const [usd, eur, yen, bad] = await Promise.all([
      cli('audit', path('bulk.xlsx'), '--json'), cli('audit', path('euros.xlsx')), cli('audit', path('euros.xlsx'), '--currency', 'jpy', '--json'), cli('audit', path('bulk.xlsx'), '--currency', 'XYZ'),
    ]);
    expect(JSON.parse(usd.stdout).currency).toBe('USD');
    expect(eur.stdout.replace(/\u00a0/g, ' ')).toContain('Spend 2.532,20 €   Sales 7.590,00 €   ROAS 3.00');
    expect(JSON.parse(yen.stdout).currency).toBe('JPY');
    expect(bad).toMatchObject({ code: 2, stderr: expect.stringMatching(/^ads-auditor: --currency: use one of USD, CAD, /) });
  });

  test('--json with --target-acos and --min-clicks: the insights use them', async () => {
    const run = await cli('audit', path('bulk.xlsx'), '--json', '--target-acos', '22.5', '--min-clicks', '3');
    expect(run.code).toBe(0);
    const { insights } = JSON.parse(run.stdout);
    expect(insights.settings).toMatchObject({ target_acos: 22.5, min_clicks: 3 });
    expect(insights.account.high_acos_threshold).toBe(45);
  });

  test('--json with --min-orders: harvests need that many orders (and the minimum clicks); wasted shares name their base', async () => {
    const harvested = async (...flags: string[]) => {
      const run = await cli('audit', path('terms.xlsx'), '--json', ...flags);
      expect(run.code).toBe(0);
      return JSON.parse(run.stdout).insights;
    };
    const [atSeven, atDefaults, fromThreeClicks] = await Promise.all([harvested('--min-orders', '7'), harvested(), harvested('--min-clicks', '3')]);
    const terms = (insights: { harvest_suggestions: { search_term: string }[] }) => insights.harvest_suggestions.map((h) => h.search_term);
    expect(atSeven.settings).toMatchObject({ harvest_min_orders: 7, min_clicks: 10 });
    expect(terms(atSeven)).toEqual(['nasal strips', 'mouth tape for sleeping', 'chin strap for snoring']);
    // 'device holder' has 6 orders; 'mouth tape kids' 2 orders on 3 clicks.
    expect(terms(atDefaults)).toEqual(['nasal strips', 'mouth tape for sleeping', 'chin strap for snoring', 'device holder']);
    expect(terms(fromThreeClicks)).toContain('mouth tape kids');
    expect(atSeven.wasted_spend.targets.share_basis).toBe('of the spend of all keywords and product targets');
  });

  test('--period gives the date range a renamed file lacks: the data quality and the budget check use it', async () => {
    const run = await cli('audit', path('bulk.xlsx'), '--json', '--period', '2026-01-01:2026-01-31');
    expect(run.code).toBe(0);
    const { health } = JSON.parse(run.stdout);
    expect(health.data_quality.date_range).toEqual({ start: '2026-01-01', end: '2026-01-31', days: 31 });
    expect(health.checks.find((c: { id: string }) => c.id === 'budget_capped_winners').summary).not.toMatch(/^Not computed: the file does not show its date range/);
    const withoutPeriod = JSON.parse((await cli('audit', path('bulk.xlsx'), '--json')).stdout);
    expect(withoutPeriod.health.data_quality.date_range).toBeNull();
  });

  test('--out writes the output to a file; --business adds the parent-ASIN audit', async () => {
    const run = await cli('audit', path('bulk.xlsx'), '--business', path('business.csv'), '--json', '--out', path('out.json'));
    expect(run).toEqual({ code: 0, stdout: '', stderr: '' });
    const json = JSON.parse(readFileSync(path('out.json'), 'utf8'));
    expect(json.parent_asin_audit.business_report).toEqual({ file_name: 'business.csv', kind: 'seller', warnings: [] });
    expect(json.parent_asin_audit.parents.map((p: { parent_asin: string }) => p.parent_asin)).toEqual(['B0PARENT01']);
    const text = await cli('audit', path('bulk.xlsx'), '--business', path('business.csv'));
    expect(text.stdout).toMatch(/Parent ASINs\n {2}1 parent ASIN from business\.csv \(Seller Central\)\n.*\n {2}B0PARENT01 +Brass valve, 1\/2 inch +1 +\$30\.10/);
  });

  test('a file that cannot be read or is not a bulk file: one clear line and exit status 1', async () => {
    const [junk, missing, other] = await Promise.all([
      cli('audit', path('notes.xlsx')),
      cli('audit', path('missing.xlsx')),
      cli('audit', path('other.xlsx')),
    ]);
    expect(junk).toEqual({
      code: 1,
      stdout: '',
      stderr: `ads-auditor: ${path('notes.xlsx')}: This file is not a valid .xlsx workbook (it is not a zip archive).\n`,
    });
    expect(missing).toEqual({ code: 1, stdout: '', stderr: `ads-auditor: cannot read ${path('missing.xlsx')}: no such file\n` });
    expect(other).toEqual({ code: 1, stdout: '', stderr: `ads-auditor: ${path('other.xlsx')}: ${NOT_A_BULK_FILE_MESSAGE}\n` });
  });

  test('--help names --min-orders and says what a wasted share is of', async () => {
    const run = await cli('--help');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("--min-orders N   insights: orders a search term needs to be harvested (default 2)");
    expect(run.stdout).toMatch(/a wasted\s+spend share is of its level's own spend \(share_basis\), not the account's/);
  });

  test('wrong usage: the reason and the usage line, exit status 2', async () => {
    const [none, unknown] = await Promise.all([cli(), cli('audit', path('bulk.xlsx'), '--csv')]);
    expect(none.code).toBe(2);
    expect(none.stderr).toBe(
      'ads-auditor: a command is required\nusage: ads-auditor audit FILE.xlsx [--business REPORT.csv|REPORT.xlsx] [--json] [--out FILE]\n' +
        '                         [--target-acos PERCENT] [--min-clicks N] [--min-orders N] [--period START:END]\n' +
        '                         [--currency CODE]\n' +
        '       ads-auditor compare OLD.xlsx NEW.xlsx [--json] [--out FILE] [--currency CODE]\n' +
        '       ads-auditor plan FILE.xlsx [--target-acos 30] [--costs COSTS.csv [--margin 5]] [--period START:END]\n' +
        '                        [--json] [--out PLAN.xlsx] [--currency CODE]\n' +
        '       ads-auditor verify SOURCE.xlsx PLAN.xlsx NEW.xlsx [--target-acos 30] [--json] [--out FILE] [--currency CODE]\n' +
        '       ads-auditor search-terms REPORT.xlsx|REPORT.csv [--json] [--out FILE] [--currency CODE]\n',
    );
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/^ads-auditor: Unknown option '--csv'\nusage: /);
  });
});
