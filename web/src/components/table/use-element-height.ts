import { useLayoutEffect, useState, type RefObject } from 'react';

/** An element's height, kept up to date as it changes (a header row wrapping, a zoomed font). */
export function useElementHeight(ref: RefObject<HTMLElement | null>, initial: number): number {
  const [height, setHeight] = useState(initial);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const read = () => setHeight(element.offsetHeight || initial);
    read();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(read);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, initial]);
  return height;
}
