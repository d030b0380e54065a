/** Reads only the search term tabs of a workbook (run apart from the campaign audit). */
import { EXPECTED_SEARCH_TERM_SHEETS, sheetKindOf } from '../bulk/sheet-kinds.js';
import type { SheetVisitor } from '../xlsx/types.js';
import { SearchTermVisitor } from './search-term-visitor.js';
import type { SearchTermRecord, SearchTermsResult } from './types.js';

export const NO_SEARCH_TERM_SHEETS_MESSAGE = 'No search terms sheets found in the uploaded file';

export class SearchTermCollector {
  private readonly records: SearchTermRecord[] = [];
  private readonly found: string[] = [];

  readonly selectSheet = (name: string): SheetVisitor | null => {
    const kind = sheetKindOf(name);
    if (kind !== 'sp_search_terms' && kind !== 'sb_search_terms') return null;
    this.found.push(name);
    return new SearchTermVisitor(kind === 'sp_search_terms' ? 'SP' : 'SB', this.records);
  };

  finish(sheetNames: readonly string[]): SearchTermsResult {
    return {
      sheets_found: [...this.found],
      available_sheets: [...sheetNames],
      expected_sheets: [...EXPECTED_SEARCH_TERM_SHEETS],
      search_terms: this.records,
    };
  }
}
