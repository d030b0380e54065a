import { createContext, useContext, type ReactNode } from 'react';
import type { LoadedAudit, LoadedBusinessReport } from './api/types';
import type { BrowserAnswers } from './private/local-audit-client';

/** What every auditor tab reads: the loaded audit, the business report and the search-terms task's state. */
/** Said while this browser's audit shows its Summary and still takes in the campaigns (the other tabs and the PDF wait). */
export const CAMPAIGNS_PENDING = 'Reading the campaigns...';

export interface AuditorSession {
  audit: LoadedAudit;
  /** The ad account on screen (features/accounts); null or absent without a chosen account (the default account). */
  accountId?: number | null;
  /** Set when the audit on screen is an earlier upload reopened from the history; null or absent for the account's latest. */
  uploadId?: number | null;
  businessReport: LoadedBusinessReport | null;
  /** The period set for the upload on screen, which wins over its file name's dates; null or absent when none is. */
  period?: { start: string; end: string } | null;
  /** True while the search-terms task of this upload runs: 'Search Terms' buttons are disabled. */
  searchTermsProcessing: boolean;
  /** True for an audit made in this browser only (nothing on the server): features that need the server are off. */
  privateAudit?: boolean;
  /**
   * Why the features that need the server are off for the audit on screen, said by each of them: a
   * private audit, or this browser's audit shown while the upload still runs. Null or absent when they are on.
   */
  serverOff?: string | null;
  /** This browser's own audit of the file on screen: it answers the insights without the server (the same lists, sooner). */
  local?: BrowserAnswers | null;
  /** The same, set while the server cannot yet answer the search terms (its audit or its search-terms task still running). */
  browserSearchTerms?: BrowserAnswers | null;
  /**
   * While this browser's audit on screen is still taking in its campaigns, how many there are: the
   * audit is then its head alone, and only the Summary is shown. Null or absent once it is whole.
   */
  pendingCampaigns?: number | null;
  /** Called by a business-report upload panel when the report is loaded. */
  onBusinessReportLoaded: (report: LoadedBusinessReport) => void;
}

const AuditorSessionContext = createContext<AuditorSession | null>(null);

export function AuditorSessionProvider({ value, children }: { value: AuditorSession; children: ReactNode }) {
  return <AuditorSessionContext.Provider value={value}>{children}</AuditorSessionContext.Provider>;
}

export function useAuditorSession(): AuditorSession {
  const session = useContext(AuditorSessionContext);
  if (!session) throw new Error('useAuditorSession must be used within an AuditorSessionProvider');
  return session;
}
