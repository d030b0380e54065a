import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, test } from 'vitest';
import { AppProviders } from '../../../test/render';
import { createQueryClient } from '../../../lib/query-client';
import { mockApi, signedOut } from '../../../test/api-mock';
import { pricingRoutes } from './pricing-routes';

function renderRoutes(address: string) {
  const router = createMemoryRouter(pricingRoutes, { initialEntries: [address] });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('pricingRoutes', () => {
  test('/pricing loads the pricing page', async () => {
    mockApi({ ...signedOut, 'GET /api/payment/config': { body: { enabled: true } } });
    renderRoutes('/pricing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pricing' })).toBeInTheDocument();
  });

  test('/subscription loads the result page', async () => {
    mockApi({ ...signedOut });
    renderRoutes('/subscription?payment-canceled');
    expect(await screen.findByRole('heading', { name: 'Payment Canceled' })).toBeInTheDocument();
  });
});
