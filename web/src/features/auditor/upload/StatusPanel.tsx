import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { LATE_POLL_INTERVAL_MS, type BulkUploadState } from '../../audit-session';

const TIPS = [
  '# A full month of data gives the most reliable ACOS and ROAS.',
  '# Search terms keep processing in the background; the Summary is ready first.',
  '# Notes you add to campaigns are saved between sessions.',
];

const STATUS_COLOURS = { pending: '#fbbf24', processing: '#60a5fa', completed: '#4ade80', failed: '#f87171' } as const;

/**
 * The terminal-style panel shown while a workbook uploads and is processed. `compact` (results
 * already on screen from this browser's audit) leaves out the tips, which would push them down.
 */
export function StatusPanel({ state, compact = false }: { state: BulkUploadState; compact?: boolean }) {
  if (!state.status || state.status === 'completed') return null;
  const uploading = state.uploadProgress !== null;
  const working = state.status === 'processing' || state.status === 'pending';
  return (
    <Box
      role="status"
      aria-live="polite"
      aria-label="Processing status"
      sx={{ bgcolor: '#0f172a', color: '#e2e8f0', borderRadius: 2, p: 2, fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 14 }}
    >
      <Typography component="p" sx={{ font: 'inherit', wordBreak: 'break-word' }}>
        <Box component="span" sx={{ color: '#94a3b8' }}>$ audit {state.fileName ?? ''}</Box>
      </Typography>
      <Typography component="p" sx={{ font: 'inherit' }}>
        status: <Box component="span" sx={{ color: STATUS_COLOURS[state.status], fontWeight: 700 }}>{state.status}</Box>
      </Typography>
      {state.progressMessage && state.status !== 'failed' && (
        <Typography component="p" sx={{ font: 'inherit', wordBreak: 'break-word' }}>&gt; {state.progressMessage}</Typography>
      )}
      {state.late && working && (
        <Typography component="p" sx={{ font: 'inherit', color: '#fbbf24', wordBreak: 'break-word' }}>
          &gt; Still processing. This page keeps checking every {LATE_POLL_INTERVAL_MS / 1000} seconds and shows the result when it is ready.
        </Typography>
      )}
      {state.status === 'failed' && state.errorLogs && (
        <>
          <Typography component="p" sx={{ font: 'inherit', mt: 1 }}>error logs:</Typography>
          <Box component="pre" aria-label="Error logs" sx={{ font: 'inherit', color: '#fca5a5', whiteSpace: 'pre-wrap', wordBreak: 'break-word', m: 0 }}>
            {state.errorLogs}
          </Box>
        </>
      )}
      {working && (
        <LinearProgress
          aria-label={uploading ? 'Upload progress' : 'Processing progress'}
          variant={uploading ? 'determinate' : 'indeterminate'}
          value={uploading ? Math.round((state.uploadProgress ?? 0) * 100) : undefined}
          sx={{ my: 1.5, bgcolor: '#1e293b', '& .MuiLinearProgress-bar': { bgcolor: '#60a5fa' } }}
        />
      )}
      {working && !compact && TIPS.map((tip) => (
        <Typography key={tip} component="p" sx={{ font: 'inherit', color: '#94a3b8' }}>{tip}</Typography>
      ))}
    </Box>
  );
}
