import { describe, expect, test } from 'vitest';
import { bulkWorkbookSheets } from '../../src/fixtures/index.js';
import { BulkAuditor } from '../../src/model/bulk-auditor.js';
import { SMALL_ACCOUNT } from '../helpers/sample-fixture.js';
import { visitSheets } from '../helpers/visit-rows.js';

function audit(...args: Parameters<typeof bulkWorkbookSheets>) {
  const auditor = new BulkAuditor();
  const names = visitSheets(bulkWorkbookSheets(...args), auditor.selectSheet);
  return auditor.finish(names);
}

describe('BulkAuditor', () => {
  test('builds campaigns of every type with their own row figures', () => {
    const { campaigns } = audit(SMALL_ACCOUNT);
    expect(campaigns.map((c) => [c.name, c.type_code])).toEqual([
      ['SP Manual Exact', 'SP'],
      ['SB Video', 'SB'],
      ['SP Auto', 'SP'],
      ['SD Contextual', 'SD'],
    ]);
    const auto = campaigns.find((c) => c.name === 'SP Auto')!;
    expect(auto.id).toBe('111111111111111');
    expect(auto.targeting).toBe('auto');
    expect(auto.bidding_strategy).toBe('Dynamic bids - up and down');
    expect(auto.metrics.spend).toBeCloseTo(38.31, 10);
    expect(auto.metrics.clicks).toBe(50);
    expect(auto.ad_group_count).toBe(1);
    expect(auto.product_count).toBe(2);
    expect(auto.keyword_count).toBe(2);
  });
});
