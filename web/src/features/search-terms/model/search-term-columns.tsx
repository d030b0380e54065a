// The 16 columns of the search terms table: what each shows, the server's sort column behind it,
// and the value it gives a CSV (numbers unformatted, so a spreadsheet can sum them).
import type { ReactNode } from 'react';
import { formatCount, formatPercent, formatRoas } from '@ads-auditor/audit';
import type { SearchTerm, SearchTermSort } from '../api/search-terms-api';
import { AcosText } from '../../../components/figures/AcosText';
import { MoneyText } from '../../../components/figures/MoneyText';
import { BidCell } from '../components/BidCell';

export interface SearchTermColumn {
  label: string;
  sort: SearchTermSort;
  numeric?: boolean;
  /** An amount: the CSV header names the account's currency. */
  money?: boolean;
  /** Text columns that may be long get room to wrap rather than stretch the table. */
  minWidth?: number;
  cell: (term: SearchTerm) => ReactNode;
  csv: (term: SearchTerm) => string | number | null;
}

const round = (value: number) => Math.round(value * 10_000) / 10_000;
const typeLabel = (t: SearchTerm) => (t.type === 'keyword' ? 'Keyword' : 'Product Targeting');
const target = (t: SearchTerm) => (t.type === 'keyword' ? t.text : t.expression) || null;

export const SEARCH_TERM_COLUMNS: readonly SearchTermColumn[] = [
  { label: 'Type', sort: 'type', minWidth: 80, cell: typeLabel, csv: typeLabel },
  { label: 'Customer Search Term', sort: 'customer_search_term', minWidth: 140, cell: (t) => t.customer_search_term, csv: (t) => t.customer_search_term },
  { label: 'Keyword/Targeting', sort: 'keyword', minWidth: 110, cell: (t) => target(t) ?? '—', csv: target },
  { label: 'Match Type', sort: 'match_type', cell: (t) => t.match_type ?? '—', csv: (t) => t.match_type },
  { label: 'Bid', money: true, sort: 'bid', numeric: true, cell: (t) => <BidCell term={t} />, csv: (t) => t.bid },
  { label: 'Impressions', sort: 'impressions', numeric: true, cell: (t) => formatCount(t.metrics.impressions), csv: (t) => t.metrics.impressions },
  { label: 'Clicks', sort: 'clicks', numeric: true, cell: (t) => formatCount(t.metrics.clicks), csv: (t) => t.metrics.clicks },
  { label: 'CTR', sort: 'ctr', numeric: true, cell: (t) => formatPercent(t.metrics.click_through_rate), csv: (t) => round(t.metrics.click_through_rate) },
  { label: 'Spend', money: true, sort: 'spend', numeric: true, cell: (t) => <MoneyText value={t.metrics.spend} />, csv: (t) => round(t.metrics.spend) },
  { label: 'Sales', money: true, sort: 'sales', numeric: true, cell: (t) => <MoneyText value={t.metrics.sales} />, csv: (t) => round(t.metrics.sales) },
  { label: 'Orders', sort: 'orders', numeric: true, cell: (t) => formatCount(t.metrics.orders), csv: (t) => t.metrics.orders },
  { label: 'CVR', sort: 'conversion_rate', numeric: true, cell: (t) => formatPercent(t.metrics.conversion_rate), csv: (t) => round(t.metrics.conversion_rate) },
  // No sales: no ACOS to write (the cell says so in words).
  { label: 'ACOS', sort: 'acos', numeric: true, cell: (t) => <AcosText figures={t.metrics} />, csv: (t) => (t.metrics.sales > 0 ? round(t.metrics.acos) : null) },
  { label: 'CPC', money: true, sort: 'cpc', numeric: true, cell: (t) => <MoneyText value={t.metrics.cpc} />, csv: (t) => round(t.metrics.cpc) },
  { label: 'ROAS', sort: 'roas', numeric: true, cell: (t) => formatRoas(t.metrics.roas), csv: (t) => round(t.metrics.roas) },
  { label: 'Status', sort: 'state', cell: (t) => t.state, csv: (t) => t.state },
];
