import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, test } from 'vitest';
import { deferred, mockApi, USER } from '../../../test/api-mock';
import { preloadAuditorPage, renderApp } from '../../../test/render';

function server(signup: () => Promise<{ status?: number; body?: unknown }> | { status?: number; body?: unknown }) {
  let signedIn = false;
  return mockApi({
    'GET /api/auth/current': () => (signedIn ? { body: USER } : { status: 401, body: { detail: 'Not authenticated' } }),
    'POST /api/auth/signup': async () => {
      const reply = await signup();
      if ((reply.status ?? 200) < 300) signedIn = true;
      return reply;
    },
  });
}

async function fillForm(user: ReturnType<typeof renderApp>['user'], values: { email?: string; name?: string; password?: string; verify?: string }) {
  if (values.email) await user.type(await screen.findByLabelText('Email'), values.email);
  if (values.name) await user.type(screen.getByLabelText('Full name'), values.name);
  if (values.password) await user.type(screen.getByLabelText('Password'), values.password);
  if (values.verify) await user.type(screen.getByLabelText('Verify password'), values.verify);
}

describe('/signup', () => {
  // The dashboard is a lazy route: load (transform) it once, outside the timed tests.
  beforeAll(preloadAuditorPage, 60_000);

  test('shows every required message on an empty submit', async () => {
    server(() => ({ status: 201, body: USER }));
    const { user } = renderApp('/signup');
    await user.click(await screen.findByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Email is a required field')).toBeInTheDocument();
    expect(screen.getByText('Full name is a required field')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Verify Password is required')).toBeInTheDocument();
  });

  test('validates email format, password length and matching passwords', async () => {
    server(() => ({ status: 201, body: USER }));
    const { user } = renderApp('/signup');
    await fillForm(user, { email: 'ada@', name: 'Ada', password: 'short', verify: 'different' });
    expect(await screen.findByText('Email must be a valid email')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords must match')).toBeInTheDocument();
  });

  test('sends email, full name and password (not the verification), shows Signing Up..., then the dashboard', async () => {
    const reply = deferred({ status: 201, body: USER });
    const { calls } = server(reply.handler);
    const { user, location } = renderApp('/signup');
    await fillForm(user, { email: 'ada@example.com', name: 'Ada Lovelace', password: 'analytical', verify: 'analytical' });
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('button', { name: 'Signing Up...' })).toBeDisabled();
    reply.release();
    expect(await screen.findByText('Sign up successful')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/dashboard/bulk-campaigns'));
    expect(calls.find((call) => call.path === '/api/auth/signup')?.body).toEqual({
      email: 'ada@example.com',
      full_name: 'Ada Lovelace',
      password: 'analytical',
    });
  });

  test('shows the failure message inline', async () => {
    server(() => ({ status: 409, body: { detail: 'An account with this e-mail already exists' } }));
    const { user, location } = renderApp('/signup');
    await fillForm(user, { email: 'ada@example.com', name: 'Ada', password: 'analytical', verify: 'analytical' });
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error signing up. Please try again.');
    expect(location()).toBe('/signup');
  });

  test('links to Google, terms, privacy and log in', async () => {
    server(() => ({ status: 201, body: USER }));
    renderApp('/signup');
    expect(await screen.findByRole('link', { name: 'Sign Up with Google' })).toHaveAttribute('href', '/api/auth/google/authorize');
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(main.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });
});
