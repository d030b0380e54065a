import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { factLine, type DataQuality, type DataQualityFact } from '@ads-auditor/audit';
import { FACT_STATUS } from './status-styles';

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

/**
 * What the workbook contained and what it lacks, each with the fix in the seller's words
 * (issue 14). Takes the engine's describeDataQuality result; fetches nothing.
 */
export function DataQualityPanel({ dataQuality }: { dataQuality: DataQuality }) {
  const titleId = useId();
  const missing = dataQuality.facts.filter((f) => f.status === 'missing').length;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography id={titleId} variant="h6" component="h2">
        Data quality
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {missing === 0 ? 'The file has everything the audit uses.' : `The file lacks ${missing} ${missing === 1 ? 'thing' : 'things'} the audit uses; the fix is given with each.`}
      </Typography>
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
      >
        {dataQuality.facts.map((fact) => (
          <Fact key={fact.id} fact={fact} />
        ))}
      </Box>
    </Paper>
  );
}
