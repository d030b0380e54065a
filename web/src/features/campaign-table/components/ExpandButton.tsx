import IconButton from '@mui/material/IconButton';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';

interface ExpandButtonProps {
  expanded: boolean;
  /** The accessible name, e.g. 'Expand campaign Brand - Exact'; aria-expanded tells the state. */
  label: string;
  onToggle: () => void;
}

/** The disclosure button of a table row. */
export function ExpandButton({ expanded, label, onToggle }: ExpandButtonProps) {
  return (
    <IconButton size="small" aria-expanded={expanded} aria-label={label} onClick={onToggle}>
      {expanded ? <KeyboardArrowDownIcon fontSize="small" /> : <KeyboardArrowRightIcon fontSize="small" />}
    </IconButton>
  );
}
