import { campaignTarget } from '../api/types';
import { useNotes } from './notes-context';
import { NotesIconButton } from './NotesIconButton';

/** A campaign row's notes button: its note count as a badge; opens the notes drawer. */
export function CampaignNotesButton({ campaignId, campaignName }: { campaignId: string; campaignName: string }) {
  const { campaignNoteCount, openNotes, unavailableReason } = useNotes();
  const count = campaignNoteCount(campaignId);
  return (
    <NotesIconButton
      label={`Notes for ${campaignName} (${count})`}
      count={count}
      onClick={() => openNotes(campaignTarget(campaignId, campaignName))}
      disabledReason={unavailableReason ?? undefined}
    />
  );
}
