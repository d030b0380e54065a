import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, signUpAndLogin, type SignedInUser, type TestApp } from '../../helpers/index.js';
import { authHeaders, buildAuditTestApp } from '../../helpers/audit.js';
import type { Article } from '../../../src/repositories/articles.js';

interface Issue {
  loc: (string | number)[];
  msg: string;
  type: string;
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(dialects)('articles (%s)', (dialect) => {
  let testApp: TestApp;
  let alice: SignedInUser;
  let bob: SignedInUser;

  beforeAll(async () => {
    testApp = await buildAuditTestApp(dialect);
    alice = await signUpAndLogin(testApp.app);
    bob = await signUpAndLogin(testApp.app);
  });
  afterAll(async () => testApp?.close());

  const call = (user: SignedInUser | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    testApp.app.inject({ method, url, payload, headers: user ? authHeaders(user) : {} });
  const create = async (user: SignedInUser, payload: object) => {
    const response = await call(user, 'POST', '/api/articles', payload);
    expect(response.statusCode).toBe(201);
    return response.json<Article>();
  };
  const issuesOf = (response: { json: () => unknown }) => (response.json() as { detail: Issue[] }).detail;

  it('creates an unpublished article with a trimmed title, then gets and lists it', async () => {
    const created = await call(alice, 'POST', '/api/articles', { title: '  Bid rules for Q3  ', content: 'Lower bids on\n  broad match.\n' });
    expect(created.statusCode).toBe(201);
    const article = created.json<Article>();
    expect(article).toMatchObject({ title: 'Bid rules for Q3', content: 'Lower bids on\n  broad match.\n', is_published: false, published_at: null, user_id: alice.user.id });
    expect(article.created_at).toMatch(ISO);
    expect(article.updated_at).toBe(article.created_at);

    const fetched = await call(alice, 'GET', `/api/articles/${article.id}`);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.json()).toEqual(article);

    const listed = await call(alice, 'GET', '/api/articles');
    expect(listed.statusCode).toBe(200);
    expect(listed.json<Article[]>().map((a) => a.id)).toContain(article.id);
  });

  it('lists the caller\'s own articles newest first, published or not', async () => {
    const carol = await signUpAndLogin(testApp.app);
    const first = await create(carol, { title: 'First', content: 'one' });
    const second = await create(carol, { title: 'Second', content: 'two', is_published: true });
    const explicit = await call(carol, 'GET', '/api/articles?published_only=false');
    const byDefault = await call(carol, 'GET', '/api/articles');
    expect(explicit.json<Article[]>().map((a) => a.id)).toEqual([second.id, first.id]);
    expect(byDefault.json()).toEqual(explicit.json());
  });

  it('sets published_at when an article is published and clears it when it is unpublished', async () => {
    const published = await create(alice, { title: 'Launch notes', content: 'Live now', is_published: true });
    expect(published.is_published).toBe(true);
    expect(published.published_at).toMatch(ISO);

    const unpublished = await call(alice, 'PUT', `/api/articles/${published.id}`, { title: 'Launch notes', content: 'Live now', is_published: false });
    expect(unpublished.statusCode).toBe(200);
    expect(unpublished.json<Article>()).toMatchObject({ is_published: false, published_at: null });

    await pause(5);
    const republished = (await call(alice, 'PUT', `/api/articles/${published.id}`, { title: 'Launch notes', content: 'Live again', is_published: true })).json<Article>();
    expect(republished).toMatchObject({ is_published: true, content: 'Live again' });
    expect(republished.published_at).toMatch(ISO);
    expect(republished.published_at! > published.published_at!).toBe(true);

    // Editing a published article keeps its publication date; leaving is_published out keeps the state.
    await pause(5);
    const edited = (await call(alice, 'PUT', `/api/articles/${published.id}`, { title: ' Launch notes (v2) ', content: 'Edited', is_published: true })).json<Article>();
    expect(edited).toMatchObject({ title: 'Launch notes (v2)', content: 'Edited', is_published: true, published_at: republished.published_at });
    expect(edited.updated_at > republished.updated_at).toBe(true);
    const untouched = (await call(alice, 'PUT', `/api/articles/${published.id}`, { title: 'Launch notes', content: 'Same state' })).json<Article>();
    expect(untouched).toMatchObject({ is_published: true, published_at: republished.published_at });
    expect((await call(alice, 'GET', `/api/articles/${published.id}`)).json<Article>().content).toBe('Same state');
  });

  it("lists every user's published articles with published_only=true, and no drafts", async () => {
    const alicePublished = await create(alice, { title: 'Alice public', content: 'a', is_published: true });
    const aliceDraft = await create(alice, { title: 'Alice draft', content: 'a' });
    const bobPublished = await create(bob, { title: 'Bob public', content: 'b', is_published: true });
    const bobDraft = await create(bob, { title: 'Bob draft', content: 'b' });

    for (const user of [alice, bob]) {
      const response = await call(user, 'GET', '/api/articles?published_only=true');
      expect(response.statusCode).toBe(200);
      const listed = response.json<Article[]>();
      const ids = listed.map((a) => a.id);
      expect(ids).toEqual(expect.arrayContaining([alicePublished.id, bobPublished.id]));
      expect(ids).not.toContain(aliceDraft.id);
      expect(ids).not.toContain(bobDraft.id);
      expect(listed.every((a) => a.is_published && a.published_at !== null)).toBe(true);
      // Most recently published first.
      expect(ids.indexOf(bobPublished.id)).toBeLessThan(ids.indexOf(alicePublished.id));
    }

    const bobsOwn = (await call(bob, 'GET', '/api/articles')).json<Article[]>().map((a) => a.id);
    expect(bobsOwn).toEqual(expect.arrayContaining([bobPublished.id, bobDraft.id]));
    expect(bobsOwn).not.toContain(alicePublished.id);

    const bad = await call(alice, 'GET', '/api/articles?published_only=maybe');
    expect(bad.statusCode).toBe(422);
    expect(issuesOf(bad)[0]).toMatchObject({ loc: ['query', 'published_only'] });
  });

  it('requires a title and content, with the messages of the article form', async () => {
    const missing = await call(alice, 'POST', '/api/articles', {});
    expect(missing.statusCode).toBe(422);
    expect(issuesOf(missing)).toEqual(
      expect.arrayContaining([
        { loc: ['body', 'title'], msg: 'Title is required', type: 'required' },
        { loc: ['body', 'content'], msg: 'Content is required', type: 'required' },
      ]),
    );

    const blank = await call(alice, 'POST', '/api/articles', { title: '   ', content: '' });
    expect(blank.statusCode).toBe(422);
    expect(issuesOf(blank).map((i) => [i.loc, i.msg])).toEqual(
      expect.arrayContaining([
        [['body', 'title'], 'Title is required'],
        [['body', 'content'], 'Content is required'],
      ]),
    );

    const article = await create(alice, { title: 'Keep me', content: 'unchanged' });
    const blankUpdate = await call(alice, 'PUT', `/api/articles/${article.id}`, { title: 'Keep me', content: ' \n ' });
    expect(blankUpdate.statusCode).toBe(422);
    expect(issuesOf(blankUpdate)).toEqual([{ loc: ['body', 'content'], msg: 'Content is required', type: 'required' }]);
    expect((await call(alice, 'GET', `/api/articles/${article.id}`)).json<Article>().content).toBe('unchanged');
  });

  it('limits titles to 200 and content to 100,000 characters, and refuses wrong types', async () => {
    expect((await call(alice, 'POST', '/api/articles', { title: 't'.repeat(200), content: 'c'.repeat(100_000) })).statusCode).toBe(201);

    const tooLong = await call(alice, 'POST', '/api/articles', { title: 't'.repeat(201), content: 'c'.repeat(100_001) });
    expect(tooLong.statusCode).toBe(422);
    expect(issuesOf(tooLong).map((i) => i.msg)).toEqual(
      expect.arrayContaining(['Title must be at most 200 characters', 'Content must be at most 100,000 characters']),
    );

    const wrongTypes = await call(alice, 'POST', '/api/articles', { title: { text: 'x' }, content: 'ok', is_published: 'sometimes' });
    expect(wrongTypes.statusCode).toBe(422);
    const locs = issuesOf(wrongTypes).map((i) => i.loc);
    expect(locs).toEqual(expect.arrayContaining([['body', 'title'], ['body', 'is_published']]));
    expect(issuesOf(wrongTypes).find((i) => i.loc[1] === 'title')?.msg).toBe('Title must be text');
  });

  it('answers 422 for ids that cannot exist and 404 for ids that do not', async () => {
    for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
      const response = await call(alice, 'GET', `/api/articles/${id}`);
      expect(response.statusCode, id).toBe(422);
      expect(issuesOf(response)[0].loc).toEqual(['path', 'article_id']);
    }
    const absent = await call(alice, 'GET', '/api/articles/2147483647');
    expect(absent.statusCode).toBe(404);
    expect(absent.json()).toEqual({ detail: 'Article not found' });
    expect((await call(alice, 'PUT', '/api/articles/2147483647', { title: 't', content: 'c' })).statusCode).toBe(404);
    expect((await call(alice, 'DELETE', '/api/articles/2147483647')).statusCode).toBe(404);
  });

  it("never shows, changes or deletes another user's article, even a published one", async () => {
    const draft = await create(alice, { title: 'Private draft', content: 'secret' });
    const published = await create(alice, { title: 'Public piece', content: 'hello', is_published: true });
    for (const article of [draft, published]) {
      expect((await call(bob, 'GET', `/api/articles/${article.id}`)).json()).toEqual({ detail: 'Article not found' });
      expect((await call(bob, 'PUT', `/api/articles/${article.id}`, { title: 'hacked', content: 'hacked', is_published: false })).statusCode).toBe(404);
      expect((await call(bob, 'DELETE', `/api/articles/${article.id}`)).statusCode).toBe(404);
      expect((await call(alice, 'GET', `/api/articles/${article.id}`)).json()).toEqual(article);
    }
    expect((await call(bob, 'GET', '/api/articles')).json<Article[]>().map((a) => a.id)).not.toContain(draft.id);
  });

  it('deletes an article', async () => {
    const article = await create(alice, { title: 'Short-lived', content: 'bye', is_published: true });
    const deleted = await call(alice, 'DELETE', `/api/articles/${article.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ deleted: true });
    expect((await call(alice, 'GET', `/api/articles/${article.id}`)).statusCode).toBe(404);
    expect((await call(alice, 'GET', '/api/articles')).json<Article[]>().map((a) => a.id)).not.toContain(article.id);
    expect((await call(alice, 'GET', '/api/articles?published_only=true')).json<Article[]>().map((a) => a.id)).not.toContain(article.id);
    expect((await call(alice, 'DELETE', `/api/articles/${article.id}`)).statusCode).toBe(404);
  });

  it('answers 401 to a signed-out caller on every route', async () => {
    const article = await create(alice, { title: 'Mine', content: 'text', is_published: true });
    const attempts: [string, string, object?][] = [
      ['POST', '/api/articles', { title: 't', content: 'c' }],
      ['GET', '/api/articles'],
      ['GET', '/api/articles?published_only=true'],
      ['GET', `/api/articles/${article.id}`],
      ['PUT', `/api/articles/${article.id}`, { title: 't', content: 'c' }],
      ['DELETE', `/api/articles/${article.id}`],
    ];
    for (const [method, url, payload] of attempts) {
      const response = await call(null, method as 'GET', url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({ detail: 'Not authenticated' });
    }
    expect((await call(alice, 'GET', `/api/articles/${article.id}`)).json<Article>().title).toBe('Mine');
  });
});
