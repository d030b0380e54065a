/** The `ads-auditor` command, run as a real child process on workbooks written to a temp dir. */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildBulkWorkbook } from '../../src/fixtures/index.js';
import { computeHealth } from '../../src/health/compute-health.js';
import { NOT_A_BULK_FILE_MESSAGE } from '../../src/model/bulk-auditor.js';
import { auditBulkWorkbook } from '../../src/node/audit-bulk-workbook.js';
import { readSearchTerms } from '../../src/node/read-search-terms.js';
import { writeWorkbook } from '../../src/xlsx/writer.js';
import { COMPACT_HEADER, CHILD_ROW, reportCsv } from '../helpers/business-reports.js';
import { MANY_CAMPAIGNS } from '../helpers/many-campaigns.js';

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

  test('--json with --target-acos and --min-clicks: the insights use them', async () => {
    const run = await cli('audit', path('bulk.xlsx'), '--json', '--target-acos', '22.5', '--min-clicks', '3');
    expect(run.code).toBe(0);
    const { insights } = JSON.parse(run.stdout);
    expect(insights.settings).toMatchObject({ target_acos: 22.5, min_clicks: 3 });
    expect(insights.account.high_acos_threshold).toBe(45);
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

  test('wrong usage: the reason and the usage line, exit status 2', async () => {
    const [none, unknown] = await Promise.all([cli(), cli('audit', path('bulk.xlsx'), '--csv')]);
    expect(none.code).toBe(2);
    expect(none.stderr).toBe(
      'ads-auditor: a command is required\nusage: ads-auditor audit FILE.xlsx [--business REPORT.csv|REPORT.xlsx] [--json] [--out FILE]\n' +
        '                         [--target-acos PERCENT] [--min-clicks N]\n' +
        '       ads-auditor compare OLD.xlsx NEW.xlsx [--json] [--out FILE]\n',
    );
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/^ads-auditor: Unknown option '--csv'\nusage: /);
  });
});
