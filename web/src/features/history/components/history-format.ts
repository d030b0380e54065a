// How the history list writes an upload's dates, period, figures and task statuses.
import { formatMoney, formatRoas } from '@ads-auditor/audit';
import type { HistoryUpload } from '../api/history-api';

const DATE_TIME = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
const DAY = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** 'Jan 5, 2026, 3:04 PM' in the reader's time zone. */
export const formatUploadedAt = (iso: string) => DATE_TIME.format(new Date(iso));

/** 'Jan 1, 2026 - Jan 31, 2026', or an en dash when the file name does not tell the period. */
export function formatDateRange(range: HistoryUpload['date_range']): string {
  if (!range) return '\u2013';
  const day = (date: string) => DAY.format(new Date(`${date}T00:00:00Z`));
  return `${day(range.start)} - ${day(range.end)}`;
}

/** A figure stored when the audit completed; an en dash before (or for an audit older than the history). */
/** `money` writes amounts in the account's currency (useMoney). */
export const formatFigure = (value: number | null, kind: 'money' | 'roas', money: (value: number) => string = formatMoney) =>
  value === null ? '\u2013' : kind === 'money' ? money(value) : formatRoas(value);

export type UploadState = 'ready' | 'processing' | 'failed';

/** One word for both tasks: ready once the audit completed (search terms may still be on their way). */
export function uploadState(upload: HistoryUpload): UploadState {
  const { audit } = upload.tasks;
  if (audit === 'completed') return 'ready';
  if (audit === 'failed' || audit === null) return 'failed';
  return 'processing';
}

export const UPLOAD_STATE_LABELS: Record<UploadState, string> = { ready: 'Ready', processing: 'Processing', failed: 'Failed' };

/** The search terms' part, said only when it differs from the audit's. */
export function searchTermsNote(upload: HistoryUpload): string | null {
  const { audit, search_terms } = upload.tasks;
  if (audit !== 'completed') return null;
  if (search_terms === 'failed') return 'Search terms failed';
  if (search_terms === 'pending' || search_terms === 'processing') return 'Search terms processing';
  return null;
}
