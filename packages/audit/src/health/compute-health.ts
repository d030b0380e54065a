/** The account health of an audit result: every check, the grade they make, and the data-quality facts. */
import { inCurrency } from '../format/format.js';
import { DEFAULT_CURRENCY, type CurrencyCode } from '../money/currencies.js';
import type { AuditResult } from '../model/contract.js';
import { checkAcosFarAboveAccount } from './acos-far-above-account.js';
import { checkAutoWithoutNegatives } from './auto-without-negatives.js';
import { checkBudgetCappedWinners } from './budget-capped-winners.js';
import type { HealthInput } from './check-kit.js';
import { describeDataQuality } from './data-quality.js';
import { checkDominantKeyword } from './dominant-keyword.js';
import { checkDuplicateKeywords } from './duplicate-keywords.js';
import { gradeChecks } from './grade.js';
import { checkLosingPlacementModifiers } from './losing-placement-modifiers.js';
import { checkPausedConverting } from './paused-converting.js';
import { checkSpendWithoutNotes } from './spend-without-notes.js';
import { checkSpendWithoutSales } from './spend-without-sales.js';
import type { AccountHealth, HealthCheckResult } from './types.js';

/** Every check of the account's health, in the order they are listed. */
export const HEALTH_CHECKS: readonly ((input: HealthInput) => HealthCheckResult)[] = [
  checkSpendWithoutSales,
  checkAcosFarAboveAccount,
  checkBudgetCappedWinners,
  checkAutoWithoutNegatives,
  checkDominantKeyword,
  checkDuplicateKeywords,
  checkLosingPlacementModifiers,
  checkPausedConverting,
];

export interface HealthOptions {
  /** The uploaded file's name: it may show the date range (needed by the budget check). */
  fileName?: string;
  /** The period set for the upload ('YYYY-MM-DD' dates); it wins over the file name's. */
  period?: { start: string; end: string } | null;
  /**
   * Whether a campaign has at least one note. With it, the notes coverage check is listed last
   * (outside the grade: notes are the consultant's work); without it, as for a client's report,
   * that check is left out.
   */
  campaignHasNotes?: (campaignId: string) => boolean;
  /** The account's currency: the checks' amounts are written in it (USD by default). */
  currency?: CurrencyCode;
}

export function computeHealth(result: AuditResult, options: HealthOptions = {}): AccountHealth {
  const currency = options.currency ?? DEFAULT_CURRENCY;
  const health = inCurrency(currency, () => healthOf(result, options));
  return options.campaignHasNotes ? withNotesCheck(health, result, options.campaignHasNotes, currency) : health;
}

/**
 * A health computed without notes, with the notes coverage check added: the same as computing it
 * with them (that check is outside the grade), without running the other checks again.
 */
export function withNotesCheck(health: AccountHealth, result: AuditResult, campaignHasNotes: (campaignId: string) => boolean, currency: CurrencyCode = DEFAULT_CURRENCY): AccountHealth {
  const input: HealthInput = { campaigns: result.campaigns, account: result.summary.account, days: health.data_quality.date_range?.days ?? null, campaignHasNotes };
  return { ...health, checks: [...health.checks, inCurrency(currency, () => checkSpendWithoutNotes(input))] };
}

/** Every check but the notes one (it needs the notes: withNotesCheck adds it). */
function healthOf(result: AuditResult, options: HealthOptions): AccountHealth {
  const dataQuality = describeDataQuality(result, { fileName: options.fileName, period: options.period });
  const input: HealthInput = { campaigns: result.campaigns, account: result.summary.account, days: dataQuality.date_range?.days ?? null };
  const checks = HEALTH_CHECKS.map((check) => check(input));
  return { checks, grade: gradeChecks(checks), data_quality: dataQuality };
}
