/** The Compare tab's texts (kept together so the tests and the screen say the same). */
export const COMPARE_TEXTS = {
  needsTwo: 'Compare needs two audits of this account. Upload another bulk file of this account to see what changed between them.',
  loadingUploads: 'Loading the uploads of this account...',
  uploadsFailed: 'Failed to load the uploads of this account.',
  loadingAudits: 'Loading both audits...',
  auditsFailed: 'Failed to load the audits to compare.',
  earlier: 'Earlier upload',
  later: 'Later upload',
  loadingSearchTerms: 'Loading the search terms of both uploads...',
  searchTermsFailed: 'Failed to load search terms.',
  searchTermsPending: 'Search terms are still being processed for one of the uploads. Please try again in a moment.',
  noSearchTermTabs: 'One of the files has no search term tabs, so search terms are not compared.',
  nothingChanged: 'No campaign was added, removed, paused, enabled or renamed.',
  noMovers: 'No campaign moved.',
  noTerms: 'None.',
} as const;
