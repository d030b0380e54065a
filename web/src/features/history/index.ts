// The history of an ad account: its kept uploads, each reopenable.
import { lazy } from 'react';
export { HISTORY_KEY, type HistoryUpload } from './api/history-api';
export { useReopenedUpload, REOPENED_UPLOAD_PARAM } from './reopened-upload';
export { ReopenedAuditNotice, REOPEN_FAILED_TEXT } from './components/ReopenedAuditNotice';
export { useUploadPeriod } from './api/period-api';

/** Loaded when first opened: most visits never show the history. */
export const HistoryPanel = lazy(() => import('./components/HistoryPanel').then((m) => ({ default: m.HistoryPanel })));
