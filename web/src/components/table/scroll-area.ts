// One scroll box for a table and every table nested in its expanded rows. A nested table
// neither scrolls itself nor virtualizes against itself: it reads the box from here, and
// sticks its header just below the headers of the levels above it.
import { createContext, useContext } from 'react';

export interface ScrollArea {
  /** The box that scrolls (the outermost table's container). */
  element: () => HTMLElement | null;
  /** Where a header at this level sticks: below the sticky headers of the levels above. */
  stickyTop: number;
}

const ScrollAreaContext = createContext<ScrollArea | null>(null);

export const ScrollAreaProvider = ScrollAreaContext.Provider;

/** The enclosing scroll box, or null when a table stands alone and scrolls itself. */
export function useScrollArea(): ScrollArea | null {
  return useContext(ScrollAreaContext);
}
