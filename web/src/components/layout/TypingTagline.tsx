import Box from '@mui/material/Box';
import { useTypingText } from './use-typing-text';

/**
 * The product name typed out beside the logo. The whole name is always in the page: the part
 * not yet typed is transparent, so the link's accessible name always equals its text (voice
 * control users say what they see) and the width never jumps.
 */
export function TypingTagline({ text }: { text: string }) {
  const typed = useTypingText(text);
  return (
    <Box component="span" data-testid="typing-tagline-name" sx={{ display: 'inline-flex', alignItems: 'center', whiteSpace: 'pre' }}>
      <span data-testid="typing-tagline">{typed}</span>
      <Box
        component="span"
        aria-hidden="true"
        sx={{
          display: 'inline-block',
          width: '2px',
          height: '1.1em',
          mx: '1px',
          bgcolor: 'secondary.main',
          animation: 'caret-blink 1s steps(1) infinite',
          '@keyframes caret-blink': { '50%': { opacity: 0 } },
        }}
      />
      <Box component="span" data-testid="typing-tagline-rest" sx={{ color: 'transparent' }}>{text.slice(typed.length)}</Box>
    </Box>
  );
}
