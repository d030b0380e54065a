import { EXPECTED_SEARCH_TERM_SHEETS, NO_SEARCH_TERM_SHEETS_MESSAGE } from '@ads-auditor/audit';
import { SheetInfoAlert } from '../../search-terms';

/** What needs the tabs, then how to get them: the search-terms route's instructions, word for word. */
export const SEARCH_TERM_TABS_NEEDED =
  'The n-grams, the negative and harvest suggestions, the term conflicts and the search-term waste are computed from the search term tabs of the download. ' +
  'In the Amazon Ads console, open Bulk operations, tick "Search terms" (Sponsored Products and Sponsored Brands) before creating the spreadsheet, download it and upload it here again.';

export const KEYWORD_WASTE_ONLY =
  'This download has no search term tabs: the wasted spend covers keywords and targets only. The N-grams view says how to add them.';

/** Instead of a search-term list: the tabs the workbook has, those expected and how to add them (as the Search Terms dialog says). */
export function NoSearchTermTabs({ workbookSheets }: { workbookSheets: readonly string[] }) {
  const sheetInfo = { availableSheets: [...workbookSheets], expectedSheets: [...EXPECTED_SEARCH_TERM_SHEETS], instructions: SEARCH_TERM_TABS_NEEDED };
  return <SheetInfoAlert title={NO_SEARCH_TERM_SHEETS_MESSAGE} sheetInfo={sheetInfo} />;
}
