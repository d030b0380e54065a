import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { mockApi, signedIn } from '../../../test/api-mock';
import { preloadAuditorPage, renderApp } from '../../../test/render';
import { NAV_STORAGE_KEY } from '../components/use-nav-collapsed';

describe('dashboard navigation', () => {
  // The dashboard is a lazy route: load (transform) it once, outside the timed tests.
  beforeAll(preloadAuditorPage, 60_000);

  test('lists the Ads Auditor as active and two disabled tools', async () => {
    mockApi(signedIn);
    renderApp('/dashboard/bulk-campaigns');
    const nav = within(await screen.findByRole('navigation', { name: 'Dashboard' }));
    const auditor = nav.getByRole('link', { name: 'Ads Auditor' });
    expect(auditor).toHaveClass('active');
    expect(auditor).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('button', { name: /Product Image AI/ })).toHaveAttribute('aria-disabled', 'true');
    expect(nav.getByRole('button', { name: /Ad Creative Explorer/ })).toHaveAttribute('aria-disabled', 'true');
  });

  test('collapses from 220 to 60 px and remembers the choice', async () => {
    mockApi(signedIn);
    const first = renderApp('/dashboard/bulk-campaigns');
    const nav = await screen.findByTestId('dashboard-nav');
    expect(nav).toHaveStyle({ width: '220px' });
    await first.user.click(screen.getByRole('button', { name: 'Collapse navigation' }));
    expect(nav).toHaveStyle({ width: '60px' });
    expect(window.localStorage.getItem(NAV_STORAGE_KEY)).toBe('true');
    first.unmount();

    renderApp('/dashboard/bulk-campaigns');
    expect(await screen.findByTestId('dashboard-nav')).toHaveStyle({ width: '60px' });
    expect(screen.getByRole('button', { name: 'Expand navigation' })).toBeInTheDocument();
  });

  describe('follows the window width at any time', () => {
    afterEach(() => vi.unstubAllGlobals());

    test('from desktop to a narrow window to a phone and back', async () => {
      const resize = stubWindowWidth(1280);
      mockApi(signedIn);
      renderApp('/dashboard/bulk-campaigns');
      const nav = await screen.findByTestId('dashboard-nav');
      expect(nav).toHaveStyle({ width: '220px' });

      act(() => resize(800));
      expect(screen.getByTestId('dashboard-nav')).toHaveStyle({ width: '60px' });
      // The width decides here, so nothing offers to expand it beside a narrow content column.
      expect(screen.queryByRole('button', { name: 'Expand navigation' })).not.toBeInTheDocument();

      act(() => resize(375));
      expect(screen.queryByRole('navigation', { name: 'Dashboard' })).not.toBeInTheDocument();

      act(() => resize(1280));
      expect(screen.getByTestId('dashboard-nav')).toHaveStyle({ width: '220px' });
      expect(screen.getByRole('button', { name: 'Collapse navigation' })).toBeInTheDocument();
    });

    test('a collapsed choice made on a wide window survives a trip to a phone width', async () => {
      const resize = stubWindowWidth(1280);
      mockApi(signedIn);
      const { user } = renderApp('/dashboard/bulk-campaigns');
      await user.click(await screen.findByRole('button', { name: 'Collapse navigation' }));
      act(() => resize(375));
      act(() => resize(1280));
      expect(screen.getByTestId('dashboard-nav')).toHaveStyle({ width: '60px' });
      expect(screen.getByRole('button', { name: 'Expand navigation' })).toBeInTheDocument();
    });
  });
});

/** A window.matchMedia that answers max-width queries for a width the test changes (jsdom has none). */
function stubWindowWidth(initial: number): (width: number) => void {
  let width = initial;
  const lists = new Set<{ query: string; listeners: Set<(event: { matches: boolean }) => void> }>();
  const matches = (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    return (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
  };
  vi.stubGlobal('matchMedia', (query: string) => {
    const entry = { query, listeners: new Set<(event: { matches: boolean }) => void>() };
    lists.add(entry);
    return {
      get matches() {
        return matches(query);
      },
      media: query,
      addEventListener: (_type: string, listener: (event: { matches: boolean }) => void) => entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: (event: { matches: boolean }) => void) => entry.listeners.delete(listener),
      addListener: (listener: (event: { matches: boolean }) => void) => entry.listeners.add(listener),
      removeListener: (listener: (event: { matches: boolean }) => void) => entry.listeners.delete(listener),
    };
  });
  return (next) => {
    width = next;
    for (const entry of lists) for (const listener of entry.listeners) listener({ matches: matches(entry.query) });
  };
}
