import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { deferred, mockApi, signedOut, USER } from '../../../test/api-mock';
import { renderWithProviders } from '../../../test/render';
import { SignupDialog } from './SignupDialog';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <SignupDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

async function fillDialog(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Full name'), 'Ada');
  await user.type(screen.getByLabelText('Password'), 'analytical');
  await user.type(screen.getByLabelText('Verify password'), 'analytical');
}

test('the sign-up dialog carries the brand and text, validates, and goes to /login on success', async () => {
  const { calls } = mockApi({ ...signedOut, 'POST /api/auth/signup': { status: 201, body: USER } });
  const { user, router } = renderWithProviders(<Opener />, { extraRoutes: [{ path: '/login', element: <p>login screen</p> }] });
  await user.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ads Auditor' });
  expect(dialog).toHaveTextContent('Please signup to use full features of the app.');

  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  expect(await screen.findByText('Email is a required field')).toBeInTheDocument();

  await fillDialog(user);
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  expect(await screen.findByText('Sign up successful')).toBeInTheDocument();
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(calls.filter((call) => call.path === '/api/auth/signup')).toHaveLength(1);
});

test('the sign-up dialog shows Signing Up... while pending and the failure message inline', async () => {
  const reply = deferred({ status: 409, body: { detail: 'An account with this e-mail already exists' } });
  mockApi({ ...signedOut, 'POST /api/auth/signup': reply.handler });
  const { user, router } = renderWithProviders(<Opener />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  await screen.findByRole('dialog', { name: 'Ads Auditor' });
  await fillDialog(user);
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  expect(await screen.findByRole('button', { name: 'Signing Up...' })).toBeDisabled();
  reply.release();
  expect(await screen.findByRole('alert')).toHaveTextContent('Error signing up. Please try again.');
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/');
});
