import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../../../test/render';
import { createQueryClient } from '../../../lib/query-client';
import { mockApi, signedIn, type MockReply } from '../../../test/api-mock';
import type { Article } from '../api/types';
import { articleRoutes } from '../routes/article-routes';

/** Renders the articles routes (guard and lazy pages included) at `path`, with a stand-in login page. */
export function renderArticles(path: string) {
  const router = createMemoryRouter([...articleRoutes, { path: '/login', element: <h1>Log in page</h1> }], { initialEntries: [path] });
  const user = userEvent.setup({ delay: null });
  const view = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const location = () => router.state.location.pathname + router.state.location.search;
  return { ...view, router, user, location };
}

export const article = (overrides: Partial<Article> & { id: number }): Article => ({
  user_id: 1,
  title: `Article ${overrides.id}`,
  content: `Content of article ${overrides.id}`,
  is_published: false,
  published_at: null,
  created_at: '2026-02-01T10:00:00.000Z',
  updated_at: '2026-02-01T10:00:00.000Z',
  ...overrides,
});

type Handler = (request: Request) => MockReply | Promise<MockReply>;

/**
 * A signed-in user and an in-memory articles API over `initial`. `overrides` replace any
 * "METHOD /path" answer (e.g. a failure or a deferred reply).
 */
export function articlesServer(initial: Article[], overrides: Record<string, Handler | MockReply> = {}) {
  let articles = [...initial];
  let nextId = Math.max(0, ...initial.map((row) => row.id)) + 1;
  const stamp = (input: Pick<Article, 'title' | 'content' | 'is_published'>, previous?: Article) => ({
    ...article({ id: 0 }),
    ...previous,
    ...input,
    published_at: input.is_published ? previous?.published_at ?? '2026-04-01T09:30:00.000Z' : null,
  });
  const handlers: Record<string, Handler | MockReply> = {
    ...signedIn,
    'GET /api/articles': () => ({ body: articles }),
    'POST /api/articles': async (request) => {
      const created = { ...stamp(await request.json()), id: nextId++ };
      articles = [...articles, created];
      return { status: 201, body: created };
    },
  };
  for (const row of initial) {
    const path = `/api/articles/${row.id}`;
    const current = () => articles.find((candidate) => candidate.id === row.id);
    const missing = { status: 404, body: { detail: 'Article not found' } };
    handlers[`GET ${path}`] = () => (current() ? { body: current() } : missing);
    handlers[`PUT ${path}`] = async (request) => {
      const previous = current();
      if (!previous) return missing;
      const updated = { ...stamp(await request.json(), previous), id: row.id };
      articles = articles.map((candidate) => (candidate.id === row.id ? updated : candidate));
      return { body: updated };
    };
    handlers[`DELETE ${path}`] = () => {
      if (!current()) return missing;
      articles = articles.filter((candidate) => candidate.id !== row.id);
      return { body: { deleted: true } };
    };
  }
  return mockApi({ ...handlers, ...overrides });
}
