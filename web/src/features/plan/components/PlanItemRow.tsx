import { memo, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { currencySymbol, type PlanItem } from '@ads-auditor/audit';
import { campaignTableSearch, useCurrency } from '../../audit-session';
import type { SavedDecision } from '../api/plan-api';
import { confidenceText, formatValue, isEditable, subjectText, VALUE_LABELS, valueProblem } from '../model/plan-items';

const CONFIDENCE_COLORS = { high: 'success', medium: 'warning', low: 'default' } as const;

interface PlanItemRowProps {
  item: PlanItem;
  campaignName: string;
  decision: SavedDecision;
  onChange: (id: string, decision: SavedDecision) => void;
}

/** One item: current -> proposed, the reason, the confidence, the campaign link, and accept / edit / reject / note. */
export const PlanItemRow = memo(function PlanItemRow({ item, campaignName, decision, onChange }: PlanItemRowProps) {
  const titleId = useId();
  const currency = useCurrency();
  const [text, setText] = useState(decision.value === null ? '' : String(decision.value));
  const [noteOpen, setNoteOpen] = useState(decision.note !== null);
  const [note, setNote] = useState(decision.note ?? '');
  const problem = text === '' ? null : valueProblem(item, text, currency);
  const shown = decision.value ?? item.proposed;
  const confidence = confidenceText(item);
  const set = (next: Partial<SavedDecision>) => onChange(item.id, { ...decision, ...next });

  const typeValue = (next: string) => {
    setText(next);
    // An edited value is an accepted change at that value; clearing it goes back to the proposed one.
    if (next.trim() === '') set({ value: null });
    else if (valueProblem(item, next, currency) === null) set({ value: Number(next), status: 'accepted' });
  };
  const toggle = (status: 'accepted' | 'rejected') => set({ status: decision.status === status ? null : status });

  return (
    <Box
      component="li"
      aria-labelledby={titleId}
      sx={{
        listStyle: 'none', p: 1.5, borderTop: 1, borderColor: 'divider', minWidth: 0,
        bgcolor: (theme) => (decision.status === 'accepted' ? alpha(theme.palette.success.main, 0.06) : decision.status === 'rejected' ? theme.palette.action.hover : undefined),
      }}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography id={titleId} variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {formatValue(item, item.current, currency)} → {formatValue(item, shown, currency)}
            {decision.value !== null && ` (edited; proposed ${formatValue(item, item.proposed, currency)})`}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>{subjectText(item)}</Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>{item.reason}</Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 0.75, flexWrap: 'wrap', alignItems: 'center' }}>
            <Chip size="small" label={confidence.label} color={CONFIDENCE_COLORS[item.confidence]} variant="outlined" />
            {confidence.interval && <Typography variant="caption" color="text.secondary">{confidence.interval}</Typography>}
            <Link component={RouterLink} to={campaignTableSearch(item.campaign_id)} variant="caption" sx={{ overflowWrap: 'anywhere' }}>
              {`${campaignName} in the Campaign Table`}
            </Link>
          </Stack>
        </Box>
        <Stack spacing={1} sx={{ flexShrink: 0, width: { md: 260 } }}>
          <Stack direction="row" spacing={1}>
            <Button size="small" variant={decision.status === 'accepted' ? 'contained' : 'outlined'} color="success" aria-pressed={decision.status === 'accepted'} onClick={() => toggle('accepted')}>
              Accept
            </Button>
            <Button size="small" variant={decision.status === 'rejected' ? 'contained' : 'outlined'} color={decision.status === 'rejected' ? 'error' : 'inherit'} aria-pressed={decision.status === 'rejected'} onClick={() => toggle('rejected')}>
              Reject
            </Button>
            {!noteOpen && (
              <Button size="small" onClick={() => setNoteOpen(true)}>
                Add note
              </Button>
            )}
          </Stack>
          {isEditable(item) && (
            <TextField
              size="small"
              label={VALUE_LABELS[item.kind]?.replace('($)', `(${currencySymbol(currency)})`)}
              value={text}
              placeholder={String(item.proposed)}
              onChange={(event) => typeValue(event.target.value)}
              error={problem !== null}
              helperText={problem ?? ' '}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
          )}
          {noteOpen && (
            <TextField
              size="small"
              label="Note"
              value={note}
              multiline
              maxRows={4}
              onChange={(event) => setNote(event.target.value.slice(0, 2000))}
              onBlur={() => set({ note: note.trim() === '' ? null : note.trim() })}
            />
          )}
        </Stack>
      </Stack>
    </Box>
  );
});
