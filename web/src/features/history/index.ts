// The history of an ad account (issue #13): its kept uploads, each reopenable.
export { HISTORY_KEY, type HistoryUpload } from './api/history-api';
export { useReopenedUpload, REOPENED_UPLOAD_PARAM } from './reopened-upload';
export { ReopenedAuditNotice, REOPEN_FAILED_TEXT } from './components/ReopenedAuditNotice';
