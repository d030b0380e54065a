import { createContext, useContext, type ReactNode } from 'react';
import type { LoadedAudit, LoadedBusinessReport } from './types';

/** What every auditor tab reads: the loaded audit, the business report and the search-terms task's state. */
export interface AuditorSession {
  audit: LoadedAudit;
  businessReport: LoadedBusinessReport | null;
  /** True while the search-terms task of this upload runs: 'Search Terms' buttons are disabled. */
  searchTermsProcessing: boolean;
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
