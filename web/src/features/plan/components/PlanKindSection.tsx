import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PlanItem, PlanItemKind } from '@ads-auditor/audit';
import type { SavedDecision, SavedDecisions } from '../api/plan-api';
import { decisionOf } from '../model/use-decisions';
import { KIND_TITLES } from '../model/plan-items';
import { PlanItemRow } from './PlanItemRow';

/** Rows shown at first and added per 'Show more': a large account's plan has thousands. */
export const PAGE_SIZE = 50;

interface PlanKindSectionProps {
  kind: PlanItemKind;
  items: readonly PlanItem[];
  decisions: SavedDecisions;
  campaignName: (campaignId: string) => string;
  onChange: (id: string, decision: SavedDecision) => void;
  onChangeMany: (updates: Record<string, SavedDecision>) => void;
}

/** One kind's items (those the filters let through), with 'Select all' over them. */
export function PlanKindSection({ kind, items, decisions, campaignName, onChange, onChangeMany }: PlanKindSectionProps) {
  const headingId = useId();
  const [shown, setShown] = useState(PAGE_SIZE);
  const accepted = items.filter((item) => decisionOf(decisions, item.id).status === 'accepted').length;
  const all = items.length > 0 && accepted === items.length;

  // Accepts every shown item of the kind; when all are accepted already, undoes it.
  const selectAll = () => {
    const updates: Record<string, SavedDecision> = {};
    for (const item of items) updates[item.id] = { ...decisionOf(decisions, item.id), status: all ? null : 'accepted' };
    onChangeMany(updates);
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ px: 1.5, py: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {`${KIND_TITLES[kind]} (${items.length})`}
        </Typography>
        <FormControlLabel
          control={<Checkbox checked={all} indeterminate={accepted > 0 && !all} onChange={selectAll} slotProps={{ input: { 'aria-label': `Select all ${KIND_TITLES[kind].toLowerCase()}` } }} />}
          label="Select all"
        />
      </Stack>
      <Stack component="ul" sx={{ m: 0, p: 0 }}>
        {items.slice(0, shown).map((item) => (
          <PlanItemRow key={item.id} item={item} campaignName={campaignName(item.campaign_id)} decision={decisionOf(decisions, item.id)} onChange={onChange} />
        ))}
      </Stack>
      {items.length > shown && (
        <Button sx={{ m: 1 }} onClick={() => setShown((n) => n + PAGE_SIZE)}>
          {`Show ${Math.min(PAGE_SIZE, items.length - shown)} more of ${items.length - shown}`}
        </Button>
      )}
    </Paper>
  );
}
