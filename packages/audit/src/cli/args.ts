/** The command line of `ads-auditor`: parsed into a request, or a UsageError with a one-line reason. */
import { parseArgs } from 'node:util';
import { validateInsightSettings } from '../insights/settings.js';
import type { InsightSettings } from '../insights/types.js';
import { dateRangeOf, MAX_PERIOD_DAYS } from '../health/date-range.js';
import { planCommand, PlanUsageError, type PlanCommand } from './plan-args.js';
import { CURRENCY_CODES, currencyCodeOf, type CurrencyCode } from '../money/currencies.js';

export const USAGE =
  'usage: ads-auditor audit FILE.xlsx [--business REPORT.csv|REPORT.xlsx] [--json] [--out FILE]\n' +
  '                         [--target-acos PERCENT] [--min-clicks N] [--min-orders N] [--period START:END]\n' +
  '                         [--currency CODE]\n' +
  '       ads-auditor compare OLD.xlsx NEW.xlsx [--json] [--out FILE] [--currency CODE]\n' +
  '       ads-auditor plan FILE.xlsx [--target-acos 30] [--costs COSTS.csv [--margin 5]] [--period START:END]\n' +
  '                        [--json] [--out PLAN.xlsx] [--currency CODE]\n' +
  '       ads-auditor verify SOURCE.xlsx PLAN.xlsx NEW.xlsx [--target-acos 30] [--json] [--out FILE] [--currency CODE]\n' +
  '       ads-auditor search-terms REPORT.xlsx|REPORT.csv [--json] [--out FILE] [--currency CODE]';

export const HELP = `${USAGE}

Audits an Amazon Ads bulk file (.xlsx, downloaded from the console's bulk operations) and prints
a summary of the account: totals, account health (grade and checks) and data quality, campaign
types, targeting, placements, bidding strategies, top campaigns, search terms and warnings.

  --business FILE  a Seller Central business report (.csv or .xlsx) or Vendor Central report:
                   adds the parent-ASIN audit
  --json           print the full result as JSON (campaigns, summary, report, search_terms,
                   parent_asin_audit, insights, health) instead of the summary; a wasted
                   spend share is of its level's own spend (share_basis), not the account's
  --target-acos PERCENT  insights: the target ACOS in percent (default 30)
  --min-clicks N   insights: clicks before a search term, keyword or target is judged, and
                   before a search term is harvested (default 10)
  --min-orders N   insights: orders a search term needs to be harvested (default 2)
  --period START:END  the period the file covers, e.g. 2026-01-01:2026-01-31 (both days
                   included), for a file whose name does not show Amazon's dates; the budget
                   check needs it
  --currency CODE  the account's currency (ISO code: ${CURRENCY_CODES.join(', ')}); by default the
                   file's Portfolios tab tells, else USD (every command: compare and verify read
                   the newer file, then the older; search-terms the report's own currency column).
                   --json carries it as "currency"; the text writes amounts with its symbol
  --out FILE       write the output to FILE instead of standard output
  -h, --help       show this help

compare reads two bulk files of one account, the earlier first, and prints what changed: account
figures, new, gone, paused and renamed campaigns, the biggest movers, campaign types, placements,
and search terms that newly convert or stopped converting (--json: the whole comparison).

plan proposes bid, placement, budget and pause changes toward the target ACOS, with the insights'
negatives and harvests; each with its reason, confidence and the workbook rows behind it.
  --costs FILE     break-even mode: a CSV of asin,price,cogs,fees; the target is the break-even
                   ACOS (price - cogs - fees) / price minus --margin percentage points
  --out FILE       write every item as one Amazon bulk upload workbook (.xlsx)

search-terms reads a Sponsored Products or Sponsored Brands Search Term Report (from the Ads console's
Reports page, daily or summary, .xlsx or .csv) and prints its period, currency, totals, days and campaigns.

verify checks a plan's export against the next bulk file of the account: SOURCE is the file the plan
was made from, PLAN its export, NEW the next file. Each change is applied, different, not_applied or
missing; each applied change is graded worked, flat, backfired or not yet (too little data), and the
account's spend and sales deltas are split into campaigns, ad groups and targets and their effects.

Exit status: 0 done, 1 the file could not be read or is not a bulk file, 2 wrong usage.`;

export interface AuditCommand {
  command: 'audit';
  file: string;
  business: string | null;
  json: boolean;
  out: string | null;
  /** --target-acos, --min-clicks and --min-orders when given. */
  insightSettings: Partial<Pick<InsightSettings, InsightFlagField>>;
  /** --period when given. */
  period: { start: string; end: string } | null;
  /** --currency when given. */
  currency: CurrencyCode | null;
}

export interface CompareCommand {
  command: 'compare';
  older: string;
  newer: string;
  json: boolean;
  out: string | null;
  /** --currency when given. */
  currency: CurrencyCode | null;
}

export interface VerifyCommand {
  command: 'verify';
  source: string;
  plan: string;
  newer: string;
  json: boolean;
  out: string | null;
  targetAcos: number | undefined;
  /** --currency when given. */
  currency: CurrencyCode | null;
}

export interface SearchTermsCommand {
  command: 'search-terms';
  file: string;
  json: boolean;
  out: string | null;
  /** --currency when given. */
  currency: CurrencyCode | null;
}

export type CliRequest = AuditCommand | CompareCommand | PlanCommand | VerifyCommand | SearchTermsCommand | { command: 'help' };

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export function parseCliArgs(argv: readonly string[]): CliRequest {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        business: { type: 'string' },
        json: { type: 'boolean', default: false },
        out: { type: 'string' },
        'target-acos': { type: 'string' },
        'min-clicks': { type: 'string' },
        'min-orders': { type: 'string' },
        period: { type: 'string' },
        costs: { type: 'string' },
        margin: { type: 'string' },
        currency: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    // parseArgs explains itself ("Unknown option '--x'..."); keep only its first sentence.
    throw new UsageError((error as Error).message.split('. ')[0]);
  }
  const { values, positionals } = parsed;
  if (values.help || positionals[0] === 'help') return { command: 'help' };
  const [command, file, ...extra] = positionals;
  if (command === undefined) throw new UsageError('a command is required');
  if (!['audit', 'compare', 'plan', 'verify', 'search-terms'].includes(command)) throw new UsageError(`unknown command '${command}'`);
  if (values.out === '') throw new UsageError('--out needs a file');
  const currency = values.currency === undefined ? null : currencyCodeOf(values.currency);
  if (values.currency !== undefined && currency === null) throw new UsageError(`--currency: use one of ${CURRENCY_CODES.join(', ')}`);
  if (command === 'plan') return { ...planRequest(positionals.slice(1), values), currency };
  if (values.costs !== undefined || values.margin !== undefined) throw new UsageError(`--costs and --margin are for plan, not ${command}`);
  if (command === 'compare') return { ...compareCommand(positionals.slice(1), values), currency };
  if (command === 'verify') return { ...verifyCommand(positionals.slice(1), values), currency };
  if (command === 'search-terms') return { ...searchTermsCommand(positionals.slice(1), values), currency };
  if (file === undefined) throw new UsageError('audit needs the bulk file to read');
  if (extra.length > 0) throw new UsageError(`unexpected argument '${extra[0]}'`);
  if (values.business === '') throw new UsageError('--business needs a file');
  const insightSettings = insightFlags({ target_acos: values['target-acos'], min_clicks: values['min-clicks'], harvest_min_orders: values['min-orders'] });
  const period = values.period === undefined ? null : periodFlag(values.period);
  return { command: 'audit', file, business: values.business ?? null, json: values.json, out: values.out ?? null, insightSettings, period, currency };
}

function planRequest(positionals: string[], values: Parameters<typeof planCommand>[1] & { period?: string }): Omit<PlanCommand, 'currency'> {
  try {
    return planCommand(positionals, values, values.period === undefined ? null : periodFlag(values.period));
  } catch (error) {
    throw error instanceof PlanUsageError ? new UsageError(error.message) : error;
  }
}

/** --period 2026-01-01:2026-01-31, checked as the API checks a period. */
function periodFlag(text: string): { start: string; end: string } {
  const [start = '', end = '', ...rest] = text.split(':');
  const range = rest.length === 0 ? dateRangeOf(start.trim(), end.trim()) : null;
  if (!range) throw new UsageError(`--period: give the start and end dates as YYYY-MM-DD:YYYY-MM-DD, the start not after the end, at most ${MAX_PERIOD_DAYS} days`);
  return { start: range.start, end: range.end };
}

/** The insight settings the command line sets, and the flag of each. */
type InsightFlagField = 'target_acos' | 'min_clicks' | 'harvest_min_orders';
const INSIGHT_FLAGS: Record<InsightFlagField, string> = { target_acos: '--target-acos', min_clicks: '--min-clicks', harvest_min_orders: '--min-orders' };

/** --target-acos, --min-clicks and --min-orders as settings, checked like the API's. */
function insightFlags(texts: Record<InsightFlagField, string | undefined>): AuditCommand['insightSettings'] {
  const settings: AuditCommand['insightSettings'] = {};
  const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
  for (const field of Object.keys(INSIGHT_FLAGS) as InsightFlagField[]) {
    const text = texts[field];
    if (text !== undefined) settings[field] = number(text);
  }
  const [problem] = validateInsightSettings(settings);
  if (problem) throw new UsageError(`${INSIGHT_FLAGS[problem.field as InsightFlagField]}: ${problem.message.replace(/\.$/, '')}`);
  return settings;
}

function compareCommand(files: string[], values: { business?: string; period?: string; json: boolean; out?: string }): Omit<CompareCommand, 'currency'> {
  const [older, newer, ...extra] = files;
  if (older === undefined || newer === undefined) throw new UsageError('compare needs two bulk files, the earlier first');
  if (extra.length > 0) throw new UsageError(`unexpected argument '${extra[0]}'`);
  if (values.business !== undefined) throw new UsageError('--business is for audit, not compare');
  if (values.period !== undefined) throw new UsageError('--period is for audit, not compare');
  return { command: 'compare', older, newer, json: values.json, out: values.out ?? null };
}

function verifyCommand(files: string[], values: { business?: string; period?: string; json: boolean; out?: string; 'target-acos'?: string; 'min-clicks'?: string; 'min-orders'?: string }): Omit<VerifyCommand, 'currency'> {
  const [source, plan, newer, ...extra] = files;
  if (source === undefined || plan === undefined || newer === undefined) throw new UsageError('verify needs three files: the source bulk file, the plan export and the next bulk file');
  if (extra.length > 0) throw new UsageError(`unexpected argument '${extra[0]}'`);
  for (const flag of ['business', 'period', 'min-clicks', 'min-orders'] as const) {
    if (values[flag] !== undefined) throw new UsageError(`--${flag} is not for verify`);
  }
  const targetAcos = values['target-acos'] === undefined ? undefined : insightFlags({ target_acos: values['target-acos'], min_clicks: undefined, harvest_min_orders: undefined }).target_acos;
  return { command: 'verify', source, plan, newer, json: values.json, out: values.out ?? null, targetAcos };
}

function searchTermsCommand(files: string[], values: { business?: string; period?: string; json: boolean; out?: string; 'target-acos'?: string; 'min-clicks'?: string; 'min-orders'?: string }): Omit<SearchTermsCommand, 'currency'> {
  const [file, ...extra] = files;
  if (file === undefined) throw new UsageError('search-terms needs the report to read');
  if (extra.length > 0) throw new UsageError(`unexpected argument '${extra[0]}'`);
  for (const flag of ['business', 'period', 'target-acos', 'min-clicks', 'min-orders'] as const) {
    if (values[flag] !== undefined) throw new UsageError(`--${flag} is not for search-terms`);
  }
  return { command: 'search-terms', file, json: values.json, out: values.out ?? null };
}
