// The Search Term Report's upload, through XMLHttpRequest as the other uploads (the latest report
// is read through the audit session, which other tabs share), and the parts of a report.
import { postFile, type LoadedSearchTermReport } from '../../audit-session';

export type { LoadedSearchTermReport };
export type ReportCampaign = LoadedSearchTermReport['by_campaign'][number];
export type ReportTerm = LoadedSearchTermReport['top_terms'][number];
export type ReportDay = LoadedSearchTermReport['by_day'][number];

export const reportPath = (accountId: number) => `/api/accounts/${accountId}/search-term-reports`;

export const uploadSearchTermReport = (accountId: number, file: File, onProgress?: (sent: number) => void) =>
  postFile<LoadedSearchTermReport>(reportPath(accountId), file, onProgress);
