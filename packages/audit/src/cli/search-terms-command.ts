/** `ads-auditor search-terms REPORT`: a Search Term Report's period, currency, totals, days and campaigns. */
import { basename } from 'node:path';
import { formatCount, formatPercent } from '../format/format.js';
import { DEFAULT_CURRENCY, type CurrencyCode } from '../money/currencies.js';
import { formatMoneyIn } from '../money/format-money.js';
import { readSearchTermReport } from '../node/read-search-term-report.js';
import type { SearchTermReport } from '../search-term-report/types.js';
import type { SearchTermsCommand } from './args.js';
import { textTable } from './text-table.js';

const CAMPAIGNS_SHOWN = 10;

/** The report as printed: its currency known (USD when it names none), without the terms. */
type ShownReport = Omit<SearchTermReport, 'terms' | 'currency'> & { currency: CurrencyCode };

function renderReportText(fileName: string, report: ShownReport): string {
  const cash = (value: number) => formatMoneyIn(value, report.currency);
  const t = report.totals;
  const acos = t.sales > 0 ? formatPercent((t.spend / t.sales) * 100) : '-';
  const lines = [
    `Search Term Report: ${fileName}`,
    `  ${report.product === 'SP' ? 'Sponsored Products' : 'Sponsored Brands'}, ${report.start_date} to ${report.end_date} (${report.time_unit}), ${report.currency}`,
    `  ${formatCount(report.rows)} rows, ${formatCount(report.campaigns)} campaigns, ${formatCount(report.distinct_terms)} distinct terms`,
    `  Impressions ${formatCount(t.impressions)}   Clicks ${formatCount(t.clicks)}   Spend ${cash(t.spend)}   Sales ${cash(t.sales)}   Orders ${formatCount(t.orders)}   ACOS ${acos}`,
  ];
  if (report.by_day.length > 0) {
    lines.push('', 'By day', textTable(['Date', 'Spend', 'Sales', 'ACOS'], report.by_day.map((d) => [d.date, cash(d.spend), cash(d.sales), d.acos === null ? '-' : formatPercent(d.acos)])));
  }
  const campaigns = report.by_campaign.slice(0, CAMPAIGNS_SHOWN).map((c) => [c.campaign_name, cash(c.totals.spend), cash(c.totals.sales), formatCount(c.totals.orders)]);
  lines.push('', `Campaigns by spend${report.by_campaign.length > CAMPAIGNS_SHOWN ? ` (top ${CAMPAIGNS_SHOWN})` : ''}`, textTable(['Campaign', 'Spend', 'Sales', 'Orders'], campaigns));
  return `${lines.join('\n')}\n`;
}

export async function runSearchTermsCommand(command: SearchTermsCommand, deps: { read(path: string): Promise<Uint8Array>; about(path: string, error: unknown): unknown }): Promise<string> {
  let report;
  try {
    report = await readSearchTermReport(await deps.read(command.file));
  } catch (error) {
    throw deps.about(command.file, error);
  }
  // --currency, else the one the file names; a report without a known one is taken as US dollars, as the audit does.
  const { terms: _terms, ...rest } = report;
  const shown: ShownReport = { ...rest, currency: command.currency ?? report.currency ?? DEFAULT_CURRENCY };
  if (command.json) return `${JSON.stringify({ search_term_report: shown }, null, 2)}\n`;
  return renderReportText(basename(command.file), shown);
}
