import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { deferred, mockApi, signedOut, USER } from '../../../test/api-mock';
import { renderApp } from '../../../test/render';

describe('/verify-email', () => {
  test('uses the token once and says the address is verified', async () => {
    const { calls } = mockApi({ ...signedOut, 'POST /api/auth/verify-email': { body: { message: 'Your e-mail address is verified.' } } });
    renderApp('/verify-email?token=abc');
    expect(await screen.findByText('Your e-mail address is verified.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(calls.filter((call) => call.path === '/api/auth/verify-email').map((call) => call.body)).toEqual([{ token: 'abc' }]);
  });

  test('shows the server message for a used or expired link', async () => {
    const detail = 'Invalid or expired verification link. Request a new one from your profile.';
    mockApi({ ...signedOut, 'POST /api/auth/verify-email': { status: 400, body: { detail } } });
    renderApp('/verify-email?token=used');
    expect(await screen.findByRole('alert')).toHaveTextContent(detail);
    expect(screen.getByRole('link', { name: 'Go to My Account' })).toHaveAttribute('href', '/profile/details');
  });

  test('a user read before the link was used is read again: the dashboard shows no banner', async () => {
    // The page's first read of the user reaches the server before the token does and answers after it.
    const unverified = { ...USER, email_verified: false };
    const firstRead = deferred({ body: unverified });
    let reads = 0;
    const { calls } = mockApi({
      'GET /api/auth/current': () => (++reads === 1 ? firstRead.handler() : { body: { ...unverified, email_verified: true } }),
      'POST /api/auth/verify-email': async () => {
        setTimeout(firstRead.release, 20);
        return { body: { message: 'Your e-mail address is verified.' } };
      },
    });
    const { user } = renderApp('/verify-email?token=abc');
    expect(await screen.findByText('Your e-mail address is verified.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to Dashboard' }));
    await screen.findByRole('heading', { name: 'Ads Auditor' });
    expect(screen.queryByText('Please verify your e-mail address')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/auth/current').length).toBeGreaterThan(1);
  });
});
