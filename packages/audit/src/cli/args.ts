/** The command line of `ads-auditor`: parsed into a request, or a UsageError with a one-line reason. */
import { parseArgs } from 'node:util';

export const USAGE = 'usage: ads-auditor audit FILE.xlsx [--business REPORT.csv|REPORT.xlsx] [--json] [--out FILE]';

export const HELP = `${USAGE}

Audits an Amazon Ads bulk file (.xlsx, downloaded from the console's bulk operations) and prints
a summary of the account: totals, campaign types, targeting, placements, bidding strategies, top
campaigns, search terms and warnings.

  --business FILE  a Seller Central business report (.csv or .xlsx) or Vendor Central report:
                   adds the parent-ASIN audit
  --json           print the full result as JSON (campaigns, summary, report, search_terms,
                   parent_asin_audit) instead of the summary
  --out FILE       write the output to FILE instead of standard output
  -h, --help       show this help

Exit status: 0 done, 1 the file could not be read or is not a bulk file, 2 wrong usage.`;

export interface AuditCommand {
  command: 'audit';
  file: string;
  business: string | null;
  json: boolean;
  out: string | null;
}

export type CliRequest = AuditCommand | { command: 'help' };

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
  if (command !== 'audit') throw new UsageError(`unknown command '${command}'`);
  if (file === undefined) throw new UsageError('audit needs the bulk file to read');
  if (extra.length > 0) throw new UsageError(`unexpected argument '${extra[0]}'`);
  if (values.business === '') throw new UsageError('--business needs a file');
  if (values.out === '') throw new UsageError('--out needs a file');
  return { command: 'audit', file, business: values.business ?? null, json: values.json, out: values.out ?? null };
}
