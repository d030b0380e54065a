import { screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { mockApi, signedOut } from '../../../test/api-mock';
import { renderApp } from '../../../test/render';

function stubNavigation() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  return assign;
}

describe('Sign In with Google', () => {
  test('goes to the authorize route when the server redirects to Google', async () => {
    const assign = stubNavigation();
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.includes('/api/auth/google/authorize')) return { type: 'opaqueredirect', status: 0, ok: false } as Response;
      return new Response(JSON.stringify({ detail: 'Not authenticated' }), { status: 401, headers: { 'content-type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('link', { name: 'Sign In with Google' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/api/auth/google/authorize'));
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/google/authorize', expect.objectContaining({ redirect: 'manual' }));
  });

  test('says so, and stays on the page, when Google sign-in is not configured', async () => {
    const assign = stubNavigation();
    mockApi({ ...signedOut, 'GET /api/auth/google/authorize': { status: 503, body: { detail: 'Google sign-in is not configured' } } });
    const { user, location } = renderApp('/signup');
    await user.click(await screen.findByRole('link', { name: 'Sign Up with Google' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Google sign-in is not set up on this server. Please use your e-mail and password.');
    expect(assign).not.toHaveBeenCalled();
    expect(location()).toBe('/signup');
  });

  test('reports any other failure as unavailable', async () => {
    const assign = stubNavigation();
    mockApi({ ...signedOut, 'GET /api/auth/google/authorize': { status: 500, body: { detail: 'Internal Server Error' } } });
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('link', { name: 'Sign In with Google' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Google sign-in is not available right now. Please try again later.');
    expect(assign).not.toHaveBeenCalled();
  });
});
