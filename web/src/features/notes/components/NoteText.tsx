import Typography from '@mui/material/Typography';

/** A note's text as typed: line breaks kept, long words wrapped. */
export function NoteText({ content }: { content: string }) {
  return (
    <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {content}
    </Typography>
  );
}
