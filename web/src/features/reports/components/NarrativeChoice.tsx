import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useChangeLoop } from '../../audit-session';
import { useReportNoteChoice, useSaveReportNoteChoice } from '../api/report-notes-api';

export const NARRATIVE_CHOICE_LABEL = 'Include what we changed and what happened';

/**
 * Whether the report carries the change loop's narrative: offered only when the upload has one,
 * ticked until the seller leaves it out (kept per upload on the server with the note choice, one
 * choice for the PDF and new share links).
 */
export function useNarrativeChoice(uploadId: number) {
  const loop = useChangeLoop(uploadId);
  const stored = useReportNoteChoice(uploadId);
  const save = useSaveReportNoteChoice(uploadId);
  const available = (loop.data?.narrative.length ?? 0) > 0;
  return {
    available,
    included: available && (stored.data?.include_narrative ?? true),
    setIncluded: (included: boolean) => save.mutate({ include_narrative: included }),
    saveFailed: save.isError,
  };
}

export type NarrativeChoiceState = ReturnType<typeof useNarrativeChoice>;

/** The tick box; nothing when the upload has no narrative. */
export function NarrativeChoice({ state }: { state: NarrativeChoiceState }) {
  if (!state.available) return null;
  return (
    <>
      <FormControlLabel control={<Checkbox checked={state.included} onChange={(e) => state.setIncluded(e.target.checked)} />} label={NARRATIVE_CHOICE_LABEL} />
      {state.saveFailed && <Alert severity="error" role="alert">Your choice could not be saved. Tick again to retry.</Alert>}
    </>
  );
}
