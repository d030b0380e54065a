import Alert from '@mui/material/Alert';

/** Said while this browser's result is on screen and the upload still runs: what waits for the server. */
export const BROWSER_RESULT_PENDING = 'These results come from this browser, which audited the file while it uploads. Notes, share links, the business report and the Plan, Changes and Compare tabs open once the upload completes.';
/** Said when the upload failed and this browser's result stays on screen. */
export const BROWSER_RESULT_ONLY = 'These results come from this browser: the upload failed, so nothing was stored. Features that need the server are off until the file is uploaded again.';

interface Props {
  /** Why the file went to the server alone (too large for the browser), or null. */
  serverOnlyNote: string | null;
  /** This browser's result is on screen (not a private audit's). */
  showing: boolean;
  uploadFailed: boolean;
}

/** The state of a file audited both here and on the server: the browser's result on screen, or the server's path alone. */
export function BrowserResultStatus({ serverOnlyNote, showing, uploadFailed }: Props) {
  if (serverOnlyNote && !uploadFailed) return <Alert severity="info" role="status">{serverOnlyNote}</Alert>;
  if (!showing) return null;
  return (
    <Alert severity={uploadFailed ? 'warning' : 'info'} role="status" data-testid="browser-result-status">
      {uploadFailed ? BROWSER_RESULT_ONLY : BROWSER_RESULT_PENDING}
    </Alert>
  );
}
