import { describe, expect, test } from 'vitest';
import { renderAuditText, type CliAuditResult } from '../../src/cli/render-text.js';
import { computeHealth } from '../../src/health/compute-health.js';
import { digestSearchTerms } from '../../src/node/search-term-digest.js';
import { auditFixture } from '../helpers/audit-fixture.js';
import { MANY_CAMPAIGNS } from '../helpers/many-campaigns.js';

function result(): CliAuditResult {
  const audit = auditFixture(MANY_CAMPAIGNS, { searchTerms: false });
  const search_terms = digestSearchTerms({
    sheets_found: [], available_sheets: audit.report.sheets_found, expected_sheets: ['SP Search Term Report', 'SB Search Term Report'], search_terms: [],
  });
  return { file_name: 'bulk.xlsx', currency: 'USD', ...audit, search_terms, health: computeHealth(audit, { fileName: 'bulk.xlsx' }) };
}

describe('renderAuditText', () => {
  test("amounts in the account's currency: euros as Germany writes them, yen without decimals", () => {
    expect(renderAuditText({ ...result(), currency: 'EUR' })).toMatch(/ {2}Top 5 +1\.000,50\s€ +3\.000,00\s€ +3\.00 +39\.51%/);
    expect(renderAuditText({ ...result(), currency: 'JPY' })).toMatch(/ {2}Top 5 +￥1,001 +￥3,000 +3\.00 +39\.51%/);
  });

  test('every summary card, in the order of the Summary tab', () => {
    const text = renderAuditText(result());
    const titles = ['Account', 'Spend & sales by campaign type', 'Spend & sales by targeting type', 'Placement performance',
      'Bidding strategies', 'Top campaigns by spend', 'Search terms', 'Warnings'];
    const positions = titles.map((t) => text.indexOf(`\n${t}\n`));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(text).toMatch(/ {2}Top 5 +\$1,000\.50 +\$3,000\.00 +3\.00 +39\.51%/);
    expect(text).toMatch(/ {4}Auto +\$/);
    expect(text).toContain('  No search term tab in this file (expected SP Search Term Report or SB Search Term Report).');
  });

  test('lists the warnings, and the parent ASINs when there are any', () => {
    const r = result();
    r.report.warnings = ["No 'SP Search Term Report' tab: ..."];
    r.parent_asin_audit = {
      business_report: { file_name: 'BusinessReport.csv', kind: 'seller', warnings: ['2 rows without a valid child ASIN were skipped.'] },
      parents: [], parent_asin_summary: {}, notes: ['Sponsored Brands spend is not attributed to ASINs.'],
    };
    const text = renderAuditText(r);
    expect(text).toContain("Warnings\n  - No 'SP Search Term Report' tab: ...\n");
    expect(text).toContain('Parent ASINs\n  0 parent ASINs from BusinessReport.csv (Seller Central)\n');
    expect(text).toContain('  Note: Sponsored Brands spend is not attributed to ASINs.\n  Note: 2 rows without a valid child ASIN were skipped.');
  });
});
