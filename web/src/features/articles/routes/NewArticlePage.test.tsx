import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { deferred } from '../../../test/api-mock';
import { articlesServer, renderArticles } from '../test/articles-test-kit';

const title = () => screen.getByRole('textbox', { name: 'Title' });
const content = () => screen.getByRole('textbox', { name: 'Content' });

describe('/my-articles/new', () => {
  test('has the form, Publish immediately and a way back', async () => {
    articlesServer([]);
    renderArticles('/my-articles/new');
    expect(await screen.findByRole('heading', { name: 'New Article' })).toBeInTheDocument();
    expect(title()).toHaveValue('');
    expect(content()).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Publish immediately' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Back to My Articles' })).toHaveAttribute('href', '/my-articles');
  });

  test('requires a title and content before calling the API', async () => {
    const { calls } = articlesServer([]);
    const { user } = renderArticles('/my-articles/new');
    await user.click(await screen.findByRole('button', { name: 'Create Article' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Content is required')).toBeInTheDocument();
    await user.type(title(), '   ');
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    await user.type(content(), '  ');
    expect(screen.getByText('Content is required')).toBeInTheDocument();
    await user.type(content(), 'Body');
    await waitFor(() => expect(screen.queryByText('Content is required')).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  test('creates a published article: Creating..., the success message, back to the list', async () => {
    const reply = deferred({ status: 201, body: { id: 9, title: 'Bid strategy', content: 'Dynamic bids.', is_published: true, published_at: '2026-04-01T09:30:00.000Z' } });
    const { calls } = articlesServer([], { 'POST /api/articles': reply.handler });
    const { user, location } = renderArticles('/my-articles/new');
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), '  Bid strategy ');
    await user.type(content(), 'Dynamic bids.');
    await user.click(screen.getByRole('checkbox', { name: 'Publish immediately' }));
    await user.click(screen.getByRole('button', { name: 'Create Article' }));
    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeDisabled();
    reply.release();
    expect(await screen.findByText('Article created successfully')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/my-articles'));
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/articles',
      body: { title: 'Bid strategy', content: 'Dynamic bids.', is_published: true },
    });
  });

  test('a draft is sent unpublished and then listed as Not Published', async () => {
    const { calls } = articlesServer([]);
    const { user } = renderArticles('/my-articles/new');
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Draft');
    await user.type(content(), 'Later.');
    await user.click(screen.getByRole('button', { name: 'Create Article' }));
    expect(await screen.findByText('Not Published')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ is_published: false });
  });

  test('a failure keeps the form with the failure message and shows 422 details per field', async () => {
    articlesServer([], {
      'POST /api/articles': {
        status: 422,
        body: { detail: [{ loc: ['body', 'title'], msg: 'Title must be at most 200 characters', type: 'maxLength' }] },
      },
    });
    const { user, location } = renderArticles('/my-articles/new');
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Too long');
    await user.type(content(), 'Text');
    await user.click(screen.getByRole('button', { name: 'Create Article' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create article. Please try again.');
    expect(screen.getByText('Title must be at most 200 characters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Article' })).toBeEnabled();
    expect(title()).toHaveValue('Too long');
    expect(location()).toBe('/my-articles/new');
  });
});
