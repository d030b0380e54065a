import { auditBulkWorkbook, parseBusinessReport } from '@ads-auditor/audit/node';
import { describe, expect, test } from 'vitest';
import { ACCOUNT_NAMES, ASINS, AUDITOR_ACCOUNT, BUSINESS_REPORT_CSV, BUSY_SEARCH_TERM_COUNT, PARENTS, SEARCH_TERMS_PAGE_SIZE, auditorWorkbook } from './workbooks.js';

describe('auditor journey files', () => {
  test('the workbook audits to every campaign of the fixture', async () => {
    const audit = await auditBulkWorkbook(auditorWorkbook());
    expect(audit.campaigns.map((c) => c.name).sort()).toEqual(AUDITOR_ACCOUNT.campaigns.map((c) => c.name).sort());
    const busy = audit.campaigns.find((c) => c.name === ACCOUNT_NAMES.busyCampaign)!;
    expect(busy.ad_groups.map((g) => g.name)).toContain(ACCOUNT_NAMES.busyAdGroup);
  });

  test('one ad group has more search terms than a page holds', () => {
    expect(BUSY_SEARCH_TERM_COUNT).toBeGreaterThan(SEARCH_TERMS_PAGE_SIZE);
  });

  test('the business report maps every advertised ASIN to its parent', async () => {
    const report = await parseBusinessReport(new TextEncoder().encode(BUSINESS_REPORT_CSV), 'business.csv');
    const parents = Object.fromEntries(report.asin_map.map((entry) => [entry.child_asin, entry.parent_asin]));
    expect(parents).toMatchObject({ [ASINS.ballValve]: PARENTS.valves, [ASINS.ballValveLarge]: PARENTS.valves, [ASINS.fitting]: PARENTS.fittings });
  });
});
