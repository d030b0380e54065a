import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { HealthCheckResult } from '@ads-auditor/audit';
import { EvidenceList, type CampaignHref } from './EvidenceList';
import { CHECK_STATUS } from './status-styles';

const SEVERITY_LABEL = { high: 'High severity', medium: 'Medium severity', low: 'Low severity' } as const;
export const UNGRADED_LABEL = 'Not in the grade';

/**
 * One check as a compact row: status, title, severity and outcome, and a small toggle for its
 * threshold and evidence (rendered only when open: the list stays light with many checks).
 */
export function HealthCheckItem({ check, campaignHref }: { check: HealthCheckResult; campaignHref?: CampaignHref }) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const detailsId = useId();
  const status = CHECK_STATUS[check.status];
  return (
    <Box component="li" data-check={check.id} sx={{ borderBottom: 1, borderColor: 'divider', py: 1.25, minWidth: 0, '&:last-of-type': { borderBottom: 0 } }}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip size="small" color={status.color} icon={status.icon} label={status.label} />
        <Typography id={titleId} component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>{check.title}</Typography>
        <Typography variant="caption" color="text.secondary">{SEVERITY_LABEL[check.severity]}</Typography>
        {!check.graded && <Chip size="small" variant="outlined" label={UNGRADED_LABEL} />}
      </Stack>
      <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap', mt: 0.25 }}>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere', flex: '1 1 20rem' }}>{check.summary}</Typography>
        <Button
          size="small"
          aria-expanded={open}
          aria-controls={detailsId}
          aria-describedby={titleId}
          onClick={() => setOpen((v) => !v)}
          sx={{ px: 0.5, minWidth: 0, flexShrink: 0 }}
        >
          {open ? 'Hide threshold and evidence' : 'Show threshold and evidence'}
        </Button>
      </Stack>
      <Box id={detailsId} hidden={!open} sx={{ mt: 1 }}>
        {open && (
          <>
            <Typography variant="body2" sx={{ mb: 1.5 }}>
              <Box component="span" sx={{ fontWeight: 600 }}>Threshold: </Box>
              {check.threshold}
            </Typography>
            {check.evidence_total > 0 ? (
              <EvidenceList evidence={check.evidence} total={check.evidence_total} campaignHref={campaignHref} />
            ) : (
              <Typography variant="body2" color="text.secondary">Nothing found.</Typography>
            )}
          </>
        )}
      </Box>
    </Box>
  );
}
