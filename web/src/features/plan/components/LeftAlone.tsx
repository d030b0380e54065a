import { useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { Plan } from '@ads-auditor/audit';
import { confidenceText, KIND_TITLES } from '../model/plan-items';
import { PAGE_SIZE } from './PlanKindSection';

/** The kinds the workbook lacks the data for, each with its reason. */
export function AbsentKinds({ plan }: { plan: Plan }) {
  if (plan.absent.length === 0) return null;
  return (
    <Alert severity="info">
      <AlertTitle>Not in this plan</AlertTitle>
      <Stack component="ul" sx={{ m: 0, pl: 2.5 }}>
        {plan.absent.map((a) => (
          <li key={a.kind}>{`${KIND_TITLES[a.kind]}: ${a.reason}`}</li>
        ))}
      </Stack>
    </Alert>
  );
}

/** Entities with spend the plan leaves alone (thin data, paused, no bid), with their reasons; and flagged product ads. */
export function LeftAlone({ plan, campaignName }: { plan: Plan; campaignName: (id: string) => string }) {
  const [shown, setShown] = useState(PAGE_SIZE);
  if (plan.held.length === 0 && plan.flags.length === 0) return null;
  return (
    <Accordion variant="outlined" disableGutters>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {`Left alone (${plan.total_held})${plan.flags.length > 0 ? ` and flagged (${plan.flags.length})` : ''}`}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        {plan.flags.length > 0 && (
          <Alert severity="warning" sx={{ mb: 1.5 }}>
            <Stack component="ul" sx={{ m: 0, pl: 2.5 }}>
              {plan.flags.map((f) => (
                <li key={`${f.campaign_id}:${f.entity_id}`}>{f.message}</li>
              ))}
            </Stack>
          </Alert>
        )}
        {plan.total_held > plan.held.length && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {`The ${plan.held.length.toLocaleString('en-US')} with the most spend of ${plan.total_held.toLocaleString('en-US')}.`}
          </Typography>
        )}
        <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {plan.held.slice(0, shown).map((h) => (
            <li key={`${h.kind}:${h.campaign_id}:${h.ad_group_id}:${h.entity_id}:${h.rows[0]?.row ?? ''}`}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                <strong>{campaignName(h.campaign_id)}</strong>
                {`: ${h.reason}`}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {[confidenceText(h).label, confidenceText(h).interval].filter(Boolean).join(', ')}
              </Typography>
            </li>
          ))}
        </Stack>
        {plan.held.length > shown && <Button onClick={() => setShown((n) => n + PAGE_SIZE)}>Show more</Button>}
      </AccordionDetails>
    </Accordion>
  );
}
