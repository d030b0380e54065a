// The account health of an audit, computed once per audit and options. The browser's worker
// computes it while the page takes in the audit it posted (a big account's checks take a few
// hundred milliseconds), and primes it here; the server's result, which keeps the browser's
// objects where they are the same, finds it here too.
import { computeHealth, withNotesCheck, type AccountHealth, type CurrencyCode, type HealthOptions } from '@ads-auditor/audit';
import type { LoadedAudit } from '../api/types';

/** What the health is computed for, besides the audit and the notes. */
export interface HealthFor {
  fileName: string;
  period: { start: string; end: string } | null;
  currency: CurrencyCode;
}

type Audited = Pick<LoadedAudit, 'campaigns' | 'summary' | 'report'>;

interface Kept {
  summary: Audited['summary'];
  report: Audited['report'];
  key: string;
  health: AccountHealth;
}

// Keyed by the campaigns array: the audit's largest part, kept by identity across the switch to the server's result.
const kept = new WeakMap<object, Kept>();

const keyOf = ({ fileName, period, currency }: HealthFor) => JSON.stringify([fileName, period ? [period.start, period.end] : null, currency]);

/** Keeps a health computed elsewhere (the browser's worker) for this audit and options. */
export function primeAccountHealth(audit: Audited, about: HealthFor, health: AccountHealth): void {
  kept.set(audit.campaigns, { summary: audit.summary, report: audit.report, key: keyOf(about), health });
}

/**
 * The audit's health: the kept one for the same audit and options, else computed and kept. With
 * notes, their check is added to it (the rest does not depend on them and is not computed again).
 */
export function accountHealth(audit: Audited & { file_name: string }, about: HealthFor, campaignHasNotes?: HealthOptions['campaignHasNotes']): AccountHealth {
  const health = healthWithoutNotes(audit, about);
  return campaignHasNotes ? withNotesCheck(health, audit, campaignHasNotes, about.currency) : health;
}

function healthWithoutNotes(audit: Audited & { file_name: string }, about: HealthFor): AccountHealth {
  const key = keyOf(about);
  const hit = kept.get(audit.campaigns);
  if (hit && hit.key === key && hit.summary === audit.summary && hit.report === audit.report) return hit.health;
  const health = computeHealth(audit, { fileName: about.fileName, period: about.period, currency: about.currency });
  primeAccountHealth(audit, about, health);
  return health;
}
