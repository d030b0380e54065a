import Box from '@mui/material/Box';
import { truncateText } from '@ads-auditor/audit';

/** Text cut at `max` characters with the engine's truncateText; the full text shows on hover. */
export function TruncatedText({ text, max }: { text: string; max: number }) {
  return (
    <Box component="span" title={text}>
      {truncateText(text, max)}
    </Box>
  );
}
