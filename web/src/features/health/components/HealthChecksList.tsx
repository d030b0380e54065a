import { useId } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AccountHealth } from '@ads-auditor/audit';
import { HealthCheckItem } from './HealthCheckItem';
import { HealthGrade } from './HealthGrade';

/**
 * The 'Account health' section (issue 14): the A-F grade with how it is made, and every check
 * with its status, severity, threshold and evidence. Takes the engine's computeHealth result;
 * fetches nothing, so the share page and the PDF use it as it is.
 */
export function HealthChecksList({ health }: { health: Pick<AccountHealth, 'checks' | 'grade'> }) {
  const titleId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 2 }}>
        Account health
      </Typography>
      <HealthGrade grade={health.grade} />
      <Stack component="ul" spacing={1} sx={{ mt: 2.5, mb: 0, p: 0, listStyle: 'none' }}>
        {health.checks.map((check) => (
          <HealthCheckItem key={check.id} check={check} />
        ))}
      </Stack>
    </Paper>
  );
}
