import { describe, expect, test } from 'vitest';
import { compareAudits } from '../../src/compare/compare-audits.js';
import { comparisonCsv, comparisonFileName } from '../../src/compare/comparison-csv.js';
import { accountChangesTable, campaignChangesTable, comparisonTables, COMPARISON_TITLES, moversTable } from '../../src/compare/comparison-tables.js';
import { auditFixture, searchTermsOf } from '../helpers/audit-fixture.js';
import { NAMES, NEWER_ACCOUNT, OLDER_ACCOUNT } from './compare-fixtures.js';

const comparison = compareAudits(auditFixture(OLDER_ACCOUNT), auditFixture(NEWER_ACCOUNT), {
  searchTerms: { older: searchTermsOf(OLDER_ACCOUNT).search_terms, newer: searchTermsOf(NEWER_ACCOUNT).search_terms },
});

describe('comparison tables', () => {
  test('the account table reads the spend change to the cent', () => {
    const table = accountChangesTable(comparison);
    expect(table.headers).toEqual(['Metric', 'Earlier', 'Later', 'Change', '% Change']);
    expect(table.rows[0]).toEqual(['Spend', '$281.00', '$318.01', '+$37.01', '+13.17%']);
    expect(table.rows.map((r) => r[0])).toEqual(['Spend', 'Sales', 'ROAS', 'ACOS', 'CPC', 'CVR', 'Impressions', 'Clicks', 'Orders']);
  });

  test('campaign changes name each kind of change, the reused id with its earlier name', () => {
    expect(campaignChangesTable(comparison).rows).toEqual([
      ['New', '666', NAMES.tees, 'SP', 'Spends $45.67, state enabled'],
      ['Gone', '555', NAMES.display, 'SD', 'Spent $21.00, was enabled'],
      ['State changed', '222', NAMES.fittings, 'SP', 'enabled -> paused'],
      ['Renamed', '444', NAMES.clamps, 'SP', `was "${NAMES.hoses}"`],
    ]);
  });

  test('movers show campaign id, presence and the signed change', () => {
    expect(moversTable(comparison, 'spend').rows[1]).toEqual(['666', `${NAMES.tees} (new)`, 'SP', '$0.00', '$45.67', '+$45.67', 'n/a']);
  });

  test('every section is a table; search terms only when compared', () => {
    expect(comparisonTables(comparison).map((t) => t.title)).toContain(COMPARISON_TITLES.newlyConverting);
    const withoutTerms = compareAudits(auditFixture(OLDER_ACCOUNT), auditFixture(NEWER_ACCOUNT));
    expect(comparisonTables(withoutTerms).map((t) => t.title)).not.toContain(COMPARISON_TITLES.newlyConverting);
  });
});

describe('comparison CSV', () => {
  test('each table under its title, quoted where needed, blank line between tables', () => {
    const csv = comparisonCsv([accountChangesTable(comparison), campaignChangesTable(comparison)]);
    expect(csv.startsWith('\uFEFFAccount Changes\r\nMetric,Earlier,Later,Change,% Change\r\nSpend,$281.00,$318.01,+$37.01,+13.17%\r\n')).toBe(true);
    expect(csv).toContain('\r\n\r\nCampaign Changes\r\n');
    expect(csv).toContain(`Renamed,444,${NAMES.clamps},SP,"was ""${NAMES.hoses}"""`);
  });

  test('a campaign name that starts a formula is written as text; signed figures stay numbers', () => {
    const csv = comparisonCsv([{ title: 'T', headers: ['Campaign', 'Change', '% Change'], rows: [['-1+cmd|" /C calc"!A0', '-$37.01', '-13.17%']] }]);
    expect(csv).toContain(`\r\n"'-1+cmd|"" /C calc""!A0",-$37.01,-13.17%\r\n`);
  });

  test('the file is named after both periods', () => {
    expect(comparisonFileName('bulk Jan.xlsx', '2026-02-28')).toBe('comparison-bulk-Jan-vs-2026-02-28.csv');
  });
});
