import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AccountSwitcher } from '../../accounts';
import { FileDropZone } from '../components/FileDropZone';
import { useBulkUploadLimit } from './use-bulk-upload-limit';

/** The upload instructions of spec 2 section 1. */
export const UPLOAD_STEPS = [
  'In the Amazon Ads console, open Bulk operations.',
  'Choose a date range: a full month or 30 days is recommended.',
  'Tick Placement data for campaigns, Sponsored Products, Sponsored Brands, Sponsored Brands multi-ad group and Sponsored Display.',
  "Click 'Create spreadsheet for download', wait a few minutes and download the .xlsx.",
  'Drop the .xlsx here. It is read in memory and never stored as a file.',
];

interface BulkUploadScreenProps {
  onFile: (file: File) => void;
  selected: { name: string; size: number } | null;
  disabled: boolean;
}

/** Before a file is loaded: the instructions and the drop zone. */
export function BulkUploadScreen({ onFile, selected, disabled }: BulkUploadScreenProps) {
  const maxUploadMb = useBulkUploadLimit();
  return (
    <Card variant="outlined" sx={{ borderRadius: 3 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 3, md: 4 }}>
          <Stack spacing={1.5} sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h6" component="h2">Upload your bulk operations file</Typography>
            {/* Which ad account the file is for: a choice only once the user has several. */}
            <AccountSwitcher variant="chooser" />
            <Stack component="ol" spacing={1} sx={{ m: 0, pl: 2.5 }}>
              {UPLOAD_STEPS.map((step) => (
                <Typography component="li" key={step} variant="body2" color="text.secondary">{step}</Typography>
              ))}
            </Stack>
          </Stack>
          <Stack sx={{ flex: 1, minWidth: 0, justifyContent: 'center' }}>
            <FileDropZone
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              label={`Bulk operations workbook (.xlsx, up to ${maxUploadMb} MB)`}
              onFile={onFile}
              selected={selected}
              disabled={disabled}
            />
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
