import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { deferred } from '../../../test/api-mock';
import { article, articlesServer, renderArticles } from '../test/articles-test-kit';

const PUBLISHED = article({ id: 4, title: 'Placements', content: 'Top of search converts.', is_published: true, published_at: '2026-03-02T08:00:00.000Z' });

describe('/my-articles/{id}', () => {
  test('loads the article into the form', async () => {
    articlesServer([PUBLISHED]);
    renderArticles('/my-articles/4');
    expect(await screen.findByText('Loading the article...')).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Placements');
    expect(screen.getByRole('heading', { name: 'Edit Article' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Content' })).toHaveValue('Top of search converts.');
    expect(screen.getByRole('checkbox', { name: 'Publish immediately' })).toBeChecked();
    expect(screen.getByText(/^Published .* Untick to unpublish\.$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Articles' })).toHaveAttribute('href', '/my-articles');
  });

  test('updates and unpublishes: Updating..., the success message, back to the list', async () => {
    const reply = deferred({ body: { ...PUBLISHED, title: 'Placements, revised', is_published: false, published_at: null } });
    const { calls } = articlesServer([PUBLISHED], { 'PUT /api/articles/4': reply.handler });
    const { user, location } = renderArticles('/my-articles/4');
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await user.type(title, ', revised');
    await user.click(screen.getByRole('checkbox', { name: 'Publish immediately' }));
    await user.click(screen.getByRole('button', { name: 'Update Article' }));
    expect(await screen.findByRole('button', { name: 'Updating...' })).toBeDisabled();
    reply.release();
    expect(await screen.findByText('Article updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/my-articles'));
    expect(calls.find((call) => call.method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/api/articles/4',
      body: { title: 'Placements, revised', content: 'Top of search converts.', is_published: false },
    });
  });

  test('publishing a draft sends is_published and the list shows its date', async () => {
    const { calls } = articlesServer([article({ id: 5, title: 'Draft' })]);
    const { user } = renderArticles('/my-articles/5');
    const publish = await screen.findByRole('checkbox', { name: 'Publish immediately' });
    expect(publish).not.toBeChecked();
    await user.click(publish);
    await user.click(screen.getByRole('button', { name: 'Update Article' }));
    expect(await screen.findByText('Article updated successfully')).toBeInTheDocument();
    await screen.findByRole('table');
    expect(screen.queryByText('Not Published')).not.toBeInTheDocument();
    expect(document.querySelector('time')).toHaveAttribute('dateTime', '2026-04-01T09:30:00.000Z');
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ is_published: true });
  });

  test('a failed update keeps the form and shows the failure message', async () => {
    articlesServer([PUBLISHED], { 'PUT /api/articles/4': { status: 500, body: { detail: 'boom' } } });
    const { user, location } = renderArticles('/my-articles/4');
    await user.click(await screen.findByRole('button', { name: 'Update Article' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update article. Please try again.');
    expect(location()).toBe('/my-articles/4');
  });

  test("a missing or another user's article (404) says so, with the way back", async () => {
    const { calls } = articlesServer([]);
    renderArticles('/my-articles/77');
    expect(await screen.findByText('Article not found.')).toBeInTheDocument();
    expect(screen.getByText(/belongs to another account/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Title' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to My Articles' }).at(-1)).toHaveAttribute('href', '/my-articles');
    expect(calls.map((call) => call.path)).toContain('/api/articles/77');
  });

  test('an id that is not a number is not found without asking the server', async () => {
    const { calls } = articlesServer([]);
    renderArticles('/my-articles/abc');
    expect(await screen.findByText('Article not found.')).toBeInTheDocument();
    expect(calls.some((call) => call.path.startsWith('/api/articles'))).toBe(false);
  });
});
