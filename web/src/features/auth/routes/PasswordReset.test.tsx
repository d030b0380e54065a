import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { deferred, mockApi, signedOut } from '../../../test/api-mock';
import { renderApp } from '../../../test/render';

describe('/forgot-password', () => {
  test('requires a valid email', async () => {
    mockApi(signedOut);
    const { user } = renderApp('/forgot-password');
    await user.click(await screen.findByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'ada@');
    expect(await screen.findByText('Enter a valid email')).toBeInTheDocument();
  });

  test('shows Sending... while pending, then the confirmation view', async () => {
    const reply = deferred({ body: { detail: 'If the account exists, a reset link was sent' } });
    const { calls } = mockApi({ ...signedOut, 'POST /api/auth/forgot-password': reply.handler });
    const { user } = renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    reply.release();
    expect(await screen.findByText('Check your inbox')).toBeInTheDocument();
    expect(screen.getByText(/expires after 1 hour/)).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/auth/forgot-password')?.body).toEqual({ email: 'ada@example.com' });
  });

  test('shows the failure message', async () => {
    mockApi({ ...signedOut, 'POST /api/auth/forgot-password': { status: 500, body: { detail: 'Internal Server Error' } } });
    const { user } = renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  });

  test('/forget leads to the same screen', async () => {
    mockApi(signedOut);
    const { location } = renderApp('/forget');
    await waitFor(() => expect(location()).toBe('/forgot-password'));
  });
});

describe('/reset-password', () => {
  test('redirects to /login without a token', async () => {
    mockApi(signedOut);
    const { location } = renderApp('/reset-password');
    await waitFor(() => expect(location()).toBe('/login'));
  });

  test('validates both fields and states the link lifetime', async () => {
    mockApi(signedOut);
    const { user } = renderApp('/reset-password?token=abc');
    expect(await screen.findByText(/expire after 1 hour/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'short');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Confirm password'), 'other');
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
  });

  test('show/hide toggles reveal each password', async () => {
    mockApi(signedOut);
    const { user } = renderApp('/reset-password?token=abc');
    const field = await screen.findByLabelText('New password');
    expect(field).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show new password' }));
    expect(field).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide new password' }));
    expect(field).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show confirm password' })).toBeInTheDocument();
  });

  test('sends token and password, shows Resetting... while pending, then the success view', async () => {
    const reply = deferred({ body: { message: 'Your password has been reset. You can now sign in with it.' } });
    const { calls } = mockApi({ ...signedOut, 'POST /api/auth/reset-password': reply.handler });
    const { user } = renderApp('/reset-password?token=tok-123');
    await user.type(await screen.findByLabelText('New password'), 'new-password');
    await user.type(screen.getByLabelText('Confirm password'), 'new-password');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('button', { name: 'Resetting...' })).toBeDisabled();
    reply.release();
    expect(await screen.findByText('Your password has been reset.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Sign In' })).toHaveAttribute('href', '/login');
    expect(calls.find((call) => call.path === '/api/auth/reset-password')?.body).toEqual({ token: 'tok-123', password: 'new-password' });
  });

  test('shows the server message, or the default message, on failure', async () => {
    mockApi({ ...signedOut, 'POST /api/auth/reset-password': { status: 400, body: { detail: 'This reset link has already been used' } } });
    const first = renderApp('/reset-password?token=used');
    await first.user.type(await screen.findByLabelText('New password'), 'new-password');
    await first.user.type(screen.getByLabelText('Confirm password'), 'new-password');
    await first.user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link has already been used');
    first.unmount();

    mockApi({ ...signedOut, 'POST /api/auth/reset-password': { status: 502, body: 'upstream down' } });
    const second = renderApp('/reset-password?token=bad');
    await second.user.type(await screen.findByLabelText('New password'), 'new-password');
    await second.user.type(screen.getByLabelText('Confirm password'), 'new-password');
    await second.user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired reset token. Please request a new password reset.');
  });
});
