import { describe, expect, test } from 'vitest';
import { canonicalSheetName, EXPECTED_SEARCH_TERM_SHEETS, isCampaignSheet, sheetKindOf } from '../../src/bulk/sheet-kinds.js';

describe('sheet kinds', () => {
  test.each([
    ['Sponsored Products Campaigns', 'sp'],
    ['SB Multi Ad Group Campaigns', 'sb_multi'],
    ['sb multi ad group campaigns', 'sb_multi'],
    ['Sponsored Brands Campaigns', 'sb_legacy'],
    ['Sponsored Brands campaigns', 'sb_legacy'],
    ['Sponsored Display campaigns', 'sd'],
    ['SP Search Term Report', 'sp_search_terms'],
    ['SB  Search Term Report', 'sb_search_terms'],
    ['Portfolios', null],
    ['RAS Campaigns', null],
    ['Sheet12', null],
  ])('%j is %j', (name, kind) => {
    expect(sheetKindOf(name)).toBe(kind);
  });

  test('campaign tabs, canonical names and the expected search term tabs', () => {
    expect(isCampaignSheet('sd')).toBe(true);
    expect(isCampaignSheet('sp_search_terms')).toBe(false);
    expect(isCampaignSheet(null)).toBe(false);
    expect(canonicalSheetName('sb_multi')).toBe('SB Multi Ad Group Campaigns');
    expect(EXPECTED_SEARCH_TERM_SHEETS).toEqual(['SP Search Term Report', 'SB Search Term Report']);
  });
});
