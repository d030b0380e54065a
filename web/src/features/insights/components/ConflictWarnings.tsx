import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import type { NegativeSuggestion } from '@ads-auditor/audit';

/** What a negative would block, one warning a line; 'None' when it blocks nothing. */
export function ConflictWarnings({ row }: { row: NegativeSuggestion }) {
  if (row.conflicts.length === 0) return <Typography variant="body2" color="text.secondary">None</Typography>;
  return (
    <Stack spacing={0.5}>
      {row.conflicts.map((conflict) => (
        <Stack key={`${conflict.kind}-${conflict.ad_group_id}-${conflict.text}`} direction="row" spacing={0.5} sx={{ alignItems: 'flex-start', color: 'warning.dark' }}>
          <WarningAmberIcon fontSize="small" aria-hidden sx={{ mt: '1px' }} />
          <Typography variant="body2">{conflict.warning}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
