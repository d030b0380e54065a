import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { FileDropZone } from './FileDropZone';
import { REPORT_MAX_MB } from './upload-rules';
import type { useBusinessReportUpload } from './use-business-report-upload';

/** The drop zone, progress and error of a business-report upload (panel and screen share it). */
export function BusinessReportDropZone({ upload }: { upload: ReturnType<typeof useBusinessReportUpload> }) {
  return (
    <Stack spacing={1.5}>
      <FileDropZone
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        label={`Business report or Vendor Central report (.csv or .xlsx, up to ${REPORT_MAX_MB} MB)`}
        onFile={(file) => void upload.upload(file)}
        selected={upload.file}
        disabled={upload.state === 'uploading'}
      />
      {upload.state === 'uploading' && <LinearProgress aria-label="Uploading the business report" />}
      {upload.state === 'error' && <Alert severity="error">{upload.error}</Alert>}
    </Stack>
  );
}
