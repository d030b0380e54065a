import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';

export const REOPEN_FAILED_TEXT = 'This audit could not be opened: it is no longer kept, or it belongs to another account.';

interface ReopenedAuditNoticeProps {
  /** null while it loads, or when it could not be loaded. */
  audit: { file_name: string } | null;
  failed: boolean;
  onBackToLatest: () => void;
}

/** Says that the audit on screen is an earlier one, with the way back to the account's latest. */
export function ReopenedAuditNotice({ audit, failed, onBackToLatest }: ReopenedAuditNoticeProps) {
  const back = <Button color="inherit" size="small" onClick={onBackToLatest} sx={{ whiteSpace: 'nowrap' }}>Back to latest</Button>;
  if (failed) return <Alert severity="error" action={back}>{REOPEN_FAILED_TEXT}</Alert>;
  if (!audit) return null;
  return (
    <Alert severity="info" action={back} sx={{ '& .MuiAlert-message': { minWidth: 0, wordBreak: 'break-all' } }}>
      <AlertTitle>Earlier audit</AlertTitle>
      You are viewing {audit.file_name}. Its Summary, table, search terms and notes are shown as kept.
    </Alert>
  );
}
