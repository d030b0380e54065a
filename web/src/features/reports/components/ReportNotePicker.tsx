import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { NoteChoices } from './NoteChoices';
import type { NoteChoicesState } from './use-note-choices';

/** The note picker of the share dialog and the PDF, with its loading, empty and error states. */
export function ReportNotePicker({ state }: { state: NoteChoicesState }) {
  if (state.loading) return <Typography variant="body2" color="text.secondary" role="status">Loading your notes...</Typography>;
  if (state.notesFailed) return <Alert severity="error">Your notes could not be loaded: the report can be made without them.</Alert>;
  if (state.hasNoNotes) return <Typography variant="body2" color="text.secondary">No notes on these campaigns yet.</Typography>;
  if (state.choiceFailed) {
    return (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={state.retryChoice}>Retry</Button>}>
        Your choice of notes could not be loaded: until it is, the report shows no notes.
      </Alert>
    );
  }
  return (
    <>
      <NoteChoices choices={state.choices} chosen={state.chosen} onChange={state.setChosen} />
      {state.saveFailed && <Alert severity="error" role="alert">Your choice of notes could not be saved. Tick again to retry.</Alert>}
    </>
  );
}
