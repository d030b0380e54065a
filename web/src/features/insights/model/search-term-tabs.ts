// Whether the download had search term tabs: the n-grams, the negative and harvest suggestions,
// the term conflicts and the search-term waste are all computed from them.
import { sheetKindOf } from '@ads-auditor/audit';

/** The workbook's SP and SB search term tabs, recognised by the engine's own sheet names. */
export function searchTermTabsOf(workbookSheets: readonly string[]): string[] {
  return workbookSheets.filter((name) => {
    const kind = sheetKindOf(name);
    return kind === 'sp_search_terms' || kind === 'sb_search_terms';
  });
}
