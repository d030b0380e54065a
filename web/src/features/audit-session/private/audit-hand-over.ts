// How the worker hands its audit to the page: the head (everything but the campaigns), then the
// campaigns in parts (the page can show the Summary from the head while they come). Each part is made into JSON text just before it is posted, so the page
// parses one part while the worker makes the next, and no single parse holds the page up (the
// whole audit of a 20 MB workbook is 26 MB of JSON, a quarter of a second to make and as much to parse).
import type { StoredAudit } from '@ads-auditor/audit';
import type { LoadedAudit } from '../api/types';

/** Campaigns per part: about a megabyte of JSON on a large account, parsed in about ten milliseconds. */
export const CAMPAIGNS_PER_PART = 100;

export type AuditPart =
  /** The audit without its campaigns, how many campaigns it has, and in how many parts they follow. */
  | { kind: 'audit'; ok: true; head: string; campaigns: number; parts: number }
  /** The next campaigns, in the audit's order, as a JSON array. */
  | { kind: 'campaigns'; json: string };

/** The messages that carry `audit`, each made as it is taken. */
export function* auditParts(audit: StoredAudit, perPart = CAMPAIGNS_PER_PART): Generator<AuditPart> {
  const { campaigns, ...head } = audit;
  const parts = Math.ceil(campaigns.length / perPart);
  yield { kind: 'audit', ok: true, head: JSON.stringify(head), campaigns: campaigns.length, parts };
  for (let start = 0; start < campaigns.length; start += perPart) {
    yield { kind: 'campaigns', json: JSON.stringify(campaigns.slice(start, start + perPart)) };
  }
}

/** The page's side: the audit put together again from its parts, in the order they were posted. */
export class AuditAssembly {
  private readonly head: Omit<LoadedAudit, 'campaigns'>;
  private readonly campaigns: LoadedAudit['campaigns'] = [];
  private partsLeft: number;
  private whole: LoadedAudit | null = null;
  private headOnly: LoadedAudit | null = null;
  /** How many campaigns the whole audit has. */
  readonly campaignCount: number;

  constructor(first: Extract<AuditPart, { kind: 'audit' }>) {
    this.head = JSON.parse(first.head) as Omit<LoadedAudit, 'campaigns'>;
    this.partsLeft = first.parts;
    this.campaignCount = first.campaigns;
  }

  /** Takes the next part of campaigns; a part beyond the announced ones is a fault of the sender. */
  add(part: Extract<AuditPart, { kind: 'campaigns' }>): void {
    if (this.partsLeft === 0) throw new Error('More campaigns arrived than the audit announced.');
    for (const campaign of JSON.parse(part.json) as LoadedAudit['campaigns']) this.campaigns.push(campaign);
    this.partsLeft -= 1;
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
    if (this.partsLeft > 0) return null;
    this.whole ??= { ...this.head, campaigns: this.campaigns };
    return this.whole;
  }
}
