// Ad accounts: listing (with the default account created on first need), naming rules,
// deletion rules, ownership, and notes kept apart per account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, signUpAndLogin, type SignedInUser, type TestApp } from '../../../helpers/index.js';
import { authHeaders, buildAuditTestApp } from '../../../helpers/audit.js';

interface Account {
  id: number;
  name: string;
  created_at: string;
  upload_count: number;
}

describe.each(dialects)('ad accounts (%s)', (dialect) => {
  let t: TestApp;
  let alice: SignedInUser;
  let bob: SignedInUser;

  beforeAll(async () => {
    t = await buildAuditTestApp(dialect);
    [alice, bob] = await Promise.all([signUpAndLogin(t.app), signUpAndLogin(t.app)]);
  });
  afterAll(async () => t?.close());

  const call = (user: SignedInUser | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: user ? authHeaders(user) : {} });
  const list = async (user: SignedInUser) => (await call(user, 'GET', '/api/accounts')).json<{ accounts: Account[] }>().accounts;
  const create = async (user: SignedInUser, name: string) => {
    const response = await call(user, 'POST', '/api/accounts', { name });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Account>();
  };

  it("starts every user with one default account, created once even when asked for twice at the same time", async () => {
    const user = await signUpAndLogin(t.app);
    const [first, second] = await Promise.all([list(user), list(user)]);
    expect(first).toEqual([{ id: expect.any(Number), name: 'My account', currency: 'USD', created_at: expect.any(String), upload_count: 0 }]);
    expect(second).toEqual(first);
    expect((await call(null, 'GET', '/api/accounts')).statusCode).toBe(401);
  });

  it('adds accounts with trimmed names, unique per user whatever the case, and 1 to 100 characters', async () => {
    const created = await create(alice, '  ZValves US  ');
    expect(created).toMatchObject({ name: 'ZValves US', upload_count: 0 });
    expect((await list(alice)).map((a) => a.name)).toEqual(['My account', 'ZValves US']);

    const duplicate = await call(alice, 'POST', '/api/accounts', { name: 'zvalves us' });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json()).toEqual({ detail: 'You already have an account named "zvalves us".' });
    expect((await call(alice, 'POST', '/api/accounts', { name: '   ' })).json()).toEqual({ detail: 'Account name cannot be empty' });
    const long = await call(alice, 'POST', '/api/accounts', { name: 'x'.repeat(101) });
    expect(long.statusCode).toBe(422);
    expect(long.json()).toEqual({ detail: 'Account name cannot be longer than 100 characters' });
    expect((await call(alice, 'POST', '/api/accounts', {})).json().detail[0]).toMatchObject({ loc: ['body', 'name'] });
    await create(alice, 'y'.repeat(100));
    // Another user may use the same name.
    await create(bob, 'ZValves US');
  });

  it("renames an account, refusing another account's name and another user's account", async () => {
    const account = await create(alice, 'Client B - DE');
    const renamed = await call(alice, 'PATCH', `/api/accounts/${account.id}`, { name: 'Client B - Germany' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: account.id, name: 'Client B - Germany' });
    // Its own name in another case is fine; another account's is not.
    expect((await call(alice, 'PATCH', `/api/accounts/${account.id}`, { name: 'CLIENT B - GERMANY' })).statusCode).toBe(200);
    const taken = await call(alice, 'PATCH', `/api/accounts/${account.id}`, { name: 'my account' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().detail).toBe('You already have an account named "my account".');
    const foreign = await call(bob, 'PATCH', `/api/accounts/${account.id}`, { name: 'Mine now' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ detail: 'Account not found' });
    expect((await list(alice)).find((a) => a.id === account.id)?.name).toBe('CLIENT B - GERMANY');
  });

  it('deletes only an account without uploads that is not the last one, and never another user', async () => {
    const user = await signUpAndLogin(t.app);
    const [only] = await list(user);
    const last = await call(user, 'DELETE', `/api/accounts/${only.id}`);
    expect(last.statusCode).toBe(409);
    expect(last.json()).toEqual({ detail: 'This is your only account. Create another one before deleting it.' });

    const busy = await create(user, 'Busy');
    await t.app.repos.uploads.create({ userId: user.user.id, accountId: busy.id, fileName: 'a.xlsx', fileSize: 1, taskKinds: ['bulk_audit'] });
    expect((await list(user)).find((a) => a.id === busy.id)?.upload_count).toBe(1);
    const withUploads = await call(user, 'DELETE', `/api/accounts/${busy.id}`);
    expect(withUploads.statusCode).toBe(409);
    expect(withUploads.json()).toEqual({ detail: 'This account still has uploads. Only an account without uploads can be deleted.' });

    expect((await call(bob, 'DELETE', `/api/accounts/${only.id}`)).statusCode).toBe(404);
    const deleted = await call(user, 'DELETE', `/api/accounts/${only.id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await list(user)).map((a) => a.name)).toEqual(['Busy']);
    expect((await call(user, 'DELETE', `/api/accounts/${only.id}`)).statusCode).toBe(404);
  });

  it("keeps each account's notes apart; the default account is used when none is named", async () => {
    const user = await signUpAndLogin(t.app);
    const [home] = await list(user);
    const client = await create(user, 'Client');
    const campaign = '111111111111111';
    expect((await call(user, 'POST', '/api/notes/', { content: 'Home note', campaign_id: campaign })).statusCode).toBe(201);
    expect((await call(user, 'POST', '/api/notes/', { content: 'Client note', campaign_id: campaign, account_id: client.id })).statusCode).toBe(201);

    const contents = async (url: string) => (await call(user, 'GET', url)).json<{ content: string }[]>().map((n) => n.content);
    expect(await contents(`/api/notes/?campaign_id=${campaign}`)).toEqual(['Home note']);
    expect(await contents(`/api/notes/?campaign_id=${campaign}&account_id=${home.id}`)).toEqual(['Home note']);
    expect(await contents(`/api/notes/?campaign_id=${campaign}&account_id=${client.id}`)).toEqual(['Client note']);
    const bulk = await call(user, 'POST', '/api/notes/bulk', { campaign_ids: [campaign], account_id: client.id });
    expect(bulk.json().campaign_notes[campaign].map((n: { content: string }) => n.content)).toEqual(['Client note']);

    // Another user's account is not found, for reading and for writing.
    const [aliceHome] = await list(alice);
    expect((await call(user, 'GET', `/api/notes/?campaign_id=${campaign}&account_id=${aliceHome.id}`)).statusCode).toBe(404);
    const foreignWrite = await call(user, 'POST', '/api/notes/', { content: 'Sneaky', campaign_id: campaign, account_id: aliceHome.id });
    expect(foreignWrite.statusCode).toBe(404);
    expect(foreignWrite.json()).toEqual({ detail: 'Account not found' });
    expect((await call(user, 'POST', '/api/notes/bulk', { campaign_ids: [campaign], account_id: aliceHome.id })).statusCode).toBe(404);
    expect((await call(alice, 'GET', `/api/notes/?campaign_id=${campaign}&account_id=${aliceHome.id}`)).json()).toEqual([]);

    // Deleting an account (it has no uploads) takes its notes with it.
    expect((await call(user, 'DELETE', `/api/accounts/${client.id}`)).statusCode).toBe(200);
    expect(await contents(`/api/notes/?campaign_id=${campaign}`)).toEqual(['Home note']);
  });
});
