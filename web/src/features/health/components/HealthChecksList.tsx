import { useId, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { checksInListOrder, needsAction, type AccountHealth } from '@ads-auditor/audit';
import type { CampaignHref } from './EvidenceList';
import { HealthCheckItem } from './HealthCheckItem';
import { HealthGrade } from './HealthGrade';

const LIST_SX = { m: 0, p: 0, listStyle: 'none' } as const;

/**
 * The 'Account health' section: the A-F grade with how it is made, then a compact list of the
 * checks that fail or warn, failing first; the checks that pass, were not computed or are not
 * in the grade sit behind a toggle. Takes the engine's computeHealth result and fetches
 * nothing, so the share page and the PDF use it as it is. `campaignHref` links evidence to
 * the Campaign Table where there is one.
 */
export function HealthChecksList({ health, campaignHref }: { health: Pick<AccountHealth, 'checks' | 'grade'>; campaignHref?: CampaignHref }) {
  const titleId = useId();
  const othersId = useId();
  const [showOthers, setShowOthers] = useState(false);
  const ordered = useMemo(() => checksInListOrder(health.checks), [health.checks]);
  const flagged = ordered.filter(needsAction);
  const others = ordered.filter((check) => !needsAction(check));
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 2 }}>
        Account health
      </Typography>
      <HealthGrade grade={health.grade} />
      <Box sx={{ mt: 2 }}>
        {flagged.length > 0 ? (
          <Box component="ul" aria-label="Checks that fail or warn" sx={LIST_SX}>
            {flagged.map((check) => (
              <HealthCheckItem key={check.id} check={check} campaignHref={campaignHref} />
            ))}
          </Box>
        ) : (
          <Typography variant="body2" color="text.secondary">No check fails or warns.</Typography>
        )}
        {others.length > 0 && (
          <>
            <Button size="small" aria-expanded={showOthers} aria-controls={othersId} onClick={() => setShowOthers((v) => !v)} sx={{ mt: 1, px: 0.5 }}>
              {showOthers ? `Hide the other ${others.length} checks` : `Show the other ${others.length} checks`}
            </Button>
            <Box id={othersId} hidden={!showOthers}>
              {showOthers && (
                <Box component="ul" aria-label="Other checks" sx={LIST_SX}>
                  {others.map((check) => (
                    <HealthCheckItem key={check.id} check={check} campaignHref={campaignHref} />
                  ))}
                </Box>
              )}
            </Box>
          </>
        )}
      </Box>
    </Paper>
  );
}
