import Button from '@mui/material/Button';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { notesWorkbook, notesWorkbookFileName, XLSX_MIME_TYPE, type NotesDocument } from '@ads-auditor/audit';
import { useAuditorSession, useCurrency } from '../../audit-session';
import { downloadFile } from '../../../lib/save-blob';

/**
 * Export: every note in one .xlsx workbook, a sheet per level (campaigns, parent ASINs), each
 * row with the state and key figures of what the note is about, amounts with the account's
 * currency sign. Built in the browser.
 */
export function NotesExportMenu({ document }: { document: NotesDocument }) {
  const { audit, businessReport } = useAuditorSession();
  const currency = useCurrency();
  const exportWorkbook = () => {
    const bytes = notesWorkbook(document, { campaigns: audit.campaigns, parentAsinSummary: businessReport?.parent_asin_summary ?? null, currency });
    downloadFile(notesWorkbookFileName(new Date()), bytes, XLSX_MIME_TYPE);
  };
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<FileDownloadOutlinedIcon />}
      disabled={document.campaigns.length === 0 && document.parentAsins.length === 0}
      onClick={exportWorkbook}
    >
      Export (.xlsx)
    </Button>
  );
}
