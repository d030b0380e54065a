import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { deferred, mockApi, USER } from '../../../test/api-mock';
import { renderApp } from '../../../test/render';

function server(update: () => Promise<{ status?: number; body?: unknown }> | { status?: number; body?: unknown }) {
  let current = { ...USER };
  return mockApi({
    'GET /api/auth/current': () => ({ body: current }),
    'PUT /api/auth/profile': async (request) => {
      const body = (await request.clone().json()) as { full_name: string; email: string };
      const reply = await update();
      if ((reply.status ?? 200) < 300) current = { ...current, ...body };
      return reply;
    },
  });
}

describe('/profile/details', () => {
  test('shows the account details and a way home', async () => {
    server(() => ({ body: USER }));
    renderApp('/profile/details');
    expect(await screen.findByRole('heading', { name: 'My Account' })).toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  test('validates the edit form', async () => {
    server(() => ({ body: USER }));
    const { user } = renderApp('/profile/details');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByLabelText('Full name'));
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    await user.clear(email);
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.type(email, 'ada@');
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
  });

  test('saves, shows the success message and the refetched details', async () => {
    const reply = deferred({ body: { ...USER, full_name: 'Ada King' } });
    const { calls } = server(reply.handler);
    const { user, location } = renderApp('/profile/details');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const name = screen.getByLabelText('Full name');
    await user.clear(name);
    await user.type(name, 'Ada King');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    reply.release();
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(await screen.findByText('Ada King')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    expect(location()).toBe('/profile/details');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ full_name: 'Ada King', email: 'ada@example.com' });
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/auth/current').length).toBeGreaterThan(1));
  });

  test('shows the failure message and keeps the form', async () => {
    server(() => ({ status: 409, body: { detail: 'E-mail already in use' } }));
    const { user } = renderApp('/profile/details');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update profile. Please try again.');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  test('changes the password: checks the confirmation, shows a wrong current password, then succeeds', async () => {
    const answers = [
      { status: 400, body: { detail: 'Your current password is not correct.' } },
      { body: { access_token: 'new', token_type: 'bearer', user: USER } },
    ];
    const { calls } = mockApi({
      'GET /api/auth/current': () => ({ body: USER }),
      'POST /api/auth/change-password': () => answers.shift()!,
    });
    const { user } = renderApp('/profile/details');
    await user.type(await screen.findByLabelText('Current password'), 'old-secret');
    await user.type(screen.getByLabelText('New password'), 'new-secret-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-secret-2');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/auth/change-password')).toBe(false);

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'new-secret-1');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your current password is not correct.');

    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password changed. You were signed out everywhere else.')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(calls.filter((call) => call.path === '/api/auth/change-password').map((call) => call.body)).toEqual([
      { current_password: 'old-secret', new_password: 'new-secret-1' },
      { current_password: 'old-secret', new_password: 'new-secret-1' },
    ]);
  });
});
