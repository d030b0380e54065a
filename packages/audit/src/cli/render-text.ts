/** The readable account summary the CLI prints (the same figures as the web app's Summary tab). */
import type { ParentAsinAudit } from '../business/parent-asin-types.js';
import type { BusinessReport } from '../business/types.js';
import { formatCount, formatPercent, formatRoas, truncateText, CAMPAIGN_NAME_DISPLAY_LENGTH } from '../format/format.js';
import type { AccountHealth } from '../health/types.js';
import type { InsightsResult } from '../insights/types.js';
import type { Metrics } from '../metrics/metrics.js';
import { CAMPAIGN_TYPE_NAMES, type AuditResult } from '../model/contract.js';
import type { SearchTermDigest } from '../node/search-term-digest.js';
import { renderHealthText } from './render-health-text.js';
import { textTable } from './text-table.js';
import { formatMoneyIn } from '../money/format-money.js';
import type { CurrencyCode } from '../money/currencies.js';

/** What the CLI prints, as text or (--json) as it is. */
export interface CliAuditResult extends AuditResult {
  file_name: string;
  search_terms: SearchTermDigest;
  parent_asin_audit?: ParentAsinAudit & { business_report: Pick<BusinessReport, 'file_name' | 'kind' | 'warnings'> };
  /** --json only: wasted spend, n-grams, negative and harvest suggestions, term conflicts. */
  insights?: InsightsResult;
  /** The health checks, their grade and the data-quality facts. */
  health: AccountHealth;
  /** The account's currency: read from the file where it tells, else USD; --currency overrides it. */
  currency: CurrencyCode;
}

/** An amount in the account's currency. */
type Cash = (value: number | null | undefined) => string;

const LARGEST_CAMPAIGNS = 10;
const PARENTS_LISTED = 10;
const WASTED_TERMS_SHOWN = 5;
const TARGETING_LABELS: Record<string, string> = { auto: 'Auto', manual: 'Manual' };

const money = (m: Metrics, cash: Cash) => [cash(m.spend), cash(m.sales), formatRoas(m.roas)];
const plural = (n: number, one: string, many = `${one}s`) => `${formatCount(n)} ${n === 1 ? one : many}`;

function section(title: string, body: string): string {
  return `${title}\n${body}`;
}

function accountSection(result: CliAuditResult, cash: Cash): string {
  const a = result.summary.account;
  const count = (pick: (c: AuditResult['campaigns'][number]) => number) => result.campaigns.reduce((n, c) => n + pick(c), 0);
  return section('Account', [
    `  Spend ${cash(a.spend)}   Sales ${cash(a.sales)}   ROAS ${formatRoas(a.roas)}   ACOS ${formatPercent(a.acos)}`,
    `  Impressions ${formatCount(a.impressions)}   Clicks ${formatCount(a.clicks)}   CTR ${formatPercent(a.ctr)}   ` +
      `CPC ${cash(a.cpc)}   Orders ${formatCount(a.orders)}   Conversion rate ${formatPercent(a.conversion_rate)}`,
    `  ${plural(result.campaigns.length, 'campaign')}, ${plural(count((c) => c.ad_group_count), 'ad group')}, ` +
      `${plural(count((c) => c.product_count), 'product')}, ${plural(count((c) => c.keyword_count), 'keyword or target', 'keywords and targets')}`,
  ].join('\n'));
}

function campaignTypeSection(result: CliAuditResult, cash: Cash): string {
  const rows: string[][] = [];
  for (const t of result.summary.by_campaign_type) {
    rows.push([CAMPAIGN_TYPE_NAMES[t.key], ...money(t.metrics, cash), formatPercent(t.share_of_spend)]);
    for (const child of t.children ?? []) {
      rows.push([`  ${TARGETING_LABELS[child.key] ?? child.key}`, ...money(child.metrics, cash), formatPercent(child.share_of_spend)]);
    }
  }
  return section('Spend & sales by campaign type', textTable(['Type', 'Spend', 'Sales', 'ROAS', 'Share of spend'], rows));
}

function targetingSection(result: CliAuditResult, cash: Cash): string {
  const rows = result.summary.by_targeting_type.map((t) => [t.key, ...money(t.metrics, cash), formatCount(t.metrics.clicks), formatCount(t.metrics.orders)]);
  return section('Spend & sales by targeting type', textTable(['Targeting', 'Spend', 'Sales', 'ROAS', 'Clicks', 'Orders'], rows));
}

function placementSection(result: CliAuditResult, cash: Cash): string {
  const parts: string[] = [];
  for (const [code, list] of [['SP', result.summary.placements.SP], ['SB', result.summary.placements.SB]] as const) {
    if (list.length === 0) continue;
    const rows = list.map((p) => [p.placement, ...money(p.metrics, cash), formatCount(p.metrics.clicks)]);
    parts.push(`  ${CAMPAIGN_TYPE_NAMES[code]}\n${textTable(['Placement', 'Spend', 'Sales', 'ROAS', 'Clicks'], rows, { indent: 4 })}`);
  }
  return section('Placement performance', parts.length > 0 ? parts.join('\n') : '  No placement rows in this file.');
}

function biddingSection(result: CliAuditResult, cash: Cash): string {
  const rows = result.summary.by_bidding_strategy.map((b) => [b.key, formatCount(b.campaign_count), ...money(b.metrics, cash)]);
  return section('Bidding strategies', textTable(['Strategy', 'Campaigns', 'Spend', 'Sales', 'ROAS'], rows));
}

function topCampaignsSection(result: CliAuditResult, cash: Cash): string {
  const groups = result.summary.top_campaigns.map((t) => [`Top ${t.n}`, cash(t.spend), cash(t.sales), formatRoas(t.roas), formatPercent(t.share_of_spend)]);
  const largest = result.campaigns.slice(0, LARGEST_CAMPAIGNS).map((c) => [
    truncateText(c.name, CAMPAIGN_NAME_DISPLAY_LENGTH), c.type_code, c.state, ...money(c.metrics, cash), formatPercent(c.metrics.acos),
  ]);
  return section('Top campaigns by spend', [
    textTable(['Group', 'Spend', 'Sales', 'ROAS', 'Share of spend'], groups),
    '',
    textTable(['Campaign', 'Type', 'State', 'Spend', 'Sales', 'ROAS', 'ACOS'], largest, { leftColumns: [0, 1, 2] }),
  ].join('\n'));
}

function searchTermSection(terms: SearchTermDigest, cash: Cash): string {
  if (terms.sheets_found.length === 0) {
    return section('Search terms', `  No search term tab in this file (expected ${terms.expected_sheets.join(' or ')}).`);
  }
  const lines = [
    `  ${plural(terms.count, 'search term')} (${formatCount(terms.keyword_terms)} from keywords, ` +
      `${formatCount(terms.product_targeting_terms)} from product targeting) in ${terms.sheets_found.join(', ')}`,
    `  Spend ${cash(terms.metrics.spend)}   Sales ${cash(terms.metrics.sales)}   ROAS ${formatRoas(terms.metrics.roas)}   ` +
      `Clicks ${formatCount(terms.metrics.clicks)}   Orders ${formatCount(terms.metrics.orders)}`,
  ];
  const wasted = terms.top_wasted.slice(0, WASTED_TERMS_SHOWN);
  if (wasted.length > 0) {
    lines.push('  Most spend without an order:');
    const rows = wasted.map((t) => [t.customer_search_term, `${t.campaign_type} ${truncateText(t.campaign_name, 40)}`, formatCount(t.clicks), cash(t.spend)]);
    lines.push(textTable(['Search term', 'Campaign', 'Clicks', 'Spend'], rows, { indent: 4, leftColumns: [0, 1] }));
  }
  return section('Search terms', lines.join('\n'));
}

function parentAsinSection(audit: NonNullable<CliAuditResult['parent_asin_audit']>, cash: Cash): string {
  const report = audit.business_report;
  const lines = [`  ${plural(audit.parents.length, 'parent ASIN')} from ${report.file_name} (${report.kind === 'vendor' ? 'Vendor' : 'Seller'} Central)`];
  const rows = audit.parents.slice(0, PARENTS_LISTED).map((p) => [
    p.parent_asin, truncateText(p.title, 40), formatCount(p.summary.child_count), cash(p.summary.total_spend),
    cash(p.summary.ad_sales), cash(p.summary.total_sales), formatPercent(p.summary.tacos),
  ]);
  if (rows.length > 0) {
    lines.push(textTable(['Parent ASIN', 'Title', 'Children', 'Ad spend', 'Ad sales', 'Total sales', 'TACoS'], rows, { leftColumns: [0, 1] }));
  }
  for (const note of [...audit.notes, ...report.warnings]) lines.push(`  Note: ${note}`);
  return section('Parent ASINs', lines.join('\n'));
}

export function renderAuditText(result: CliAuditResult): string {
  const cash: Cash = (value) => formatMoneyIn(value, result.currency);
  const parts = [
    `Ads Auditor: ${result.file_name}\n  Campaigns from ${result.report.sheets_used.join(', ')}`,
    accountSection(result, cash),
    renderHealthText(result.health),
    campaignTypeSection(result, cash),
    targetingSection(result, cash),
    placementSection(result, cash),
    biddingSection(result, cash),
    topCampaignsSection(result, cash),
    searchTermSection(result.search_terms, cash),
  ];
  if (result.parent_asin_audit) parts.push(parentAsinSection(result.parent_asin_audit, cash));
  const warnings = result.report.warnings;
  parts.push(section('Warnings', warnings.length > 0 ? warnings.map((w) => `  - ${w}`).join('\n') : '  None.'));
  return `${parts.join('\n\n')}\n`;
}
