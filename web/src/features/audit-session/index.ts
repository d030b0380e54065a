// The audit on screen and everything the auditor's tabs share about it: the loaded audit and
// business report, the session that hands them to the tabs, the auditor's calls and task
// polling, and the upload hooks and screens. Features build on it; it imports no feature.
export type { LoadedAudit, LoadedBusinessReport, SearchTermsTask, TaskStatus, TaskStatusValue, BulkUploadAccepted } from './api/types';
export { AuditorSessionProvider, CAMPAIGNS_PENDING, useAuditorSession, type AuditorSession } from './auditor-session';
export { CAMPAIGN_PARAM, campaignTableSearch } from './campaign-link';
export { accountHealth, primeAccountHealth, type HealthFor } from './health/account-health';
// Money in the account's currency: the page provides it, every tab formats with useMoney().
export { CurrencyProvider, useCurrency, useCurrencySymbol, useMoney, type MoneyFormatter } from '../../lib/money';
export { BULK_UPLOAD_PATH, REPORT_UPLOAD_PATH, ServerBusyError, postFile, getTaskStatus, getTaskResult, uploadBulkFile, uploadBusinessReport } from './api/auditor-api';
export { getInsights, getInsightSettings, insightSettingsQuery, putInsightSettings, type InsightQuery, type InsightSource, type LoadedInsights } from './api/insights-api';
// Search terms from a Search Term Report: the account's latest, and the choice of source the tabs share.
export {
  getLatestSearchTermReport, latestSearchTermReportKey, useLatestSearchTermReport, type LoadedSearchTermReport, type SearchTermReportAbout, type SearchTermsSource,
} from './api/search-term-report-api';
export { SearchTermSource, SEARCH_TERM_SOURCE_TEST_ID } from './search-terms/SearchTermSource';
export { LATE_POLL_INTERVAL_MS, POLL_INTERVAL_MS, isTaskDone, watchTask } from './api/task-polling';
export { isFinalError, isSearchTermsPending } from './api/search-terms-pending';
export { fetchNarrative, useChangeLoop, type ChangeLoop } from './api/change-loop-api';
export { latestAuditKey, uploadAuditKey, useLatestAudit, useUploadAudit } from './api/use-latest-audit';
export { useLatestBusinessReport } from './api/use-latest-business-report';
export { useSearchTermsProcessing } from './api/use-search-terms-task';
export {
  BULK_MAX_MB, REPORT_MAX_MB, XLSX_MIME, BULK_TYPE_MESSAGE, BULK_SIZE_MESSAGE, REPORT_TYPE_MESSAGE, REPORT_SIZE_MESSAGE,
  bulkSizeMessage, checkBulkFile, checkReportFile, formatFileSize,
} from './upload/upload-rules';
export { useBulkUpload, type BulkUploadState, type HeldResult, type MessageSeverity, SUCCESS_MESSAGE, UPLOAD_FAILED_MESSAGE } from './upload/use-bulk-upload';
export { useBulkUploadLimit } from './upload/use-bulk-upload-limit';
export { useBusinessReportUpload, type ReportPanelState } from './upload/use-business-report-upload';
export { FileDropZone } from './upload/FileDropZone';
export { BusinessReportDropZone } from './upload/BusinessReportDropZone';
export { BusinessReportInUse, businessReportInUseText } from './upload/BusinessReportInUse';
export { BusinessReportUploadScreen } from './upload/BusinessReportUploadScreen';
// A private audit: audited in the browser only, nothing uploaded or stored. Its worker stays with
// the audit on screen and answers the insights and the search terms pages (queries) from the file.
export {
  PRIVATE_AUDIT_EXPLANATION, PRIVATE_AUDIT_LABEL, PRIVATE_AUDIT_MAX_MB, PRIVATE_AUDIT_REASON, checkPrivateFile, privateTooLargeMessage,
} from './private/private-audit-rules';
export { usePrivateAudit, type PrivateAuditState } from './private/use-private-audit';
export { prepareLocalAuditThread } from './private/local-audit-thread';
export type { BrowserAnswers, LocalAuditQueries } from './private/local-audit-client';
export type { LocalSearchTermsQuery, SearchTermsPageBody } from './private/local-audit-messages';
export { PrivateAuditSwitch } from './private/PrivateAuditSwitch';
export { ServerOnlyNotice, ServerOnlyTooltip } from './private/ServerOnly';
