/** The answer for a workbook without search term tabs: which tabs it has, which are expected, and how to get them. */
import { EXPECTED_SEARCH_TERM_SHEETS } from '../bulk/sheet-kinds.js';
import { NO_SEARCH_TERM_SHEETS_MESSAGE } from './search-term-collector.js';
import type { SearchTermSheets } from './types.js';

export const SEARCH_TERMS_INSTRUCTIONS =
  'In the Amazon Ads console, open Bulk operations, tick "Search terms" (Sponsored Products and Sponsored Brands) ' +
  'before creating the spreadsheet, download it and upload it here again.';

export interface NoSearchTermSheetsAnswer {
  status: 'success';
  no_sheets_info: true;
  message: string;
  available_sheets: string[];
  expected_sheets: string[];
  instructions: string;
}

/** The body of GET /api/search-terms/{ad_group_id} when the workbook has no search term tab. */
export function noSearchTermSheetsAnswer(sheets: Pick<SearchTermSheets, 'available_sheets' | 'expected_sheets'>): NoSearchTermSheetsAnswer {
  return {
    status: 'success',
    no_sheets_info: true,
    message: NO_SEARCH_TERM_SHEETS_MESSAGE,
    available_sheets: sheets.available_sheets,
    expected_sheets: sheets.expected_sheets.length > 0 ? sheets.expected_sheets : [...EXPECTED_SEARCH_TERM_SHEETS],
    instructions: SEARCH_TERMS_INSTRUCTIONS,
  };
}
