import { describe, expect, test } from 'vitest';
import { missingTabWarning, orphanWarning, rowIssueWarnings } from '../../src/model/sheet-warnings.js';

const noIssues = () => ({ missingColumns: [] as string[], rowsWithoutCampaign: 0, rowsWithoutAdGroup: 0, unknownEntities: new Map<string, number>() });

describe('sheet warnings', () => {
  test('a missing tab names itself and says what to tick', () => {
    expect(missingTabWarning('sd')).toBe(
      "No 'Sponsored Display Campaigns' tab: Sponsored Display campaigns are not included. Tick Sponsored Display when you create the bulk file.",
    );
    expect(missingTabWarning('sp_search_terms')).toMatch(/^No 'SP Search Term Report' tab: .*search term data option/);
  });

  test('row issues, singular and plural', () => {
    expect(rowIssueWarnings('T', noIssues())).toEqual([]);
    const issues = { missingColumns: ['entity', 'campaignId'], rowsWithoutCampaign: 1, rowsWithoutAdGroup: 3, unknownEntities: new Map([['Hologram', 1]]) };
    expect(rowIssueWarnings('T', issues)).toEqual([
      "Tab 'T' has no 'Entity' or 'Campaign ID' column and was skipped.",
      "Tab 'T': 1 row without a Campaign ID was left out.",
      "Tab 'T': 3 rows without an Ad Group ID were left out.",
      "Tab 'T': 1 row with unknown entity 'Hologram' was left out.",
    ]);
  });

  test('orphan rows', () => {
    expect(orphanWarning('T', '42', 1)).toBe("Tab 'T': 1 row refers to campaign 42, which has no Campaign row; it was left out.");
    expect(orphanWarning('T', '42', 5)).toBe("Tab 'T': 5 rows refer to campaign 42, which has no Campaign row; they were left out.");
  });
});
