// How the worker hands its audit to the page: the head (everything but the campaigns), then the
// campaigns in parts (the page can show the Summary from the head while they come). Each part is made into JSON text just before it is posted, so the page
// parses one part while the worker makes the next, and no single parse holds the page up (the
// whole audit of a 20 MB workbook is 26 MB of JSON, a quarter of a second to make and as much to parse).
import type { StoredAudit } from '@ads-auditor/audit';
import type { LoadedAudit } from '../api/types';

/**
 * JSON characters per part of campaigns: parsed on the page in about ten milliseconds, so that no
 * part makes a long task however large the account's campaigns are (a count per part made parts of
 * several megabytes on a big account).
 */
export const PART_CHARS = 1_000_000;

export type AuditPart =
  /** The audit without its campaigns, and how many campaigns follow. */
  | { kind: 'audit'; ok: true; head: string; campaigns: number }
  /** The next campaigns, in the audit's order, as a JSON array. */
  | { kind: 'campaigns'; json: string };

/** The messages that carry `audit`, each made as it is taken. */
export function* auditParts(audit: StoredAudit, partChars = PART_CHARS): Generator<AuditPart> {
  const { campaigns, ...head } = audit;
  yield { kind: 'audit', ok: true, head: JSON.stringify(head), campaigns: campaigns.length };
  let part: string[] = [];
  let chars = 0;
  for (const campaign of campaigns) {
    const json = JSON.stringify(campaign);
    part.push(json);
    chars += json.length + 1;
    if (chars < partChars) continue;
    yield { kind: 'campaigns', json: `[${part.join(',')}]` };
    part = [];
    chars = 0;
  }
  if (part.length > 0) yield { kind: 'campaigns', json: `[${part.join(',')}]` };
}

/** The page's side: the audit put together again from its parts, in the order they were posted. */
export class AuditAssembly {
  private readonly head: Omit<LoadedAudit, 'campaigns'>;
  private readonly campaigns: LoadedAudit['campaigns'] = [];
  private whole: LoadedAudit | null = null;
  private headOnly: LoadedAudit | null = null;
  /** How many campaigns the whole audit has. */
  readonly campaignCount: number;

  constructor(first: Extract<AuditPart, { kind: 'audit' }>) {
    this.head = JSON.parse(first.head) as Omit<LoadedAudit, 'campaigns'>;
    this.campaignCount = first.campaigns;
  }

  /** Takes the next part of campaigns; campaigns beyond the announced ones are a fault of the sender. */
  add(part: Extract<AuditPart, { kind: 'campaigns' }>): void {
    const campaigns = JSON.parse(part.json) as LoadedAudit['campaigns'];
    if (this.campaigns.length + campaigns.length > this.campaignCount) throw new Error('More campaigns arrived than the audit announced.');
    for (const campaign of campaigns) this.campaigns.push(campaign);
  }

  /**
   * The audit with no campaigns yet, the same object each time: what reads only the head (the
   * Summary) is shown from it. It shares the head's objects with the whole audit.
   */
  withoutCampaigns(): LoadedAudit {
    this.headOnly ??= { ...this.head, campaigns: [] };
    return this.headOnly;
  }

  /** The whole audit, the same object each time, once every part has arrived (null before). */
  audit(): LoadedAudit | null {
    if (this.campaigns.length < this.campaignCount) return null;
    this.whole ??= { ...this.head, campaigns: this.campaigns };
    return this.whole;
  }
}
