import { screen, waitFor, within, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, test } from 'vitest';
import { AppProviders } from '../../../test/render';
import { mockApi } from '../../../test/api-mock';
import { createQueryClient } from '../../../lib/query-client';
import { ACCOUNT_STORAGE_KEY, CurrentAccountProvider, useCurrentAccount } from '../current-account';
import { AccountSwitcher } from './AccountSwitcher';

const account = (id: number, name: string, upload_count = 0) => ({ id, name, currency: 'USD', created_at: '2026-01-01T00:00:00.000Z', upload_count });
const HOME = account(1, 'My account', 2);
const CLIENT = account(2, 'Client B - DE');

function Shown() {
  const { account: current } = useCurrentAccount();
  return <p>Showing {current?.name ?? 'nothing'}</p>;
}

/** The switcher inside the provider, at /dashboard with the given query; answers the router to read the address. */
function renderSwitcher(variant: 'switcher' | 'chooser', search = '') {
  const router = createMemoryRouter(
    [{ path: '/dashboard', element: <CurrentAccountProvider><AccountSwitcher variant={variant} /><Shown /></CurrentAccountProvider> }],
    { initialEntries: [`/dashboard${search}`] },
  );
  render(<AppProviders queryClient={createQueryClient()}><RouterProvider router={router} /></AppProviders>);
  return { user: userEvent.setup({ delay: null }), router };
}

describe('account switcher', () => {
  test('shows the remembered account; choosing another remembers it and closes an earlier audit opened from the history', async () => {
    window.localStorage.setItem(ACCOUNT_STORAGE_KEY, String(CLIENT.id));
    mockApi({ 'GET /api/accounts': { body: { accounts: [HOME, CLIENT] } } });
    const { user, router } = renderSwitcher('switcher', '?tab=summary&upload=9');
    expect(await screen.findByText('Showing Client B - DE')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Ad account' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'My account' }));
    expect(screen.getByText('Showing My account')).toBeInTheDocument();
    expect(window.localStorage.getItem(ACCOUNT_STORAGE_KEY)).toBe(String(HOME.id));
    expect(router.state.location.search).toBe('?tab=summary');
  });

  test('falls back to the default account when the remembered one is gone', async () => {
    window.localStorage.setItem(ACCOUNT_STORAGE_KEY, '999');
    mockApi({ 'GET /api/accounts': { body: { accounts: [HOME, CLIENT] } } });
    renderSwitcher('switcher');
    expect(await screen.findByText('Showing My account')).toBeInTheDocument();
  });

  test('on the upload screen a single account offers only New account; a refused name is explained, a new one is switched to', async () => {
    const created = account(3, 'ZValves US');
    let accounts = [HOME];
    const { calls } = mockApi({
      'GET /api/accounts': () => ({ body: { accounts } }),
      'POST /api/accounts': async (request) => {
        const { name } = (await request.json()) as { name: string };
        if (name === 'My account') return { status: 422, body: { detail: 'You already have an account named "My account".' } };
        accounts = [HOME, created];
        return { status: 201, body: created };
      },
    });
    const { user } = renderSwitcher('chooser');
    await user.click(await screen.findByRole('button', { name: 'New account' }));
    expect(screen.queryByRole('combobox', { name: 'Upload to account' })).not.toBeInTheDocument();

    const dialog = within(await screen.findByRole('dialog', { name: 'New ad account' }));
    const name = dialog.getByRole('textbox', { name: 'Account name' });
    await user.click(dialog.getByRole('button', { name: 'Create account' }));
    expect(dialog.getByText('Give the account a name.')).toBeInTheDocument();
    await user.type(name, 'My account');
    await user.click(dialog.getByRole('button', { name: 'Create account' }));
    expect(await dialog.findByText('You already have an account named "My account".')).toBeInTheDocument();

    await user.clear(name);
    await user.type(name, '  ZValves US ');
    // The currency is chosen from the marketplaces' list, named in full.
    expect(dialog.getByRole('combobox', { name: 'Currency' })).toHaveTextContent('USD – US dollar');
    await user.click(dialog.getByRole('combobox', { name: 'Currency' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'EUR – Euro' }));
    await user.click(dialog.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Showing ZValves US')).toBeInTheDocument();
    // Two accounts now: the upload screen asks which one.
    expect(await screen.findByRole('combobox', { name: 'Upload to account' })).toHaveTextContent('ZValves US');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ name: 'My account', currency: 'USD' }, { name: 'ZValves US', currency: 'EUR' }]);
  });

  test('shows nothing when the accounts cannot be loaded (the pages use the default account)', async () => {
    mockApi({ 'GET /api/accounts': { status: 500, body: { detail: 'boom' } } });
    renderSwitcher('switcher');
    expect(await screen.findByText('Showing nothing', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  test('the switcher renames the account on screen; a taken name is explained and nothing changes', async () => {
    let accounts = [HOME, CLIENT];
    const { calls } = mockApi({
      'GET /api/accounts': () => ({ body: { accounts } }),
      'PATCH /api/accounts/1': async (request) => {
        const { name } = (await request.json()) as { name: string };
        if (name === CLIENT.name) return { status: 422, body: { detail: `You already have an account named "${CLIENT.name}".` } };
        const renamed = { ...HOME, name };
        accounts = [renamed, CLIENT];
        return { body: renamed };
      },
    });
    const { user } = renderSwitcher('switcher');
    expect(await screen.findByText('Showing My account')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Ad account' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Rename My account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Rename account' }));
    const name = dialog.getByRole('textbox', { name: 'Account name' });
    expect(name).toHaveValue('My account');

    await user.clear(name);
    await user.type(name, CLIENT.name);
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText(`You already have an account named "${CLIENT.name}".`)).toBeInTheDocument();
    expect(screen.getByText('Showing My account')).toBeInTheDocument();

    await user.clear(name);
    await user.type(name, ' ZValves US ');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Showing ZValves US')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Ad account' })).toHaveTextContent('ZValves US');
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ name: CLIENT.name, currency: 'USD' }, { name: 'ZValves US', currency: 'USD' }]);
  });

  test("the upload screen asks for the client's name while the only account is still 'My account'", async () => {
    let accounts = [HOME];
    mockApi({
      'GET /api/accounts': () => ({ body: { accounts } }),
      'PATCH /api/accounts/1': async (request) => {
        const renamed = { ...HOME, name: ((await request.json()) as { name: string }).name };
        accounts = [renamed];
        return { body: renamed };
      },
    });
    const { user } = renderSwitcher('chooser');
    const form = within(await screen.findByRole('form', { name: 'Name this account' }));
    await user.click(form.getByRole('button', { name: 'Save name' }));
    expect(form.getByText('Give the account a name.')).toBeInTheDocument();
    await user.type(form.getByRole('textbox', { name: 'Client account name' }), 'ZValves US');
    await user.click(form.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Showing ZValves US')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Name this account' })).not.toBeInTheDocument();
    // Named: the upload screen is back to offering only 'New account'.
    expect(screen.getByRole('button', { name: 'New account' })).toBeInTheDocument();
  });
});
