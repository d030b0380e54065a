import type { ReactElement } from 'react';
import Alert from '@mui/material/Alert';
import Tooltip from '@mui/material/Tooltip';
import { PRIVATE_AUDIT_REASON } from './private-audit-rules';

/**
 * A control that needs the server, shown disabled in a private audit with the reason as its
 * tooltip (a disabled button takes no pointer events: the span carries them).
 */
export function ServerOnlyTooltip({ children }: { children: ReactElement }) {
  return (
    <Tooltip title={PRIVATE_AUDIT_REASON}>
      <span>{children}</span>
    </Tooltip>
  );
}

/** In place of a view that needs the server: what it is and why it is off. */
export function ServerOnlyNotice({ feature }: { feature: string }) {
  return <Alert severity="info">{`${feature}: ${PRIVATE_AUDIT_REASON}`}</Alert>;
}
