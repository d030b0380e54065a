import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { mockApi, USER } from '../../../test/api-mock';
import { renderApp } from '../../../test/render';

const UNVERIFIED = { ...USER, email_verified: false };

describe('account notices', () => {
  test('an unverified user sees the banner; Resend mails a link, and a refusal is shown', async () => {
    const answers = [
      { body: { message: 'We sent a new verification link to your e-mail address.' } },
      { status: 429, body: { detail: 'Too many requests. Please try again in 1 hour.' } },
    ];
    const { calls } = mockApi({
      'GET /api/auth/current': { body: UNVERIFIED },
      'POST /api/auth/verify-email/resend': () => answers.shift()!,
    });
    const { user } = renderApp('/profile/details');
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Please verify your e-mail address');
    expect(banner).toHaveTextContent('ada@example.com');
    expect(screen.getByText('Not verified')).toBeInTheDocument();

    await user.click(within(banner).getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('We sent a new verification link to your e-mail address.')).toBeInTheDocument();
    await user.click(within(banner).getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('Too many requests. Please try again in 1 hour.')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/auth/verify-email/resend')).toHaveLength(2);
  });

  test('a verified user sees no banner', async () => {
    mockApi({ 'GET /api/auth/current': { body: USER } });
    renderApp('/profile/details');
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    expect(screen.queryByText('Please verify your e-mail address')).not.toBeInTheDocument();
  });

  test('the Google takeover notice is shown once: dismissed on the server at once, closed by the user', async () => {
    const { calls } = mockApi({
      'GET /api/auth/current': { body: { ...USER, has_password: false, notice: 'google_takeover' } },
      'DELETE /api/auth/notice': { status: 204 },
    });
    const { user } = renderApp('/profile/details');
    expect(await screen.findByText('Your account is now signed in with Google')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((call) => call.method === 'DELETE' && call.path === '/api/auth/notice')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Your account is now signed in with Google')).not.toBeInTheDocument();
    // A Google-only account has no password to change.
    expect(screen.queryByRole('heading', { name: 'Change password' })).not.toBeInTheDocument();
  });
});
