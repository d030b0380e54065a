import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { deferred, mockApi, signedIn, signedOut, USER } from '../../../test/api-mock';
import { AppProviders } from '../../../test/render';
import { createQueryClient } from '../../../lib/query-client';
import { SubscriptionPage } from './SubscriptionPage';

afterEach(() => vi.restoreAllMocks());

const ACTIVE = { plan: 'premium', status: 'active', current_period_end: '2026-08-15T12:00:00.000Z', cancel_at_period_end: false };

/**
 * Renders the page at /subscription with a query string. renderWithProviders uses its path both
 * as the route pattern and the address, and '?' in a pattern means an optional segment.
 */
function renderAt(search: string) {
  const router = createMemoryRouter([{ path: '/subscription', element: <SubscriptionPage /> }], {
    initialEntries: ['/subscription' + search],
  });
  const user = userEvent.setup({ delay: null });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { user, router };
}

describe('/subscription', () => {
  test('shows an updating spinner while the user is refetched, then Welcome to Premium', async () => {
    const reply = deferred({ body: { ...USER, is_premium: true } });
    mockApi({ 'GET /api/auth/current': reply.handler, 'GET /api/subscription/current-subscription': { body: ACTIVE } });
    renderAt('?payment-success');
    expect(screen.getByRole('status')).toHaveTextContent('Updating your account...');
    reply.release();
    expect(await screen.findByRole('heading', { name: 'Welcome to Premium' })).toBeInTheDocument();
    expect(screen.getByText(/now keeps your last 50 audits/)).toBeInTheDocument();
    expect(screen.queryByText(/still confirming your payment/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(await screen.findByText('Renews on August 15, 2026.')).toBeInTheDocument();
  });

  test('says premium is on its way when the payment is not confirmed yet', async () => {
    mockApi({ ...signedIn, 'GET /api/subscription/current-subscription': { body: null } });
    renderAt('?payment-success');
    expect(await screen.findByRole('heading', { name: 'Welcome to Premium' })).toBeInTheDocument();
    expect(screen.getByText(/still confirming your payment/)).toBeInTheDocument();
  });

  test('Payment Canceled offers Try Again to /pricing', async () => {
    mockApi({ ...signedOut });
    renderAt('?payment-canceled');
    expect(await screen.findByRole('heading', { name: 'Payment Canceled' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByRole('region', { name: 'Your subscription' })).not.toBeInTheDocument();
  });

  test('a failed refetch shows Failed to update user data and Go to Dashboard', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ 'GET /api/auth/current': { status: 500, body: { detail: 'boom' } } });
    renderAt('?payment-success');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update user data');
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('heading', { name: 'Welcome to Premium' })).not.toBeInTheDocument();
  });

  test('without a result in the address it says so and shows the subscription', async () => {
    mockApi({ ...signedIn, 'GET /api/subscription/current-subscription': { body: null } });
    renderAt('');
    expect(await screen.findByRole('heading', { name: 'No payment to confirm' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toBeInTheDocument();
    const panel = await screen.findByRole('region', { name: 'Your subscription' });
    expect(await within(panel).findByText('You have no subscription.')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'See Plans' })).toHaveAttribute('href', '/pricing');
  });

  test('cancels the subscription through the confirm dialog, at the end of the period', async () => {
    let subscription = { ...ACTIVE };
    const { calls } = mockApi({
      'GET /api/auth/current': { body: { ...USER, is_premium: true } },
      'GET /api/subscription/current-subscription': () => ({ body: subscription }),
      'POST /api/subscription/cancel-subscription': () => {
        subscription = { ...subscription, cancel_at_period_end: true };
        return { body: subscription };
      },
    });
    const { user } = renderAt('');
    const panel = await screen.findByRole('region', { name: 'Your subscription' });
    await user.click(await within(panel).findByRole('button', { name: 'Cancel subscription' }));

    const dialog = await screen.findByRole('dialog', { name: 'Cancel subscription' });
    expect(dialog).toHaveTextContent('Premium stays on until August 15, 2026. After that your account keeps the last 5 audits again.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep subscription' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.click(within(panel).getByRole('button', { name: 'Cancel subscription' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByText('Subscription cancelled. Premium stays on until August 15, 2026.')).toBeInTheDocument();
    expect(await within(panel).findByText('Cancelled: premium ends on August 15, 2026.')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/subscription/cancel-subscription')).toHaveLength(1);
  });

  test('a failed cancel shows the server detail', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({
      ...signedIn,
      'GET /api/subscription/current-subscription': { body: ACTIVE },
      'POST /api/subscription/cancel-subscription': { status: 502, body: { detail: 'Stripe did not answer' } },
    });
    const { user } = renderAt('');
    const panel = await screen.findByRole('region', { name: 'Your subscription' });
    await user.click(await within(panel).findByRole('button', { name: 'Cancel subscription' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel subscription' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Stripe did not answer');
  });

  test('a Pro purchase offers its one-time download', async () => {
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:purchase');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { calls } = mockApi({
      ...signedIn,
      'GET /api/subscription/current-subscription': { body: null },
      'GET /api/payment/verify-download': { body: 'the purchased file' },
    });
    const { user } = renderAt('?payment-success&download_token=tok_1');
    await user.click(await screen.findByRole('button', { name: 'Download your purchase' }));
    expect(await screen.findByRole('button', { name: 'Downloaded' })).toBeDisabled();
    expect(click).toHaveBeenCalled();
    expect(createObjectURL).toHaveBeenCalled();
    expect(calls.find((call) => call.path.startsWith('/api/payment/verify-download'))?.path).toBe('/api/payment/verify-download?token=tok_1');
  });

  test('a download that is not confirmed yet says why', async () => {
    mockApi({
      ...signedIn,
      'GET /api/subscription/current-subscription': { body: null },
      'GET /api/payment/verify-download': { status: 403, body: { detail: 'The payment for this download is not confirmed yet.' } },
    });
    const { user } = renderAt('?payment-success&download_token=tok_1');
    await user.click(await screen.findByRole('button', { name: 'Download your purchase' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment for this download is not confirmed yet.');
    expect(screen.getByRole('button', { name: 'Download your purchase' })).toBeEnabled();
  });

  test('payments not configured: the subscription panel says so', async () => {
    mockApi({
      ...signedIn,
      'GET /api/subscription/current-subscription': { status: 503, body: { detail: 'Payments are not configured on this server.' } },
    });
    renderAt('');
    const panel = await screen.findByRole('region', { name: 'Your subscription' });
    expect(await within(panel).findByText('Payments are not configured on this server.')).toBeInTheDocument();
  });
});
