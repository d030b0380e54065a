import { describe, expect, test } from 'vitest';
import { bulkWorkbookSheets } from '../../src/fixtures/index.js';
import { NO_SEARCH_TERM_SHEETS_MESSAGE, SearchTermCollector } from '../../src/search-terms/search-term-collector.js';
import { searchTermsOf } from '../helpers/audit-fixture.js';
import { SMALL_ACCOUNT } from '../helpers/sample-fixture.js';
import { visitSheets } from '../helpers/visit-rows.js';

describe('SearchTermCollector', () => {
  test('reads the SP and SB search term tabs only', () => {
    const result = searchTermsOf(SMALL_ACCOUNT, { allTabs: true });
    expect(result.sheets_found).toEqual(['SP Search Term Report', 'SB Search Term Report']);
    expect(result.available_sheets).toHaveLength(13);
    expect(result.expected_sheets).toEqual(['SP Search Term Report', 'SB Search Term Report']);
    expect(result.search_terms.map((t) => [t.campaign_type, t.customer_search_term])).toEqual([
      ['SP', 'b000000009'],
      ['SP', 'snore stopper'],
      ['SP', 'snore stopper'],
      ['SB', 'anti snoring device'],
    ]);
  });

  test('no search term tab: nothing found, with the sheet information for the message', () => {
    const result = searchTermsOf(SMALL_ACCOUNT, { searchTerms: false });
    expect(result.sheets_found).toEqual([]);
    expect(result.search_terms).toEqual([]);
    expect(result.available_sheets).toContain('Sponsored Products Campaigns');
    expect(NO_SEARCH_TERM_SHEETS_MESSAGE).toBe('No search terms sheets found in the uploaded file');
  });

  test('a search term tab without its ID columns is not counted as found', () => {
    const sheets = bulkWorkbookSheets(SMALL_ACCOUNT).map((s) =>
      s.name === 'SB Search Term Report' ? { name: s.name, rows: [['Customer Search Term'], ['x']] } : s,
    );
    const collector = new SearchTermCollector();
    const result = collector.finish(visitSheets(sheets, collector.selectSheet));
    expect(result.sheets_found).toEqual(['SP Search Term Report']);
    expect(result.search_terms.every((t) => t.campaign_type === 'SP')).toBe(true);
  });
});
