/** Audits a fixture description through the model (row arrays, no .xlsx bytes). */
import { bulkWorkbookSheets, type BulkFixture, type BulkFixtureOptions } from '../../src/fixtures/index.js';
import { BulkAuditor } from '../../src/model/bulk-auditor.js';
import type { AuditResult, Campaign } from '../../src/model/contract.js';
import { SearchTermCollector } from '../../src/search-terms/search-term-collector.js';
import type { SearchTermsResult } from '../../src/search-terms/types.js';
import { visitSheets, type RowSheet } from './visit-rows.js';

export function auditSheets(sheets: RowSheet[]): AuditResult {
  const auditor = new BulkAuditor();
  return auditor.finish(visitSheets(sheets, auditor.selectSheet, auditor.sheetRank));
}

export function auditFixture(fixture: BulkFixture, options?: BulkFixtureOptions): AuditResult {
  return auditSheets(bulkWorkbookSheets(fixture, options));
}

export function searchTermsOf(fixture: BulkFixture, options?: BulkFixtureOptions): SearchTermsResult {
  const collector = new SearchTermCollector();
  return collector.finish(visitSheets(bulkWorkbookSheets(fixture, options), collector.selectSheet));
}

/** The campaign of that name (fails loudly when absent). */
export function campaignNamed(result: AuditResult | readonly Campaign[], name: string): Campaign {
  const list = Array.isArray(result) ? result : (result as AuditResult).campaigns;
  const found = list.find((c) => c.name === name);
  if (!found) throw new Error(`no campaign named ${name}`);
  return found;
}
