import Box from '@mui/material/Box';
import { useTypingText } from './use-typing-text';

/** The product name typed out beside the logo; screen readers get the whole name at once. */
export function TypingTagline({ text }: { text: string }) {
  const typed = useTypingText(text);
  return (
    <Box component="span" aria-label={text} role="text" sx={{ display: 'inline-flex', alignItems: 'center', minWidth: `${text.length}ch` }}>
      <span aria-hidden="true" data-testid="typing-tagline">{typed}</span>
      <Box
        component="span"
        aria-hidden="true"
        sx={{
          display: 'inline-block',
          width: '2px',
          height: '1.1em',
          ml: '2px',
          bgcolor: 'secondary.main',
          animation: 'caret-blink 1s steps(1) infinite',
          '@keyframes caret-blink': { '50%': { opacity: 0 } },
        }}
      />
    </Box>
  );
}
