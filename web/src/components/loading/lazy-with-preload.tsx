import { lazy, useState, type ComponentType } from 'react';

export interface PreloadableComponent<P extends object> {
  Component: ComponentType<P>;
  /** Starts loading the code (once); a failed load is tried again by the next call. */
  preload(): Promise<ComponentType<P>>;
}

/**
 * A code-split component that renders at once when its code was loaded ahead. React.lazy alone
 * suspends on its first render even then (its promise settles a tick later), and React holds a
 * suspended tree's content back until its fallback has been up for 300 ms: the Summary would
 * appear that much later than the audit is ready. An instance mounted before the code arrived
 * stays the lazy one, so a re-render never swaps the component (nor remounts what it shows).
 */
export function lazyWithPreload<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Preloadable(props: P) {
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return { Component: Preloadable, preload };
}
