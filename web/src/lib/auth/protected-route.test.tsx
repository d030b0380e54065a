import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, test } from 'vitest';
import { deferred, mockApi, signedIn, signedOut, USER } from '../../test/api-mock';
import { preloadAuditorPage, renderApp } from '../../test/render';

describe('protected route guard', () => {
  // The dashboard is a lazy route: load (transform) its module once, outside the timed tests.
  beforeAll(async () => {
    await preloadAuditorPage();
  }, 60_000);

  test('renders nothing while the current user loads', async () => {
    const reply = deferred({ body: USER });
    mockApi({ 'GET /api/auth/current': reply.handler });
    const { location } = renderApp('/profile/details');
    const main = screen.getByRole('main');
    expect(main).toBeEmptyDOMElement();
    expect(location()).toBe('/profile/details');
    reply.release();
    expect(await screen.findByRole('heading', { name: 'My Account' })).toBeInTheDocument();
  });

  test('redirects a signed-out visitor to /login with next', async () => {
    mockApi(signedOut);
    const { location } = renderApp('/dashboard/bulk-campaigns');
    await waitFor(() => expect(location()).toBe('/login?next=%2Fdashboard%2Fbulk-campaigns'));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  test('lets a signed-in user through, /dashboard landing on the Ads Auditor', async () => {
    mockApi(signedIn);
    const { location } = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Ads Auditor' })).toBeInTheDocument();
    expect(location()).toBe('/dashboard/bulk-campaigns');
  });

  test('treats a server failure of the current-user call as signed out, without retrying', async () => {
    const { calls } = mockApi({ 'GET /api/auth/current': { status: 500, body: { detail: 'boom' } } });
    const { location } = renderApp('/profile/details');
    await waitFor(() => expect(location()).toBe('/login?next=%2Fprofile%2Fdetails'));
    expect(calls.filter((call) => call.path === '/api/auth/current')).toHaveLength(1);
  });
});
