import Button from '@mui/material/Button';
import HistoryIcon from '@mui/icons-material/History';
import { ServerOnlyTooltip } from '../../audit-session';

interface Props {
  open: boolean;
  onToggle: () => void;
  /** Why the history is out of reach (a private audit is on screen: the history is on the server), or null. */
  serverOff: string | null;
}

/** 'History': opens and closes the list of earlier uploads. */
export function HistoryButton({ open, onToggle, serverOff }: Props) {
  const off = serverOff !== null;
  const button = (
    <Button
      variant={open && !off ? 'contained' : 'outlined'}
      startIcon={<HistoryIcon />}
      onClick={onToggle}
      disabled={off}
      aria-expanded={open && !off}
      aria-controls="upload-history"
    >
      History
    </Button>
  );
  return off ? <ServerOnlyTooltip reason={serverOff}>{button}</ServerOnlyTooltip> : button;
}
