import { expect, test } from 'vitest';
import { testSearchTerm } from '../../../test/search-terms-fixture';
import { searchTermsCsv } from './search-terms-csv';

test("the CSV keeps amounts as plain numbers under headers naming the account's currency", () => {
  const term = testSearchTerm(1);
  const [header, row] = searchTermsCsv([term], 'EUR').replace(/^\uFEFF/, '').split('\r\n');
  const headers = header!.split(',');
  expect(headers).toEqual([
    'Type', 'Customer Search Term', 'Keyword/Targeting', 'Match Type', 'Bid (EUR)', 'Impressions', 'Clicks', 'CTR',
    'Spend (EUR)', 'Sales (EUR)', 'Orders', 'CVR', 'ACOS', 'CPC (EUR)', 'ROAS', 'Status',
  ]);
  const cells = row!.split(',');
  expect(Number(cells[headers.indexOf('Spend (EUR)')])).toBeCloseTo(term.metrics.spend, 4);
});
