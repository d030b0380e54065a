import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { factLine, type DataQuality, type DataQualityFact } from '@ads-auditor/audit';
import { FACT_STATUS } from './status-styles';

const COMPLETE_LINE = 'The file has everything the audit uses.';

function FactDetails({ fact }: { fact: DataQualityFact }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (fact.items.length === 0) return null;
  return (
    <Box>
      <Button size="small" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((v) => !v)} sx={{ px: 0.5, minWidth: 0 }}>
        {open ? 'Hide' : 'Show'} {fact.items.length} {fact.items.length === 1 ? 'detail' : 'details'}
      </Button>
      <Box component="ul" id={listId} hidden={!open} sx={{ m: 0, pl: 2.5, typography: 'body2', overflowWrap: 'anywhere' }}>
        {open && fact.items.map((item, i) => <li key={i}>{item}</li>)}
      </Box>
    </Box>
  );
}

function Fact({ fact }: { fact: DataQualityFact }) {
  const status = FACT_STATUS[fact.status];
  return (
    <Stack component="li" direction="row" spacing={1.5} sx={{ minWidth: 0 }}>
      <Box sx={{ color: `${status.color}.main`, pt: 0.25, display: 'flex' }} aria-hidden>
        {status.icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle2" component="h3">
          {fact.title} <Typography component="span" variant="caption" color="text.secondary">({status.label})</Typography>
        </Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {factLine(fact)}
        </Typography>
        <FactDetails fact={fact} />
      </Box>
    </Stack>
  );
}

function FactList({ facts, id }: { facts: readonly DataQualityFact[]; id?: string }) {
  return (
    <Box
      component="ul"
      id={id}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
    >
      {facts.map((fact) => (
        <Fact key={fact.id} fact={fact} />
      ))}
    </Box>
  );
}

/**
 * When every fact is complete: one line, the facts on request, so the account's numbers stay near
 * the top of the page. Anything missing or worth a note keeps the whole panel open.
 */
function CompleteDataQuality({ dataQuality }: { dataQuality: DataQuality }) {
  const titleId = useId();
  const listId = useId();
  const [open, setOpen] = useState(false);
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ px: { xs: 1.5, sm: 2 }, py: 1 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Box sx={{ color: 'success.main', display: 'flex' }} aria-hidden>
          {FACT_STATUS.ok.icon}
        </Box>
        <Typography id={titleId} variant="subtitle2" component="h2">
          Data quality
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 12rem', minWidth: 0 }}>
          {COMPLETE_LINE}
        </Typography>
        <Button size="small" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((v) => !v)}>
          {open ? 'Hide the checks' : 'Show the checks'}
        </Button>
      </Stack>
      {open && (
        <Box sx={{ pt: 1.5, pb: 1 }}>
          <FactList facts={dataQuality.facts} id={listId} />
        </Box>
      )}
    </Paper>
  );
}

/**
 * What the workbook contained and what it lacks, each with the fix in the seller's words.
 * Takes the engine's describeDataQuality result; fetches nothing.
 */
export function DataQualityPanel({ dataQuality }: { dataQuality: DataQuality }) {
  const titleId = useId();
  const missing = dataQuality.facts.filter((f) => f.status === 'missing').length;
  if (dataQuality.facts.every((f) => f.status === 'ok')) return <CompleteDataQuality dataQuality={dataQuality} />;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography id={titleId} variant="h6" component="h2">
        Data quality
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {missing === 0 ? COMPLETE_LINE : `The file lacks ${missing} ${missing === 1 ? 'thing' : 'things'} the audit uses; the fix is given with each.`}
      </Typography>
      <FactList facts={dataQuality.facts} />
    </Paper>
  );
}
