/** What every health check shares: its input, the figures and evidence it builds, and its result. */
import { formatCount, formatMoney, formatPercent } from '../format/format.js';
import type { Metrics } from '../metrics/metrics.js';
import type { Money, Percent } from '../metrics/units.js';
import type { Campaign } from '../model/contract.js';
import type { HealthCheckId, HealthCheckResult, HealthEvidence, HealthFigure, HealthSeverity, HealthStatus } from './types.js';

export interface HealthInput {
  campaigns: readonly Campaign[];
  account: Metrics;
  /** Days the file covers, when its date range is known. */
  days: number | null;
  /** Whether a campaign has a note; undefined when notes were not given (the notes check is then not computed). */
  campaignHasNotes?: (campaignId: string) => boolean;
}

/** What a check is, apart from what it found. */
export interface CheckDefinition {
  id: HealthCheckId;
  title: string;
  severity: HealthSeverity;
  threshold: string;
  /** False when the check is about the consultant's work rather than the account (default true). */
  graded?: boolean;
}

/** Evidence listed per check; the total count is kept beside it. */
export const EVIDENCE_LIMIT = 20;

export const moneyFigure = (label: string, value: Money): HealthFigure => ({ label, kind: 'money', value });
export const percentFigure = (label: string, value: Percent): HealthFigure => ({ label, kind: 'percent', value });
export const countFigure = (label: string, value: number): HealthFigure => ({ label, kind: 'count', value });

/** Spend, sales and ACOS of a set of metrics: the figures most checks show. */
export function spendSalesFigures(m: Metrics): HealthFigure[] {
  return [moneyFigure('Spend', m.spend), moneyFigure('Sales', m.sales), percentFigure('ACOS', m.acos)];
}

/** Evidence about one campaign. */
export function campaignEvidence(c: Campaign, figures: HealthFigure[], subject = c.name): HealthEvidence {
  return { subject, campaigns: [{ id: c.id, name: c.name, state: c.state, figures: [] }], figures };
}

/**
 * 'pass' when nothing was found; otherwise by the found subjects' share (percent) of the account:
 * 'fail' at or above `fail`, 'warn' at or above `warn` (0: anything found warns).
 */
export function statusByShare(found: number, share: Percent, limits: { warn: Percent; fail: Percent }): HealthStatus {
  if (found === 0) return 'pass';
  if (share >= limits.fail) return 'fail';
  if (share >= limits.warn) return 'warn';
  return 'pass';
}

/** `total`: how many subjects were found, when `evidence` was built for the first ones only. */
export function checkResult(def: CheckDefinition, status: HealthStatus, summary: string, evidence: HealthEvidence[], total = evidence.length): HealthCheckResult {
  return { ...def, status, summary, evidence: evidence.slice(0, EVIDENCE_LIMIT), evidence_total: total, graded: def.graded ?? true };
}

export const isEnabled = (state: string) => state === 'enabled';

/** '1 campaign', '3 campaigns'. */
export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
}

export { formatMoney, formatPercent };
