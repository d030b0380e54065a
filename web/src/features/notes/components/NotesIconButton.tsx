import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import StickyNote2Icon from '@mui/icons-material/StickyNote2';
import StickyNote2OutlinedIcon from '@mui/icons-material/StickyNote2Outlined';

interface NotesIconButtonProps {
  /** The accessible name, e.g. 'Notes for Brand Exact (2)'. */
  label: string;
  count: number;
  onClick(): void;
  /** Shown as the tooltip of a button that is off (a private audit). */
  disabledReason?: string;
}

/** The badge's figure, as MUI's `max={99}` would write it. */
const badgeFigure = (count: number) => (count > 99 ? '99+' : String(count));

/**
 * An icon button with a note-count badge (hidden at 0); a filled icon once there are notes.
 * The count is said by the button's name ('... (2)'); the badge draws it with CSS, so it is
 * not visible text that the name would have to repeat word for word (label in name).
 */
export function NotesIconButton({ label, count, onClick, disabledReason }: NotesIconButtonProps) {
  const Icon = count > 0 ? StickyNote2Icon : StickyNote2OutlinedIcon;
  if (disabledReason) {
    return (
      <Tooltip title={disabledReason}>
        <span>
          <IconButton size="small" aria-label={label} disabled>
            <Icon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    );
  }
  return (
    <IconButton size="small" aria-label={label} onClick={onClick} color={count > 0 ? 'primary' : 'default'}>
      <Badge
        badgeContent={<span data-count={badgeFigure(count)} />}
        invisible={count === 0}
        color="primary"
        aria-hidden
        sx={{ '& [data-count]::after': { content: 'attr(data-count)' } }}
      >
        <Icon fontSize="small" />
      </Badge>
    </IconButton>
  );
}
