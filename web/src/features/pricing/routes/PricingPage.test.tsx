import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { deferred, mockApi, signedIn, signedOut, type MockReply } from '../../../test/api-mock';
import { renderWithProviders } from '../../../test/render';
import { PricingPage } from './PricingPage';

const enabled = { 'GET /api/payment/config': { body: { enabled: true } } };

function stubNavigation() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  return assign;
}

afterEach(() => vi.restoreAllMocks());

const card = (name: string) => screen.getByRole('region', { name });
const renderPricing = () => renderWithProviders(<PricingPage />, { path: '/pricing' });

/** A plan's button once the page knows the user and the payment configuration. */
async function readyButton(plan: string, name: string) {
  await waitFor(() => expect(within(card(plan)).getByRole('button', { name })).toBeEnabled());
  return within(card(plan)).getByRole('button', { name });
}

describe('/pricing', () => {
  test('shows the three plans with their prices and what premium unlocks', async () => {
    mockApi({ ...signedIn, ...enabled });
    renderPricing();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pricing' })).toBeInTheDocument();
    expect(within(card('Basic')).getByText('$999')).toBeInTheDocument();
    expect(within(card('Pro')).getByText('$1999')).toBeInTheDocument();
    expect(within(card('Pro')).getByText('Most Popular')).toBeInTheDocument();
    expect(within(card('Subscription')).getByText('$99')).toBeInTheDocument();
    expect(within(card('Subscription')).getByText('/mo')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 }).nextElementSibling).toHaveTextContent('Premium keeps your last 50 audits instead of 5');
    for (const plan of ['Basic', 'Pro', 'Subscription']) {
      expect(within(card(plan)).getByText('Keep your last 50 audits instead of 5')).toBeInTheDocument();
    }
  });

  test('signed in: Subscribe Now, Buy Pro Plan and Buy Basic Plan are enabled', async () => {
    mockApi({ ...signedIn, ...enabled });
    renderPricing();
    expect(await within(card('Basic')).findByRole('button', { name: 'Subscribe Now' })).toBeEnabled();
    expect(within(card('Pro')).getByRole('button', { name: 'Buy Pro Plan' })).toBeEnabled();
    expect(within(card('Subscription')).getByRole('button', { name: 'Buy Basic Plan' })).toBeEnabled();
  });

  test('anonymous: Basic reads Sign Up to Subscribe and is disabled; buying asks to sign up', async () => {
    const { calls } = mockApi({ ...signedOut, ...enabled });
    const { user } = renderPricing();
    await waitFor(() => expect(within(card('Pro')).getByRole('button', { name: 'Buy Pro Plan' })).toBeEnabled());
    expect(within(card('Basic')).getByRole('button', { name: 'Sign Up to Subscribe' })).toBeDisabled();
    await user.click(within(card('Pro')).getByRole('button', { name: 'Buy Pro Plan' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Please signup to use full features of the app.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  test('Buy Pro Plan opens a checkout session and goes to its address', async () => {
    const assign = stubNavigation();
    const reply = deferred({ body: { url: 'https://checkout.stripe.test/c/pay_123' } });
    const { calls } = mockApi({ ...signedIn, ...enabled, 'POST /api/payment/create-checkout-session': reply.handler });
    const { user } = renderPricing();
    await user.click(await readyButton('Pro', 'Buy Pro Plan'));
    expect(await within(card('Pro')).findByRole('button', { name: 'Opening checkout...' })).toBeDisabled();
    expect(within(card('Subscription')).getByRole('button', { name: 'Buy Basic Plan' })).toBeDisabled();
    reply.release();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay_123'));
    expect(calls.find((call) => call.method === 'POST')?.path).toBe('/api/payment/create-checkout-session?plan=pro');
  });

  test('Buy Basic Plan opens a subscription session (a plain string URL is accepted too)', async () => {
    const assign = stubNavigation();
    const { calls } = mockApi({
      ...signedIn,
      ...enabled,
      'POST /api/subscription/create-subscription-session': { body: 'https://checkout.stripe.test/c/sub_9' },
    });
    const { user } = renderPricing();
    await user.click(await readyButton('Subscription', 'Buy Basic Plan'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.test/c/sub_9'));
    expect(calls.find((call) => call.method === 'POST')?.path).toBe('/api/subscription/create-subscription-session');
  });

  test('a failed checkout shows the server detail and lets the user try again', async () => {
    const assign = stubNavigation();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ ...signedIn, ...enabled, 'POST /api/payment/create-checkout-session': { status: 502, body: { detail: 'Stripe did not answer' } } });
    const { user } = renderPricing();
    await user.click(await readyButton('Pro', 'Buy Pro Plan'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Stripe did not answer');
    expect(within(card('Pro')).getByRole('button', { name: 'Buy Pro Plan' })).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
    expect(logged).toHaveBeenCalled(); // Checkout failures are logged.
  });

  test('payments not configured: every button is disabled and the page says so', async () => {
    mockApi({ ...signedIn, 'GET /api/payment/config': { body: { enabled: false } } });
    renderPricing();
    expect(await screen.findByRole('alert')).toHaveTextContent('Payments are not available on this server.');
    for (const name of ['Subscribe Now', 'Buy Pro Plan', 'Buy Basic Plan']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
  });

  test('payments not configured, signed out: no notice, and Pro and Subscription open the sign-up dialog', async () => {
    const { calls } = mockApi({ ...signedOut, 'GET /api/payment/config': { body: { enabled: false } } });
    const { user } = renderPricing();
    for (const [plan, name] of [['Pro', 'Buy Pro Plan'], ['Subscription', 'Buy Basic Plan']]) {
      await user.click(await readyButton(plan, name));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText('Please signup to use full features of the app.')).toBeInTheDocument();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
    expect(screen.queryByText('Payments are unavailable')).not.toBeInTheDocument();
    expect(screen.queryByText(/Payments are not available on this server/)).not.toBeInTheDocument();
    expect(within(card('Basic')).getByRole('button', { name: 'Sign Up to Subscribe' })).toBeDisabled();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  test('a 503 from checkout disables the buttons with the server detail', async () => {
    const assign = stubNavigation();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const unavailable: MockReply = { status: 503, body: { detail: 'Payments are not configured on this server.' } };
    mockApi({ ...signedIn, ...enabled, 'POST /api/payment/create-checkout-session': unavailable });
    const { user } = renderPricing();
    await user.click(await readyButton('Pro', 'Buy Pro Plan'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Payments are not configured on this server.');
    for (const name of ['Subscribe Now', 'Buy Pro Plan', 'Buy Basic Plan']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
    expect(assign).not.toHaveBeenCalled();
  });

  test('the FAQ has 9 questions about this product, and they expand', async () => {
    mockApi({ ...signedOut, ...enabled });
    const { user } = renderPricing();
    const faq = await screen.findByRole('region', { name: 'Frequently asked questions' });
    const questions = within(faq).getAllByRole('button');
    expect(questions).toHaveLength(9);
    const question = within(faq).getByRole('button', { name: 'Do you keep my bulk file?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(within(faq).getByText(/read in memory and never stored/)).toBeVisible();
    expect(within(faq).getByRole('button', { name: 'How large can my files be?' })).toBeInTheDocument();
  });
});
