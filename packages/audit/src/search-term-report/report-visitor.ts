/**
 * Reads a Search Term Report's rows (.xlsx sheet or CSV) into sums per term, campaign and day.
 * Headers are matched as the bulk reader matches them, so Amazon's trailing spaces ('7 Day Total
 * Sales ') and a currency after a money header ('Spend (€)') do not matter.
 */
import { cellText } from '../bulk/cells.js';
import { headerKey } from '../bulk/normalize.js';
import { parseFormattedNumber } from '../business/formatted-number.js';
import { CompensatedSum } from '../metrics/money-sum.js';
import { currencyCodeOf, type CurrencyCode } from '../money/currencies.js';
import type { CellValue, RowReader, SheetVisitor } from '../xlsx/types.js';
import { reportDate } from './report-dates.js';

const COLUMNS = {
  date: ['date'],
  startDate: ['start date'],
  endDate: ['end date'],
  currency: ['currency'],
  campaignName: ['campaign name'],
  adGroupName: ['ad group name'],
  targeting: ['targeting', 'keyword'],
  matchType: ['match type'],
  term: ['customer search term'],
  impressions: ['impressions'],
  clicks: ['clicks'],
  spend: ['spend', 'cost'],
  sales7: ['7 day total sales'],
  sales14: ['14 day total sales'],
  orders7: ['7 day total orders (#)', '7 day total orders'],
  orders14: ['14 day total orders (#)', '14 day total orders'],
} as const;

type Field = keyof typeof COLUMNS;

/** 'Spend (€)', '7 Day Total Sales ($)' -> 'spend', '7 day total sales'; '(#)' counts stay. */
const moneyFree = (header: string) => header.replace(/\s*\((?!#\))[^()]{1,4}\)$/, '');

class Sums {
  impressions = new CompensatedSum();
  clicks = new CompensatedSum();
  spend = new CompensatedSum();
  sales = new CompensatedSum();
  orders = new CompensatedSum();

  add(row: { impressions: number; clicks: number; spend: number; sales: number; orders: number }): void {
    this.impressions.add(row.impressions);
    this.clicks.add(row.clicks);
    this.spend.add(row.spend);
    this.sales.add(row.sales);
    this.orders.add(row.orders);
  }

  totals() {
    return { impressions: this.impressions.value, clicks: this.clicks.value, spend: this.spend.value, sales: this.sales.value, orders: this.orders.value };
  }
}

export interface TermLine {
  campaign_name: string;
  ad_group_name: string;
  targeting: string;
  match_type: string;
  customer_search_term: string;
  sums: Sums;
}

export class SearchTermReportVisitor implements SheetVisitor {
  header: string[] = [];
  private cols = {} as Record<Field, number>;
  product: 'SP' | 'SB' | null = null;
  rows = 0;
  currency: CurrencyCode | null = null;
  currencyText = '';
  /** A 'Date' column: a row per day. */
  daily = false;
  /** Rows whose Start Date and End Date differ: a summary over the period. */
  spanning = 0;
  start: string | null = null;
  end: string | null = null;
  /** Rows whose dates could not be read (named in the error when no row has any). */
  undated = 0;
  readonly totals = new Sums();
  readonly days = new Map<string, Sums>();
  readonly campaigns = new Map<string, Sums>();
  readonly terms = new Map<string, TermLine>();

  onHeader(header: CellValue[]): number[] | undefined {
    this.header = header.map((cell) => cellText(cell).trim());
    const keys = this.header.map((h) => moneyFree(headerKey(h)));
    for (const [field, aliases] of Object.entries(COLUMNS) as [Field, readonly string[]][]) {
      this.cols[field] = keys.findIndex((k) => aliases.includes(k));
    }
    const has = (field: Field) => this.cols[field] >= 0;
    if (has('term') && has('campaignName') && has('clicks') && has('spend')) {
      this.product = has('sales7') || has('orders7') ? 'SP' : has('sales14') || has('orders14') ? 'SB' : null;
      this.daily = has('date');
    }
    return undefined;
  }

  private read(reader: RowReader, field: Field): CellValue {
    return this.cols[field] >= 0 ? reader.value(this.cols[field]) : null;
  }

  private number(reader: RowReader, field: Field): number {
    return parseFormattedNumber(this.read(reader, field)) ?? 0;
  }

  onRow(_cells: CellValue[], _rowNumber: number, reader: RowReader): void {
    if (this.product === null) return;
    const term = cellText(this.read(reader, 'term')).trim();
    const campaign = cellText(this.read(reader, 'campaignName')).trim();
    if (term === '' && campaign === '') return;
    this.rows++;
    const sb = this.product === 'SB';
    const figures = {
      impressions: this.number(reader, 'impressions'),
      clicks: this.number(reader, 'clicks'),
      spend: this.number(reader, 'spend'),
      sales: this.number(reader, sb ? 'sales14' : 'sales7'),
      orders: this.number(reader, sb ? 'orders14' : 'orders7'),
    };
    this.totals.add(figures);
    if (this.currency === null && this.currencyText === '') {
      this.currencyText = cellText(this.read(reader, 'currency')).trim();
      this.currency = currencyCodeOf(this.currencyText);
    }
    const first = reportDate(this.read(reader, this.daily ? 'date' : 'startDate'));
    const last = this.daily ? first : reportDate(this.read(reader, 'endDate'));
    if (first === null || last === null) this.undated++;
    else {
      if (this.start === null || first < this.start) this.start = first;
      if (this.end === null || last > this.end) this.end = last;
      if (first !== last) this.spanning++;
      else (this.days.get(first) ?? this.days.set(first, new Sums()).get(first)!).add(figures);
    }
    (this.campaigns.get(campaign) ?? this.campaigns.set(campaign, new Sums()).get(campaign)!).add(figures);
    const line = {
      campaign_name: campaign,
      ad_group_name: cellText(this.read(reader, 'adGroupName')).trim(),
      targeting: cellText(this.read(reader, 'targeting')).trim(),
      match_type: cellText(this.read(reader, 'matchType')).trim(),
      customer_search_term: term,
    };
    const key = [line.campaign_name, line.ad_group_name, line.targeting, line.match_type, term].join('\u0000');
    let known = this.terms.get(key);
    if (!known) this.terms.set(key, (known = { ...line, sums: new Sums() }));
    known.sums.add(figures);
  }
}
