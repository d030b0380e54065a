import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, test } from 'vitest';
import { deferred, mockApi, USER } from '../../../test/api-mock';
import { preloadAuditorPage, renderApp } from '../../../test/render';

/** A server whose session starts signed out and signs in on a successful login. */
function sessionServer(login: () => Promise<{ status?: number; body?: unknown }> | { status?: number; body?: unknown }) {
  let signedIn = false;
  return mockApi({
    'GET /api/auth/current': () => (signedIn ? { body: USER } : { status: 401, body: { detail: 'Not authenticated' } }),
    'POST /api/auth/login': async () => {
      const reply = await login();
      if ((reply.status ?? 200) < 300) signedIn = true;
      return reply;
    },
  });
}

describe('/login', () => {
  // The dashboard is a lazy route: load (transform) it once, outside the timed tests.
  beforeAll(preloadAuditorPage, 60_000);

  test('requires email and password', async () => {
    sessionServer(() => ({ body: USER }));
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  test('rejects an invalid email with the default message, as the user types', async () => {
    sessionServer(() => ({ body: USER }));
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'not-an-email');
    expect(await screen.findByText('Email must be a valid email')).toBeInTheDocument();
  });

  test('shows Signing In... and disables the button while pending, then goes to the dashboard', async () => {
    const reply = deferred({ body: USER });
    const { calls } = sessionServer(reply.handler);
    const { user, location } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: 'Signing In...' })).toBeDisabled();
    reply.release();
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/dashboard/bulk-campaigns'));
    expect(calls.find((call) => call.path === '/api/auth/login')?.body).toEqual({ email: 'ada@example.com', password: 'correct horse' });
  });

  test('shows the failure message inline when the server refuses', async () => {
    sessionServer(() => ({ status: 401, body: { detail: 'Incorrect email or password' } }));
    const { user, location } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error logging in. Please try again.');
    expect(location()).toBe('/login');
  });

  test('returns the user to the next parameter after login', async () => {
    sessionServer(() => ({ body: USER }));
    const { user, location } = renderApp('/login?next=%2Fprofile%2Fdetails');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(location()).toBe('/profile/details'));
    expect(await screen.findByRole('heading', { name: 'My Account' })).toBeInTheDocument();
  });

  test('ignores a next parameter that leaves the site', async () => {
    sessionServer(() => ({ body: USER }));
    const { user, location } = renderApp('/login?next=%2F%2Fevil.example');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(location()).toBe('/dashboard/bulk-campaigns'));
  });

  test.each([
    ['a tab the URL parser drops', '%2F%09%2Fevil.example'],
    ['a line break the URL parser drops', '%2F%0A%2Fevil.example%2Fx'],
    ['a backslash after the slash', '%2F%5C%5Cevil.example'],
    ['an encoded scheme', '%2F%2F%2Fevil.example'],
  ])('falls back to the dashboard for a crafted next parameter (%s), without an error', async (_, next) => {
    sessionServer(() => ({ body: USER }));
    const { user, location } = renderApp(`/login?next=${next}`);
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(location()).toBe('/dashboard/bulk-campaigns'));
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
  });

  test('explains a Google sign-in that came back with an error', async () => {
    sessionServer(() => ({ body: USER }));
    renderApp('/login?error=google');
    expect(await screen.findByText('Google sign-in did not complete. Please try again, or sign in with your e-mail and password.')).toBeInTheDocument();
  });

  test('links to Google sign-in, sign-up and forgotten password', async () => {
    sessionServer(() => ({ body: USER }));
    renderApp('/login');
    expect(await screen.findByRole('link', { name: 'Sign In with Google' })).toHaveAttribute('href', '/api/auth/google/authorize');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  });
});
