import Button from '@mui/material/Button';
import HistoryIcon from '@mui/icons-material/History';
import { ServerOnlyTooltip } from '../../audit-session';

interface Props {
  open: boolean;
  onToggle: () => void;
  /** A private audit is on screen: the history is on the server, so the button is off, saying why. */
  privateAudit: boolean;
}

/** 'History': opens and closes the list of earlier uploads. */
export function HistoryButton({ open, onToggle, privateAudit }: Props) {
  const button = (
    <Button
      variant={open && !privateAudit ? 'contained' : 'outlined'}
      startIcon={<HistoryIcon />}
      onClick={onToggle}
      disabled={privateAudit}
      aria-expanded={open && !privateAudit}
      aria-controls="upload-history"
    >
      History
    </Button>
  );
  return privateAudit ? <ServerOnlyTooltip>{button}</ServerOnlyTooltip> : button;
}
