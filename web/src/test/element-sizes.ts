// jsdom lays nothing out: every element is 0 x 0, so a virtualized list would show no rows.
// These give every element a size, as a browser would, for the duration of a test file.

interface ElementSizes {
  /** The visible height of a scroll box (what the virtualizer fills). */
  viewportHeight: number;
  /** The height of each measured row. */
  rowHeight: number;
  width: number;
}

const PROPERTIES = ['clientHeight', 'clientWidth', 'offsetHeight', 'offsetWidth'] as const;

/** Gives elements sizes; returns a function that restores jsdom's own. */
export function mockElementSizes({ viewportHeight = 600, rowHeight = 40, width = 1280 }: Partial<ElementSizes> = {}): () => void {
  const proto = HTMLElement.prototype;
  const saved = PROPERTIES.map((name) => [name, Object.getOwnPropertyDescriptor(proto, name)] as const);
  const values: Record<(typeof PROPERTIES)[number], number> = {
    clientHeight: viewportHeight,
    clientWidth: width,
    offsetHeight: rowHeight,
    offsetWidth: width,
  };
  for (const name of PROPERTIES) Object.defineProperty(proto, name, { configurable: true, get: () => values[name] });
  return () => {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(proto, name, descriptor);
      else delete (proto as unknown as Record<string, unknown>)[name];
    }
  };
}
