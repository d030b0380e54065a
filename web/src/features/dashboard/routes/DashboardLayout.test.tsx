import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { mockApi, signedIn } from '../../../test/api-mock';
import { renderApp } from '../../../test/render';
import { NAV_STORAGE_KEY } from '../components/use-nav-collapsed';

describe('dashboard navigation', () => {
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
});
