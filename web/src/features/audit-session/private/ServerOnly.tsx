import type { ReactElement } from 'react';
import Alert from '@mui/material/Alert';
import Tooltip from '@mui/material/Tooltip';
import { PRIVATE_AUDIT_REASON } from './private-audit-rules';

/**
 * A control that needs the server, shown disabled while the server has no audit for it (a private
 * audit, an upload still running) with the reason as its tooltip (a disabled button takes no
 * pointer events: the span carries them).
 */
export function ServerOnlyTooltip({ children, reason = PRIVATE_AUDIT_REASON }: { children: ReactElement; reason?: string }) {
  return (
    <Tooltip title={reason}>
      <span>{children}</span>
    </Tooltip>
  );
}

/** In place of a view that needs the server: what it is and why it is off. */
export function ServerOnlyNotice({ feature, reason = PRIVATE_AUDIT_REASON }: { feature: string; reason?: string }) {
  return <Alert severity="info">{`${feature}: ${reason}`}</Alert>;
}
