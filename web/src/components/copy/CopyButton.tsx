import { useEffect, useRef, useState } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { writeClipboard } from './write-clipboard';

/** How long a Copy button reads 'Copied!'. */
export const COPIED_FEEDBACK_MS = 2000;

interface CopyButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** What to copy, built when the button is pressed. */
  getContent: () => { text: string; html?: string };
  label?: string;
}

/** A Copy button that reads 'Copied!' for 2 s after a successful copy; failures are logged. */
export function CopyButton({ getContent, label = 'Copy', ...buttonProps }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await writeClipboard(getContent());
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    } catch (error) {
      console.error('Copy to clipboard failed', error);
    }
  };

  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={copied ? <CheckIcon /> : <ContentCopyIcon />}
      aria-live="polite"
      {...buttonProps}
      onClick={() => void copy()}
    >
      {copied ? 'Copied!' : label}
    </Button>
  );
}
