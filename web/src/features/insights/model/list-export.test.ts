import { expect, test } from 'vitest';
import { metricsFromCounts, type Metrics } from '@ads-auditor/audit';
import { listCsv } from './list-export';
import { countColumn, metricColumns, moneyColumn, textColumn } from './insight-column';

interface TermRow {
  term: string;
  change: number;
}

const COLUMNS = [textColumn<TermRow>('term', 'Search Term', (r) => r.term), countColumn<TermRow>('change', 'Change', (r) => r.change)];

test('a shopper search term that starts a formula is exported as text; a negative figure stays a number', () => {
  const csv = listCsv(COLUMNS, [
    { term: '=HYPERLINK("http://evil.example","valves")', change: -12.5 },
    { term: '+cmd', change: 3 },
    { term: 'ball valve', change: 0 },
  ], 'USD');
  expect(csv).toBe(`\uFEFFSearch Term,Change\r\n"'=HYPERLINK(""http://evil.example"",""valves"")",-12.5\r\n'+cmd,3\r\nball valve,0\r\n`);
});

interface WasteRow {
  term: string;
  wasted: number;
  metrics: Metrics;
}

test("amounts stay plain numbers in the currency's decimals, their headers naming it", () => {
  const columns = [
    textColumn<WasteRow>('term', 'Search Term', (r) => r.term),
    moneyColumn<WasteRow>('wasted', 'Wasted', (r) => r.wasted),
    ...metricColumns<WasteRow>((r) => r.metrics, ['clicks', 'spend', 'cpc', 'acos']),
  ];
  const metrics = { ...metricsFromCounts({ impressions: 900, clicks: 12, spend: 1234.567, sales: 0, orders: 0, units: 0 }), cpc: 102.88 };
  const rows = [{ term: 'brass valve', wasted: 1234.567, metrics }];
  expect(listCsv(columns, rows, 'EUR')).toBe('\uFEFFSearch Term,Wasted (EUR),Clicks,Spend (EUR),CPC (EUR),ACOS\r\nbrass valve,1234.57,12,1234.57,102.88,0\r\n');
  // The yen has no decimals.
  expect(listCsv(columns, rows, 'JPY')).toBe('\uFEFFSearch Term,Wasted (JPY),Clicks,Spend (JPY),CPC (JPY),ACOS\r\nbrass valve,1235,12,1235,103,0\r\n');
});
