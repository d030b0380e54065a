import Button from '@mui/material/Button';
import StickyNote2OutlinedIcon from '@mui/icons-material/StickyNote2Outlined';
import { parentAsinTarget } from '../api/types';
import { useNotes } from './notes-context';
import { NotesIconButton } from './NotesIconButton';

interface ParentAsinNotesButtonProps {
  parentAsin: string;
  /** Shown beside the ASIN in the drawer title. */
  title?: string;
  /** 'button' (default): 'Add Note' or 'View Note(s) (n)'; 'icon': a badge button for table rows. */
  variant?: 'button' | 'icon';
}

/** A parent ASIN's notes button (Parent Summary header); opens the notes drawer. */
export function ParentAsinNotesButton({ parentAsin, title, variant = 'button' }: ParentAsinNotesButtonProps) {
  const { parentAsinNoteCount, openNotes } = useNotes();
  const count = parentAsinNoteCount(parentAsin);
  const target = parentAsinTarget(parentAsin, title);
  const open = () => openNotes(target);
  if (variant === 'icon') return <NotesIconButton label={`Notes for ${target.key} (${count})`} count={count} onClick={open} />;
  return (
    <Button size="small" variant="outlined" startIcon={<StickyNote2OutlinedIcon />} onClick={open}>
      {count === 0 ? 'Add Note' : `View Note(s) (${count})`}
    </Button>
  );
}
