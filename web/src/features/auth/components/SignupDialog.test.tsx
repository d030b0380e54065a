import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { mockApi, signedOut, USER } from '../../../test/api-mock';
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

test('the sign-up dialog carries the brand and text, validates, and goes to /login on success', async () => {
  const { calls } = mockApi({ ...signedOut, 'POST /api/auth/signup': { status: 201, body: USER } });
  const { user, router } = renderWithProviders(<Opener />, { extraRoutes: [{ path: '/login', element: <p>login screen</p> }] });
  await user.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ads Auditor' });
  expect(dialog).toHaveTextContent('Please signup to use full features of the app.');

  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  expect(await screen.findByText('Email is a required field')).toBeInTheDocument();

  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Full name'), 'Ada');
  await user.type(screen.getByLabelText('Password'), 'analytical');
  await user.type(screen.getByLabelText('Verify password'), 'analytical');
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  expect(await screen.findByText('Sign up successful')).toBeInTheDocument();
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(calls.filter((call) => call.path === '/api/auth/signup')).toHaveLength(1);
});
