import { act, screen, waitFor } from '@testing-library/react';
import { focusManager } from '@tanstack/react-query';
import { describe, expect, test } from 'vitest';
import { mockApi, signedIn, USER } from '../../test/api-mock';
import { renderApp } from '../../test/render';
import { CURRENT_USER_KEY } from './current-user';

describe('current-user query', () => {
  test('is cached under currentUser and not refetched when the window regains focus', async () => {
    const { calls } = mockApi(signedIn);
    const { queryClient } = renderApp('/profile/details');
    expect(await screen.findByRole('heading', { name: 'My Account' })).toBeInTheDocument();
    expect(CURRENT_USER_KEY).toEqual(['currentUser']);
    expect(queryClient.getQueryData(['currentUser'])).toMatchObject({ email: USER.email });
    const currentCalls = () => calls.filter((call) => call.path === '/api/auth/current').length;
    const before = currentCalls();

    // Stale data plus a focus event is exactly when a default query would refetch.
    await act(async () => {
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY, refetchType: 'none' });
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(currentCalls()).toBe(before);
    focusManager.setFocused(undefined);
  });

  test('a signed-out answer (401) is not retried', async () => {
    const { calls } = mockApi({ 'GET /api/auth/current': { status: 401, body: { detail: 'Not authenticated' } } });
    const { location } = renderApp('/dashboard');
    await waitFor(() => expect(location()).toBe('/login?next=%2Fdashboard'));
    expect(calls.filter((call) => call.path === '/api/auth/current')).toHaveLength(1);
  });
});
