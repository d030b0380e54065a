import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '../app/providers';
import { routes } from '../app/routes';
import { createQueryClient } from '../lib/query-client';

/** For tests that build their own router: features do not import the app themselves. */
export { AppProviders };

/** Loads (transforms) the lazily routed Ads Auditor page, so that no timed test pays for it. */
export async function preloadAuditorPage(): Promise<void> {
  await import('../features/auditor');
}

/** Renders the whole app at `path` with fresh providers; returns the router to read the location. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  const user = userEvent.setup({ delay: null });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const location = () => router.state.location.pathname + router.state.location.search;
  return { ...view, router, user, queryClient, location };
}

/** Renders one component inside providers and a router, with optional extra routes. */
export function renderWithProviders(ui: ReactElement, { path = '/', extraRoutes = [] as RouteObject[] } = {}) {
  const router = createMemoryRouter([{ path, element: ui }, ...extraRoutes], { initialEntries: [path] });
  const user = userEvent.setup({ delay: null });
  const view = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, user };
}
