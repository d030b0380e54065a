import { useRef, useState, type FormEvent } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineRounded';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { serverDetail } from '../../../lib/api-errors';
import type { LoadedPlan } from '../api/plan-api';
import { useSavePlanSettings } from '../api/use-plan';
import { bodyOf, CAMPAIGN_TYPES, draftOf, type SettingsDraft } from '../model/settings-form';

type Feedback = { severity: 'success' | 'error' | 'warning'; lines: string[] } | null;

const FIELD_SX = { width: { xs: '100%', sm: 180 } };

/** Target ACOS, overrides, caps and break-even costs of the ad account; saving builds the plan again. */
export function PlanSettingsPanel({ loaded, campaigns }: { loaded: LoadedPlan; campaigns: readonly { id: string; name: string }[] }) {
  const [draft, setDraft] = useState<SettingsDraft>(() => draftOf(loaded.settings));
  const [feedback, setFeedback] = useState<Feedback>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const save = useSavePlanSettings(loaded);
  const set = <K extends keyof SettingsDraft>(key: K, value: SettingsDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const breakEven = loaded.settings.break_even;

  const send = (body: Parameters<typeof save.mutate>[0], done: string) =>
    save.mutate(body, {
      onSuccess: (answer) => {
        setDraft(draftOf(answer.settings));
        const problems = answer.costs_problems;
        setFeedback(problems.length > 0 ? { severity: 'warning', lines: [`${done} These costs lines were left out:`, ...problems] } : { severity: 'success', lines: [done] });
      },
      onError: (error) => setFeedback({ severity: 'error', lines: [serverDetail(error) ?? error.message] }),
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { body, problems } = bodyOf(draft);
    if (problems.length > 0) return setFeedback({ severity: 'error', lines: problems });
    // The margin applies to the costs remembered; without any it waits for a costs file.
    if (breakEven && draft.margin.trim() !== '') Object.assign(body, { margin: Number(draft.margin) });
    send(body, 'Settings saved for this ad account; the plan is built again with them.');
  };

  const uploadCosts = async (file: File | undefined) => {
    if (!file) return;
    const margin = Number(draft.margin);
    send({ costs_csv: await file.text(), ...(draft.margin.trim() !== '' && Number.isFinite(margin) ? { margin } : {}) }, `Costs read from ${file.name}: break-even mode is on.`);
    if (fileInput.current) fileInput.current.value = '';
  };

  const number = (key: 'target_acos' | 'brand_target_acos' | 'max_decrease' | 'max_increase' | 'bid_step' | 'observation_days' | 'margin', label: string) => (
    <TextField size="small" label={label} value={draft[key]} onChange={(e) => set(key, e.target.value)} sx={FIELD_SX} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
  );

  return (
    <Accordion variant="outlined" disableGutters>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {`Plan settings: target ACOS ${loaded.settings.target_acos}%${breakEven ? ', break-even mode' : ''}`}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Stack component="form" spacing={2} onSubmit={submit} aria-label="Plan settings" noValidate>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {number('target_acos', 'Target ACOS (%)')}
            {CAMPAIGN_TYPES.map((type) => (
              <TextField key={type} size="small" label={`${type} target ACOS (%)`} placeholder="Account target" value={draft.type_targets[type]} sx={FIELD_SX}
                onChange={(e) => set('type_targets', { ...draft.type_targets, [type]: e.target.value })} />
            ))}
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <TextField size="small" label="Brand terms (comma-separated)" value={draft.brand_terms} onChange={(e) => set('brand_terms', e.target.value)} sx={{ width: { xs: '100%', sm: 372 } }} />
            {number('brand_target_acos', 'Brand target ACOS (%)')}
          </Stack>
          <Stack spacing={1}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>Campaign targets</Typography>
            {draft.campaign_targets.map((row, index) => (
              <Stack key={index} direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
                <TextField select size="small" label="Campaign" value={row.campaign_id} sx={{ width: { xs: '100%', sm: 372 } }}
                  onChange={(e) => set('campaign_targets', draft.campaign_targets.map((r, i) => (i === index ? { ...r, campaign_id: e.target.value } : r)))}>
                  {campaigns.map((c) => <MenuItem key={c.id} value={c.id}>{c.name}</MenuItem>)}
                </TextField>
                <TextField size="small" label="Target ACOS (%)" value={row.target} sx={FIELD_SX}
                  onChange={(e) => set('campaign_targets', draft.campaign_targets.map((r, i) => (i === index ? { ...r, target: e.target.value } : r)))} />
                <IconButton aria-label="Remove this campaign target" onClick={() => set('campaign_targets', draft.campaign_targets.filter((_, i) => i !== index))}>
                  <DeleteOutlineIcon />
                </IconButton>
              </Stack>
            ))}
            <Button sx={{ alignSelf: 'flex-start' }} onClick={() => set('campaign_targets', [...draft.campaign_targets, { campaign_id: '', target: draft.target_acos }])}>
              Add a campaign target
            </Button>
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: { sm: 'center' } }}>
            {number('max_decrease', 'Largest decrease (%)')}
            {number('max_increase', 'Largest increase (%)')}
            {number('bid_step', 'Bid step ($)')}
            {number('observation_days', 'Days left alone after a change')}
            <FormControlLabel control={<Switch checked={draft.lower_budgets} onChange={(e) => set('lower_budgets', e.target.checked)} />} label="Lower budgets too" />
          </Stack>
          <Stack spacing={1}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>Break-even costs</Typography>
            <Typography variant="body2" color="text.secondary">
              {breakEven
                ? `Break-even mode: costs of ${breakEven.costs.length} ASIN${breakEven.costs.length === 1 ? '' : 's'}, target = break-even ACOS minus ${breakEven.margin} points.`
                : 'Upload a CSV with the columns asin, price, cogs and fees to set each product\'s target from its break-even ACOS.'}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
              {number('margin', 'Margin (points)')}
              <Button variant="outlined" component="label" startIcon={<UploadFileIcon />} disabled={save.isPending}>
                Upload costs CSV
                <input ref={fileInput} type="file" accept=".csv,text/csv" hidden onChange={(e) => void uploadCosts(e.target.files?.[0])} />
              </Button>
              {breakEven && (
                <Button color="inherit" disabled={save.isPending} onClick={() => send({ break_even: null }, 'Break-even mode is off: the target ACOS applies.')}>
                  Turn off break-even mode
                </Button>
              )}
            </Stack>
          </Stack>
          <Button type="submit" variant="contained" disabled={save.isPending} sx={{ alignSelf: 'flex-start' }}>
            {save.isPending ? 'Saving...' : 'Save settings'}
          </Button>
          <div role="status">
            {feedback && (
              <Alert severity={feedback.severity} onClose={() => setFeedback(null)}>
                {feedback.lines.length === 1 || feedback.severity === 'error' ? feedback.lines.join(' ') : (
                  <>
                    {feedback.lines[0]}
                    <Stack component="ul" sx={{ m: 0, pl: 2.5 }}>{feedback.lines.slice(1).map((line) => <li key={line}>{line}</li>)}</Stack>
                  </>
                )}
              </Alert>
            )}
          </div>
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}
