import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { deferred, mockApi, signedIn, signedOut } from '../../../test/api-mock';
import { article, articlesServer, renderArticles } from '../test/articles-test-kit';

const LONG_CONTENT = `${'Negative keywords stop wasted spend. '.repeat(8)}The end.`;

describe('/my-articles', () => {
  test('lists the articles: title, shortened content, published date or Not Published, edit and delete', async () => {
    const { calls } = articlesServer([
      article({ id: 1, title: 'Cutting ACOS', content: LONG_CONTENT, is_published: true, published_at: '2026-03-01T12:00:00.000Z' }),
      article({ id: 2, title: 'Draft on placements', content: 'Top of search first.' }),
    ]);
    renderArticles('/my-articles');
    const table = await screen.findByRole('table', { name: 'My articles' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Title', 'Content', 'Published At', 'Actions']);
    const [, published, draft] = within(table).getAllByRole('row');
    expect(within(published).getByText('Cutting ACOS')).toBeInTheDocument();
    const preview = within(published).getByText(/^Negative keywords stop wasted spend\./);
    expect(preview.textContent).toMatch(/\.\.\.$/);
    expect(preview.textContent!.length).toBeLessThan(LONG_CONTENT.length);
    expect(published.querySelector('time')).toHaveAttribute('dateTime', '2026-03-01T12:00:00.000Z');
    expect(within(draft).getByText('Top of search first.')).toBeInTheDocument();
    expect(within(draft).getByText('Not Published')).toBeInTheDocument();
    expect(within(published).getByRole('link', { name: 'Edit Cutting ACOS' })).toHaveAttribute('href', '/my-articles/1');
    expect(within(draft).getByRole('button', { name: 'Delete Draft on placements' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'New Article' })).toHaveAttribute('href', '/my-articles/new');
    expect(calls.find((call) => call.path.startsWith('/api/articles'))?.path).toBe('/api/articles?published_only=false');
  });

  test('says so when there are no articles, and still offers New Article', async () => {
    articlesServer([]);
    renderArticles('/my-articles');
    expect(await screen.findByText('No articles available. Create a new article to get started.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Article' })).toBeInTheDocument();
  });

  test('shows a loading state, then a failure with Retry', async () => {
    let fail = true;
    const slow = deferred({ status: 500, body: { detail: 'Internal error' } });
    mockApi({
      ...signedIn,
      'GET /api/articles': () => (fail ? slow.handler() : { body: [article({ id: 3, title: 'Back again' })] }),
    });
    const { user } = renderArticles('/my-articles');
    expect(await screen.findByText('Loading your articles...')).toBeInTheDocument();
    slow.release();
    expect(await screen.findByText(/Could not load your articles: Internal Server Error/)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Back again')).toBeInTheDocument();
  });

  test('deletes through the Delete Article dialog; cancelling keeps the article', async () => {
    const { calls } = articlesServer([article({ id: 1, title: 'Keep me' }), article({ id: 2, title: 'Remove me' })]);
    const { user } = renderArticles('/my-articles');
    await user.click(await screen.findByRole('button', { name: 'Delete Remove me' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete Article' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Remove me' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete Article' });
    expect(dialog).toHaveTextContent('Remove me');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Article deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Remove me')).not.toBeInTheDocument());
    expect(screen.getByText('Keep me')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/api/articles/2']);
  });

  test('a failed delete shows the error and keeps the row', async () => {
    articlesServer([article({ id: 1, title: 'Stubborn' })], { 'DELETE /api/articles/1': { status: 500, body: { detail: 'boom' } } });
    const { user } = renderArticles('/my-articles');
    await user.click(await screen.findByRole('button', { name: 'Delete Stubborn' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Internal Server Error')).toBeInTheDocument();
    expect(screen.getByText('Stubborn')).toBeInTheDocument();
  });

  test('sends a signed-out visitor to log in', async () => {
    mockApi(signedOut);
    const { location } = renderArticles('/my-articles');
    expect(await screen.findByRole('heading', { name: 'Log in page' })).toBeInTheDocument();
    expect(location()).toBe('/login?next=%2Fmy-articles');
  });
});
