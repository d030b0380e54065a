/** The report's warnings: missing optional tabs and rows the model had to leave out. */
import { canonicalSheetName, type SheetKind } from '../bulk/sheet-kinds.js';
import type { SheetRowIssues } from './campaign-sheet-visitor.js';

const MISSING_TAB_ADVICE: Partial<Record<SheetKind, string>> = {
  sp: 'Sponsored Products campaigns are not included. Tick Sponsored Products when you create the bulk file.',
  sb_multi: 'Sponsored Brands campaigns are not included. Tick Sponsored Brands multi ad group when you create the bulk file.',
  sd: 'Sponsored Display campaigns are not included. Tick Sponsored Display when you create the bulk file.',
  sp_search_terms: 'Sponsored Products search terms are not available. Tick the search term data option when you create the bulk file.',
  sb_search_terms: 'Sponsored Brands search terms are not available. Tick the search term data option when you create the bulk file.',
};

export function missingTabWarning(kind: SheetKind): string {
  return `No '${canonicalSheetName(kind)}' tab: ${MISSING_TAB_ADVICE[kind] ?? ''}`.trim();
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function rowIssueWarnings(sheet: string, issues: SheetRowIssues): string[] {
  const out: string[] = [];
  if (issues.missingColumns.length > 0) {
    const names = issues.missingColumns.map((f) => (f === 'entity' ? "'Entity'" : "'Campaign ID'"));
    out.push(`Tab '${sheet}' has no ${names.join(' or ')} column and was skipped.`);
  }
  if (issues.rowsWithoutCampaign > 0) {
    out.push(`Tab '${sheet}': ${plural(issues.rowsWithoutCampaign, 'row')} without a Campaign ID were left out.`);
  }
  if (issues.rowsWithoutAdGroup > 0) {
    out.push(`Tab '${sheet}': ${plural(issues.rowsWithoutAdGroup, 'row')} without an Ad Group ID were left out.`);
  }
  for (const [entity, count] of issues.unknownEntities) {
    out.push(`Tab '${sheet}': ${plural(count, 'row')} with unknown entity '${entity}' were left out.`);
  }
  return out;
}

export function orphanWarning(sheet: string, campaignId: string, rows: number): string {
  return `Tab '${sheet}': ${plural(rows, 'row')} refer to campaign ${campaignId}, which has no Campaign row; they were left out.`;
}
