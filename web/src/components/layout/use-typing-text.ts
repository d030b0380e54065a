import { useEffect, useState } from 'react';

export const TYPING_CHAR_MS = 120;
export const TYPING_CYCLE_MS = 30_000;
export const TYPING_RESTART_MS = 500;

/** Types `text` one character every 120 ms; after 30 s clears it and starts again 500 ms later. */
export function useTypingText(text: string): string {
  const [length, setLength] = useState(0);
  const [cycle, setCycle] = useState(0);

  useEffect(() => {
    setLength(0);
    const typing = setInterval(() => {
      setLength((current) => (current >= text.length ? current : current + 1));
    }, TYPING_CHAR_MS);
    let restart: ReturnType<typeof setTimeout> | undefined;
    const clear = setTimeout(() => {
      clearInterval(typing);
      setLength(0);
      restart = setTimeout(() => setCycle((n) => n + 1), TYPING_RESTART_MS);
    }, TYPING_CYCLE_MS);
    return () => {
      clearInterval(typing);
      clearTimeout(clear);
      if (restart) clearTimeout(restart);
    };
  }, [text, cycle]);

  return text.slice(0, length);
}
