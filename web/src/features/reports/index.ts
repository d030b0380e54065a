// The audit report: share links, the PDF, and the public report page (/r/:token).
export { ReportActions } from './components/ReportActions';

/**
 * The public report page, loaded when its route opens: it draws the summary charts, which the
 * auditor page (importing ReportActions from here) must not load with it.
 */
export const loadSharedReportPage = () => import('./routes/SharedReportPage').then((m) => m.SharedReportPage);
