import { act, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { mockApi, signedIn, signedOut } from '../../test/api-mock';
import { renderApp } from '../../test/render';
import { TypingTagline } from './TypingTagline';

describe('top bar and footer', () => {
  test('signed out: the user menu offers Log In with next and Sign Up', async () => {
    mockApi(signedOut);
    const { user } = renderApp('/terms');
    await user.click(await screen.findByRole('button', { name: 'Open user menu' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Log In' })).toHaveAttribute('href', '/login?next=%2Fterms');
    expect(within(menu).getByRole('menuitem', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
  });

  test('signed out on an auth page: Log In carries next=/', async () => {
    mockApi(signedOut);
    const { user } = renderApp('/signup');
    await user.click(await screen.findByRole('button', { name: 'Open user menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Log In' })).toHaveAttribute('href', '/login?next=%2F');
  });

  test('signed in: My Account and Log Out, which logs out and reloads', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const { calls } = mockApi({ ...signedIn, 'POST /api/auth/logout': { body: { message: 'Logged out' } } });
    const { user } = renderApp('/');
    await waitFor(() => expect(calls.some((call) => call.path === '/api/auth/current')).toBe(true));
    await user.click(await screen.findByRole('button', { name: 'Open user menu' }));
    expect(await screen.findByRole('menuitem', { name: 'My Account' })).toHaveAttribute('href', '/profile/details');
    await user.click(screen.getByRole('menuitem', { name: 'Log Out' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.path === '/api/auth/logout')).toBe(true));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  test('the mobile drawer lists Dashboard, and My Account when signed in', async () => {
    mockApi(signedIn);
    const { user } = renderApp('/');
    await screen.findByRole('button', { name: 'Open user menu' });
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(drawer).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(await within(drawer).findByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/profile/details');
  });

  test('the footer links to terms, privacy and the contact address', async () => {
    mockApi(signedOut);
    renderApp('/');
    const footer = within(await screen.findByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(footer.getByRole('link', { name: /support@adsauditor.app/ })).toHaveAttribute('href', 'mailto:support@adsauditor.app');
    expect(footer.getByText(/© \d{4} Ads Auditor/)).toBeInTheDocument();
  });

  test('names each page in the browser tab', async () => {
    mockApi(signedOut);
    const { router } = renderApp('/terms');
    await waitFor(() => expect(document.title).toBe('Terms of Service · Ads Auditor'));
    await router.navigate('/login');
    await waitFor(() => expect(document.title).toBe('Sign In · Ads Auditor'));
    await router.navigate('/');
    await waitFor(() => expect(document.title).toBe('Ads Auditor'));
  });

  test('unknown paths show a not-found page', async () => {
    mockApi(signedOut);
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('typing tagline', () => {
  test('types a character every 120 ms, clears after 30 s and restarts after 500 ms', () => {
    vi.useFakeTimers();
    render(<TypingTagline text="Ads Auditor" />);
    const typed = screen.getByTestId('typing-tagline');
    expect(typed).toHaveTextContent('');
    act(() => vi.advanceTimersByTime(120));
    expect(typed.textContent).toBe('A');
    act(() => vi.advanceTimersByTime(120 * 2));
    expect(typed.textContent).toBe('Ads');
    act(() => vi.advanceTimersByTime(120 * 20));
    expect(typed.textContent).toBe('Ads Auditor');
    act(() => vi.advanceTimersByTime(30_000 - 120 * 23));
    expect(typed.textContent).toBe('');
    act(() => vi.advanceTimersByTime(500));
    act(() => vi.advanceTimersByTime(120));
    expect(typed.textContent).toBe('A');
  });

  test('the logo link is named by exactly the text it shows, at every moment of the typing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi(signedOut);
    renderApp('/terms');
    const home = await screen.findByRole('link', { name: 'Ads Auditor' });
    expect(home).toHaveAttribute('href', '/');
    expect(home).not.toHaveAttribute('aria-label');
    act(() => vi.advanceTimersByTime(120 * 3));
    expect(screen.getByTestId('typing-tagline').textContent).toBe('Ads');
    expect(home.textContent).toBe('Ads Auditor');
    expect(screen.getByTestId('typing-tagline-rest')).toHaveStyle({ color: 'rgba(0, 0, 0, 0)' });
  });
});
