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
/** '1 row ... was left out', '2 rows ... were left out'. */
const leftOut = (n: number) => (n === 1 ? 'was left out' : 'were left out');

export function rowIssueWarnings(sheet: string, issues: SheetRowIssues): string[] {
  const out: string[] = [];
  if (issues.missingColumns.length > 0) {
    const names = issues.missingColumns.map((f) => (f === 'entity' ? "'Entity'" : "'Campaign ID'"));
    out.push(`Tab '${sheet}' has no ${names.join(' or ')} column and was skipped.`);
  }
  if (issues.rowsWithoutCampaign > 0) {
    const n = issues.rowsWithoutCampaign;
    out.push(`Tab '${sheet}': ${plural(n, 'row')} without a Campaign ID ${leftOut(n)}.`);
  }
  if (issues.rowsWithoutAdGroup > 0) {
    const n = issues.rowsWithoutAdGroup;
    out.push(`Tab '${sheet}': ${plural(n, 'row')} without an Ad Group ID ${leftOut(n)}.`);
  }
  for (const [entity, n] of issues.unknownEntities) {
    out.push(`Tab '${sheet}': ${plural(n, 'row')} with unknown entity '${entity}' ${leftOut(n)}.`);
  }
  return out;
}

export function orphanWarning(sheet: string, campaignId: string, rows: number): string {
  const verb = rows === 1 ? 'refers' : 'refer';
  const pronoun = rows === 1 ? 'it was' : 'they were';
  return `Tab '${sheet}': ${plural(rows, 'row')} ${verb} to campaign ${campaignId}, which has no Campaign row; ${pronoun} left out.`;
}
