import { useEffect } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PeriodFields, type PeriodDraft } from '../../../components/form/PeriodFields';
import { AccountSwitcher } from '../../accounts';
import { FileDropZone, PRIVATE_AUDIT_MAX_MB, PrivateAuditSwitch, prepareLocalAuditThread, useBulkUploadLimit } from '../../audit-session';

/** The upload instructions: where to find the bulk file in Amazon Ads and which tabs it needs. */
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
  /** The period the file covers, when the seller gives it (its name may lack Amazon's dates). */
  period: PeriodDraft;
  onPeriodChange: (next: PeriodDraft) => void;
  /** 'Private audit': the file is audited in this browser only (never uploaded). */
  privateAudit: boolean;
  onPrivateAuditChange: (next: boolean) => void;
}

/** Before a file is loaded: the instructions and the drop zone. */
export function BulkUploadScreen({ onFile, selected, disabled, period, onPeriodChange, privateAudit, onPrivateAuditChange }: BulkUploadScreenProps) {
  const maxUploadMb = useBulkUploadLimit();
  const maxMb = privateAudit ? PRIVATE_AUDIT_MAX_MB : maxUploadMb;
  // The browser's audit worker loads while the seller picks the file.
  useEffect(() => prepareLocalAuditThread(), []);
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
            <Stack component="fieldset" spacing={1} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
              <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>Period (optional)</Typography>
              <Typography variant="body2" color="text.secondary">
                The dates you chose in the console. Needed only when the file was renamed: Amazon&apos;s own file name carries them.
              </Typography>
              <PeriodFields value={period} onChange={onPeriodChange} disabled={disabled} />
            </Stack>
          </Stack>
          <Stack spacing={2} sx={{ flex: 1, minWidth: 0, justifyContent: 'center' }}>
            <PrivateAuditSwitch checked={privateAudit} onChange={onPrivateAuditChange} disabled={disabled} />
            <FileDropZone
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              label={`Bulk operations workbook (.xlsx, up to ${maxMb} MB)`}
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
