/** The share of spend in campaigns nobody has written a note about (the notes coverage gauge's figure). */
import { percentOf } from '../metrics/units.js';
import { campaignNotesCoverage } from '../notes/coverage.js';
import { campaignEvidence, checkResult, countOf, formatMoney, formatPercent, moneyFigure, percentFigure, type CheckDefinition, type HealthInput } from './check-kit.js';
import type { HealthCheckResult } from './types.js';

/** Share of the account's spend (percent) without a note at which the check warns and fails; 20% is the gauge's 80% target. */
export const UNNOTED_SPEND_SHARE = { warn: 20, fail: 60 } as const;

export const SPEND_WITHOUT_NOTES: CheckDefinition = {
  id: 'spend_without_notes',
  title: 'Share of spend with no notes',
  severity: 'low',
  graded: false,
  threshold:
    'The share of spend in campaigns without a note. ' +
    `Warns above ${UNNOTED_SPEND_SHARE.warn}% (the notes target is 80% covered), fails above ${UNNOTED_SPEND_SHARE.fail}%. Computed when notes are given. ` +
    "Notes are the consultant's work, not the account's health: this check is not part of the grade.",
};

export function checkSpendWithoutNotes(input: HealthInput): HealthCheckResult {
  const hasNotes = input.campaignHasNotes;
  if (!hasNotes) return checkResult(SPEND_WITHOUT_NOTES, 'not_computed', 'Not computed: it needs the notes, and none were given.', []);
  const coverage = campaignNotesCoverage(input.campaigns, hasNotes);
  const uncoveredSpend = coverage.spend.total - coverage.spend.covered;
  const share = percentOf(uncoveredSpend, coverage.spend.total);
  const found = input.campaigns.filter((c) => c.metrics.spend > 0 && !hasNotes(c.id)).sort((a, b) => b.metrics.spend - a.metrics.spend);
  const evidence = found.map((c) => campaignEvidence(c, [moneyFigure('Spend', c.metrics.spend), percentFigure('Share of spend', percentOf(c.metrics.spend, coverage.spend.total))]));
  // Strictly above: exactly at the target (80% covered, 20% without) passes, as on the gauge.
  const status = share > UNNOTED_SPEND_SHARE.fail ? 'fail' : share > UNNOTED_SPEND_SHARE.warn ? 'warn' : 'pass';
  const summary =
    found.length === 0
      ? 'Every campaign with spend has a note.'
      : `${countOf(found.length, 'campaign')} without a note spent ${formatMoney(uncoveredSpend)} (${formatPercent(share)} of spend).`;
  return checkResult(SPEND_WITHOUT_NOTES, status, summary, evidence);
}
