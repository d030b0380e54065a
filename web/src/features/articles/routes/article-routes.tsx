import { Outlet, type RouteObject } from 'react-router';
import { ProtectedRoute } from '../../../lib/auth/protected-route';

/**
 * /my-articles, /my-articles/new and /my-articles/{id}: signed-in users
 * only, each page its own chunk. Added to the app's layout routes in app/routes.tsx.
 */
export const articleRoutes: RouteObject[] = [
  {
    element: <ProtectedRoute><Outlet /></ProtectedRoute>,
    children: [
      { path: '/my-articles', lazy: async () => ({ Component: (await import('./MyArticlesPage')).MyArticlesPage }) },
      { path: '/my-articles/new', lazy: async () => ({ Component: (await import('./NewArticlePage')).NewArticlePage }) },
      { path: '/my-articles/:id', lazy: async () => ({ Component: (await import('./EditArticlePage')).EditArticlePage }) },
    ],
  },
];
