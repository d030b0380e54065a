import { useState } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { CSV_MIME_TYPE } from '@ads-auditor/audit';
import type { SearchTermView } from '../api/search-terms-api';
import { fetchAllSearchTerms, searchTermsCsv, searchTermsFileName } from '../model/search-terms-csv';
import { downloadFile } from '../../../lib/save-blob';
import { useAuditorSession, useCurrency } from '../../audit-session';

interface SearchTermsExportButtonProps {
  uploadId: number;
  adGroupId: string;
  adGroupName: string;
  /** Its order is the file's; its filters are not: the file holds every term of the ad group. */
  view: SearchTermView;
}

export const EXPORT_FAILED = 'The search terms could not be exported. Please try again.';

/** Downloads every search term of the ad group (all pages) as a CSV file. */
export function SearchTermsExportButton({ uploadId, adGroupId, adGroupName, view }: SearchTermsExportButtonProps) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const currency = useCurrency();
  const { browserSearchTerms = null } = useAuditorSession();
  const exportAll = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const terms = await fetchAllSearchTerms(adGroupId, { uploadId, local: browserSearchTerms }, { ...view, text: '', minClicks: null, minSpend: null });
      downloadFile(searchTermsFileName(adGroupName), searchTermsCsv(terms, currency), CSV_MIME_TYPE);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {failed && (
        <Typography role="alert" variant="body2" color="error">
          {EXPORT_FAILED}
        </Typography>
      )}
      <Button variant="outlined" size="small" startIcon={<DownloadIcon />} disabled={busy} onClick={() => void exportAll()} title="Every search term of the ad group, in the table's order">
        {busy ? 'Exporting...' : 'Export CSV'}
      </Button>
    </>
  );
}
