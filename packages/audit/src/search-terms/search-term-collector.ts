/**
 * Reads only the search term tabs of a workbook (run apart from the campaign audit). A term's bid
 * is its own: the ad group default bids come from the campaign audit (see ad-group-default-bids.ts).
 */
import { EXPECTED_SEARCH_TERM_SHEETS, sheetKindOf } from '../bulk/sheet-kinds.js';
import type { SheetVisitor } from '../xlsx/types.js';
import { SearchTermVisitor } from './search-term-visitor.js';
import type { SearchTermRecord, SearchTermSheets, SearchTermSink, SearchTermsResult } from './types.js';

export const NO_SEARCH_TERM_SHEETS_MESSAGE = 'No search terms sheets found in the uploaded file';

export class SearchTermCollector {
  /** The records, when no other sink was given. */
  private readonly records: SearchTermRecord[] = [];
  private readonly sink: SearchTermSink;
  private readonly visitors: { name: string; visitor: SearchTermVisitor }[] = [];

  /** Records go to `sink` when given (e.g. a digest that keeps none of them), else to a list. */
  constructor(sink?: SearchTermSink) {
    this.sink = sink ?? this.records;
  }

  readonly selectSheet = (name: string): SheetVisitor | null => {
    const kind = sheetKindOf(name);
    if (kind !== 'sp_search_terms' && kind !== 'sb_search_terms') return null;
    const visitor = new SearchTermVisitor(kind === 'sp_search_terms' ? 'SP' : 'SB', this.sink);
    this.visitors.push({ name, visitor });
    return visitor;
  };

  /** `sheets_found` lists the search term tabs that could be read (they have the ID and term columns). */
  sheets(sheetNames: readonly string[]): SearchTermSheets {
    return {
      sheets_found: this.visitors.filter((v) => v.visitor.usable).map((v) => v.name),
      available_sheets: [...sheetNames],
      expected_sheets: [...EXPECTED_SEARCH_TERM_SHEETS],
    };
  }

  /** The tabs and the records (none when they went to another sink). */
  finish(sheetNames: readonly string[]): SearchTermsResult {
    return { ...this.sheets(sheetNames), search_terms: this.records };
  }
}
