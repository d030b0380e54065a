import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { mockApi, signedIn, signedOut } from '../../../test/api-mock';
import { renderApp } from '../../../test/render';

describe('My Articles in the navigation', () => {
  test('the user menu and the mobile drawer link to /my-articles when signed in', async () => {
    const { calls } = mockApi(signedIn);
    const { user } = renderApp('/');
    await waitFor(() => expect(calls.some((call) => call.path === '/api/auth/current')).toBe(true));
    await user.click(await screen.findByRole('button', { name: 'Open user menu' }));
    expect(await screen.findByRole('menuitem', { name: 'My Articles' })).toHaveAttribute('href', '/my-articles');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(drawer).findByRole('link', { name: 'My Articles' })).toHaveAttribute('href', '/my-articles');
  });

  test('signed out, neither lists it', async () => {
    mockApi(signedOut);
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Open user menu' }));
    await screen.findByRole('menuitem', { name: 'Log In' });
    expect(screen.queryByRole('menuitem', { name: 'My Articles' })).not.toBeInTheDocument();
  });
});
