import { useCallback, useState } from 'react';
import { serverDetail } from '../../../lib/api-errors';
import { uploadBusinessReport } from '../api/auditor-api';
import { useAuditorSession } from '../auditor-session';
import { checkReportFile } from './upload-rules';
import { UPLOAD_FAILED_MESSAGE } from './use-bulk-upload';

/** The five states of the business-report upload panel. */
export type ReportPanelState = 'closed' | 'open' | 'uploading' | 'uploaded' | 'error';
export const NO_ASIN_MAP_MESSAGE = 'Upload succeeded but no asin_map returned.';

/** Checks, uploads and hands a business report to the session. */
export function useBusinessReportUpload(initial: ReportPanelState) {
  const { onBusinessReportLoaded, audit } = useAuditorSession();
  const [state, setState] = useState<ReportPanelState>(initial);
  const [error, setError] = useState('');
  const [file, setFile] = useState<{ name: string; size: number } | null>(null);

  const upload = useCallback(async (chosen: File) => {
    setFile({ name: chosen.name, size: chosen.size });
    const refused = checkReportFile(chosen);
    if (refused) {
      setError(refused);
      setState('error');
      return;
    }
    setError('');
    setState('uploading');
    try {
      // Joined with the audit on screen, which may be a reopened earlier one.
      const report = await uploadBusinessReport(chosen, undefined, audit.upload_id);
      if (!report || !Array.isArray(report.asin_map)) throw new Error(NO_ASIN_MAP_MESSAGE);
      onBusinessReportLoaded({ ...report, file_name: report.file_name ?? chosen.name });
      setState('uploaded');
    } catch (caught) {
      setError(serverDetail(caught) ?? (caught instanceof Error && caught.message === NO_ASIN_MAP_MESSAGE ? NO_ASIN_MAP_MESSAGE : UPLOAD_FAILED_MESSAGE));
      setState('error');
    }
  }, [onBusinessReportLoaded, audit.upload_id]);

  return { state, setState, error, file, upload };
}
