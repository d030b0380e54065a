// The Ads Auditor page (/dashboard/bulk-campaigns): the upload screens and the tab list. The
// only code that imports the tab features.
export { AdsAuditorPage } from './routes/AdsAuditorPage';
