/** The command line of `ads-auditor`: parsed into a request, or a UsageError with a one-line reason. */
import { parseArgs } from 'node:util';
import { validateInsightSettings } from '../insights/settings.js';
import type { InsightSettings } from '../insights/types.js';

export const USAGE =
  'usage: ads-auditor audit FILE.xlsx [--business REPORT.csv|REPORT.xlsx] [--json] [--out FILE]\n' +
  '                         [--target-acos PERCENT] [--min-clicks N]\n' +
  '       ads-auditor compare OLD.xlsx NEW.xlsx [--json] [--out FILE]';

export const HELP = `${USAGE}

Audits an Amazon Ads bulk file (.xlsx, downloaded from the console's bulk operations) and prints
a summary of the account: totals, account health (grade and checks) and data quality, campaign
types, targeting, placements, bidding strategies, top campaigns, search terms and warnings.

  --business FILE  a Seller Central business report (.csv or .xlsx) or Vendor Central report:
                   adds the parent-ASIN audit
  --json           print the full result as JSON (campaigns, summary, report, search_terms,
                   parent_asin_audit, insights, health) instead of the summary
  --target-acos PERCENT  insights: the target ACOS in percent (default 30)
  --min-clicks N   insights: clicks before a search term, keyword or target is judged (default 10)
  --out FILE       write the output to FILE instead of standard output
  -h, --help       show this help

compare reads two bulk files of one account, the earlier first, and prints what changed: account
figures, new, gone, paused and renamed campaigns, the biggest movers, campaign types, placements,
and search terms that newly convert or stopped converting (--json: the whole comparison).

Exit status: 0 done, 1 the file could not be read or is not a bulk file, 2 wrong usage.`;

export interface AuditCommand {
  command: 'audit';
  file: string;
  business: string | null;
  json: boolean;
  out: string | null;
  /** --target-acos and --min-clicks when given. */
  insightSettings: Partial<Pick<InsightSettings, 'target_acos' | 'min_clicks'>>;
}

export interface CompareCommand {
  command: 'compare';
  older: string;
  newer: string;
  json: boolean;
  out: string | null;
}

export type CliRequest = AuditCommand | CompareCommand | { command: 'help' };

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
  if (command !== 'audit' && command !== 'compare') throw new UsageError(`unknown command '${command}'`);
  if (values.out === '') throw new UsageError('--out needs a file');
  if (command === 'compare') return compareCommand(positionals.slice(1), values);
  if (file === undefined) throw new UsageError('audit needs the bulk file to read');
  if (extra.length > 0) throw new UsageError(`unexpected argument '${extra[0]}'`);
  if (values.business === '') throw new UsageError('--business needs a file');
  const insightSettings = insightFlags(values['target-acos'], values['min-clicks']);
  return { command: 'audit', file, business: values.business ?? null, json: values.json, out: values.out ?? null, insightSettings };
}

/** --target-acos and --min-clicks as settings, checked like the API's. */
function insightFlags(targetAcos: string | undefined, minClicks: string | undefined): AuditCommand['insightSettings'] {
  const settings: AuditCommand['insightSettings'] = {};
  const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
  if (targetAcos !== undefined) settings.target_acos = number(targetAcos);
  if (minClicks !== undefined) settings.min_clicks = number(minClicks);
  const [problem] = validateInsightSettings(settings);
  if (problem) throw new UsageError(`--${problem.field.replace('_', '-')}: ${problem.message.replace(/\.$/, '')}`);
  return settings;
}

function compareCommand(files: string[], values: { business?: string; json: boolean; out?: string }): CompareCommand {
  const [older, newer, ...extra] = files;
  if (older === undefined || newer === undefined) throw new UsageError('compare needs two bulk files, the earlier first');
  if (extra.length > 0) throw new UsageError(`unexpected argument '${extra[0]}'`);
  if (values.business !== undefined) throw new UsageError('--business is for audit, not compare');
  return { command: 'compare', older, newer, json: values.json, out: values.out ?? null };
}
