import { useState } from 'react';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { serverDetail } from '../../../lib/api-errors';
import { FileDropZone, UPLOAD_FAILED_MESSAGE } from '../../audit-session';
import type { useSearchTermReportUpload } from '../api/use-search-term-report';
import { checkSearchTermReportFile, SEARCH_TERM_REPORT_MAX_MB } from '../model/report-file';

/** The drop zone of a Search Term Report, its progress, and the server's message when the file is refused. */
export function ReportUploadZone({ upload }: { upload: ReturnType<typeof useSearchTermReportUpload> }) {
  const [file, setFile] = useState<{ name: string; size: number } | null>(null);
  const [refused, setRefused] = useState<string | null>(null);

  const send = (chosen: File) => {
    setFile({ name: chosen.name, size: chosen.size });
    const problem = checkSearchTermReportFile(chosen);
    setRefused(problem);
    upload.reset();
    if (!problem) upload.mutate(chosen);
  };
  const error = refused ?? (upload.isError ? serverDetail(upload.error) ?? UPLOAD_FAILED_MESSAGE : null);

  return (
    <Stack spacing={1.5}>
      <FileDropZone
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        label={`Sponsored Products or Sponsored Brands Search Term Report (.csv or .xlsx, up to ${SEARCH_TERM_REPORT_MAX_MB} MB)`}
        onFile={send}
        selected={file}
        disabled={upload.isPending}
      />
      {upload.isPending && <LinearProgress aria-label="Reading the Search Term Report" />}
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}
