// The audit report (issue 14): share links, the public report page (/r/:token) and the PDF.
export { ReportActions } from './components/ReportActions';
