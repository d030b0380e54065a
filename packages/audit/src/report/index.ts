// The audit report a share link, the PDF and the owner's copy show: one model for all of them.
export * from './audit-report.js';
export * from './report-notes.js';
export { campaignLevelHealth } from './campaign-level-health.js';
