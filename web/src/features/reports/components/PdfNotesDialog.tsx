import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { NarrativeChoice, useNarrativeChoice } from './NarrativeChoice';
import { ReportNotePicker } from './ReportNotePicker';
import { useNoteChoices, type NoteChoicesInput } from './use-note-choices';

export const PDF_NOTES_TITLE = 'Notes in the PDF';

/** The PDF's note picker: the share dialog's, with the same choice kept for the upload. */
export function PdfNotesDialog({ onClose, ...input }: NoteChoicesInput & { onClose: () => void }) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const notes = useNoteChoices(input);
  const narrative = useNarrativeChoice(input.uploadId);
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby="pdf-notes-title">
      <DialogTitle id="pdf-notes-title">{PDF_NOTES_TITLE}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            The PDF prints what you tick, and new share links show the same. The choice is kept for this upload.
          </Typography>
          <ReportNotePicker state={notes} />
          <NarrativeChoice state={narrative} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Done</Button>
      </DialogActions>
    </Dialog>
  );
}
