import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { mockApi, USER } from '../../../test/api-mock';
import { renderApp } from '../../../test/render';

describe('/profile/details: e-mail change, data download and account deletion', () => {
  test('a new e-mail asks for the current password and sends it; a name change does not', async () => {
    const { calls } = mockApi({
      'GET /api/auth/current': { body: USER },
      'PUT /api/auth/profile': { body: { ...USER, email: 'ada@new.example', email_verified: false } },
    });
    const { user } = renderApp('/profile/details');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = within(screen.getByRole('form', { name: 'Edit profile' }));
    expect(form.queryByLabelText('Current password')).not.toBeInTheDocument();
    const email = form.getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'ada@new.example');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Enter your current password to change your e-mail address')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.type(form.getByLabelText('Current password'), 'my-password');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ full_name: 'Ada Lovelace', email: 'ada@new.example', current_password: 'my-password' });
  });

  test('shows a wrong current password in the server\'s words', async () => {
    mockApi({
      'GET /api/auth/current': { body: USER },
      'PUT /api/auth/profile': { status: 400, body: { detail: 'Your current password is not correct.' } },
    });
    const { user } = renderApp('/profile/details');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = within(screen.getByRole('form', { name: 'Edit profile' }));
    await user.clear(form.getByLabelText('Email'));
    await user.type(form.getByLabelText('Email'), 'ada@new.example');
    await user.type(form.getByLabelText('Current password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your current password is not correct.');
  });

  test('an account without a password is told to sign in with Google again', async () => {
    mockApi({ 'GET /api/auth/current': { body: { ...USER, has_password: false } } });
    const { user } = renderApp('/profile/details');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'ada@new.example');
    expect(screen.getByRole('link', { name: 'Sign in with Google again' })).toHaveAttribute('href', '/api/auth/google/authorize');
    // No password field at all: neither in the form nor a change-password card.
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
  });

  test("'Download my data' fetches the archive", async () => {
    const { calls } = mockApi({ 'GET /api/auth/current': { body: USER }, 'GET /api/auth/account/export': { body: {} } });
    const createObjectURL = vi.fn(() => 'blob:archive');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const { user } = renderApp('/profile/details');
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(calls.some((call) => call.path === '/api/auth/account/export')).toBe(true);
  });

  test("'Delete my account' needs the password and the typed word, then signs out to the home page", async () => {
    const { calls } = mockApi({
      'GET /api/auth/current': { body: USER },
      'DELETE /api/auth/account': { body: { message: 'Your account and all its data were deleted.' } },
    });
    const { user, location } = renderApp('/profile/details');
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete my account' }));
    const confirm = dialog.getByRole('button', { name: 'Delete my account' });
    expect(confirm).toBeDisabled();
    await user.type(dialog.getByLabelText('Current password'), 'my-password');
    await user.type(dialog.getByLabelText('Type DELETE to confirm'), 'delete');
    expect(confirm).toBeDisabled();
    await user.clear(dialog.getByLabelText('Type DELETE to confirm'));
    await user.type(dialog.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(confirm);
    expect(await screen.findByText('Your account and all its data were deleted.')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/'));
    expect(calls.find((call) => call.method === 'DELETE')?.body).toEqual({ confirmation: 'DELETE', current_password: 'my-password' });
  });
});
