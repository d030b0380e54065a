import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import StickyNote2Icon from '@mui/icons-material/StickyNote2';
import StickyNote2OutlinedIcon from '@mui/icons-material/StickyNote2Outlined';

interface NotesIconButtonProps {
  /** The accessible name, e.g. 'Notes for Brand Exact (2)'. */
  label: string;
  count: number;
  onClick(): void;
}

/** An icon button with a note-count badge (hidden at 0); a filled icon once there are notes. */
export function NotesIconButton({ label, count, onClick }: NotesIconButtonProps) {
  const Icon = count > 0 ? StickyNote2Icon : StickyNote2OutlinedIcon;
  return (
    <IconButton size="small" aria-label={label} onClick={onClick} color={count > 0 ? 'primary' : 'default'}>
      <Badge badgeContent={count} color="primary" max={99} aria-hidden>
        <Icon fontSize="small" />
      </Badge>
    </IconButton>
  );
}
