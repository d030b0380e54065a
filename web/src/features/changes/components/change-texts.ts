// The words of the change loop: statuses, grades and kinds as a seller reads them.
import type { ChangeLoop, VerifiedChange } from '../api/changes-api';

export const STATUS_TEXT: Record<VerifiedChange['status'], string> = {
  applied: 'Applied', different: 'Different', not_applied: 'Not applied', missing: 'Missing',
};
export const STATUS_COLOR: Record<VerifiedChange['status'], 'success' | 'warning' | 'error' | 'default'> = {
  applied: 'success', different: 'warning', not_applied: 'error', missing: 'default',
};
export const GRADE_TEXT = { worked: 'Worked', flat: 'No clear change', backfired: 'Backfired', not_yet: 'Not yet (too little data)' } as const;
export const KIND_TEXT: Record<VerifiedChange['kind'], string> = {
  bid: 'Bid', placement: 'Placement', budget: 'Budget', pause: 'Pause', negative: 'Negative keyword', harvest: 'New keyword',
};

/** '12 of 15 changes applied, 2 not applied, 1 different' (the counts that are not zero). */
export function countsLine(verify: NonNullable<ChangeLoop['verify']>): string {
  const { applied, not_applied: notApplied, different, missing } = verify.counts;
  const total = verify.items.length;
  const rest = [notApplied > 0 ? `${notApplied} not applied` : '', different > 0 ? `${different} different` : '', missing > 0 ? `${missing} missing` : ''].filter(Boolean);
  return [`${applied} of ${total} change${total === 1 ? '' : 's'} applied`, ...rest].join(', ');
}
