// The currency of an ad account: chosen at creation, changed with the name, checked against the
// engine's list; the audit answer carries it with the currency the workbook told.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, signUpAndLogin, type SignedInUser, type TestApp } from '../../../helpers/index.js';
import { authHeaders, buildAuditTestApp, uploadFile, waitForTask, type StartedUpload } from '../../../helpers/audit.js';
import { getResult, resultSchemaErrors } from '../../../helpers/results.js';
import { smallWorkbook, workbookInCurrency } from '../../../helpers/workbooks.js';

interface Account {
  id: number;
  name: string;
  currency: string;
}

describe.each(dialects)('the currency of an ad account (%s)', (dialect) => {
  let t: TestApp;
  let alice: SignedInUser;

  beforeAll(async () => {
    t = await buildAuditTestApp(dialect);
    alice = await signUpAndLogin(t.app);
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => t.app.inject({ method, url, payload, headers: authHeaders(alice) });

  async function uploadTo(accountId: number, bytes: Uint8Array): Promise<StartedUpload> {
    const response = await uploadFile(t.app, alice, bytes, { fields: { account_id: String(accountId) } });
    expect(response.statusCode, response.body).toBe(202);
    const started = response.json<StartedUpload>();
    expect((await waitForTask(t.app, alice, started.bulk_task_id)).status).toBe('completed');
    await waitForTask(t.app, alice, started.search_terms_task_id);
    return started;
  }

  it('is chosen at creation (any case), listed, and USD when not given', async () => {
    const created = await call('POST', '/api/accounts', { name: 'Rossi IT', currency: 'eur' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Rossi IT', currency: 'EUR' });
    expect((await call('POST', '/api/accounts', { name: 'Plain' })).json()).toMatchObject({ currency: 'USD' });
    const listed = (await call('GET', '/api/accounts')).json<{ accounts: Account[] }>().accounts;
    expect(listed.map((a) => [a.name, a.currency])).toEqual([['My account', 'USD'], ['Rossi IT', 'EUR'], ['Plain', 'USD']]);
  });

  it('answers 400 naming the accepted currencies for any other code, and changes nothing', async () => {
    const bad = await call('POST', '/api/accounts', { name: 'Bad', currency: 'XYZ' });
    expect(bad.statusCode).toBe(400);
    const { detail } = bad.json<{ detail: string }>();
    expect(detail).toMatch(/^'XYZ' is not a currency of an Amazon Ads marketplace\. Choose one of: USD \(US dollar\), CAD \(Canadian dollar\), .*JPY \(Japanese yen\).*\.$/);
    expect((await call('GET', '/api/accounts')).json<{ accounts: Account[] }>().accounts.some((a) => a.name === 'Bad')).toBe(false);
    const account = (await call('POST', '/api/accounts', { name: 'Tokyo' })).json<Account>();
    const badRename = await call('PATCH', `/api/accounts/${account.id}`, { name: 'Tokyo', currency: 'yen' });
    expect(badRename.statusCode).toBe(400);
    expect(badRename.json<{ detail: string }>().detail).toContain("'yen' is not a currency");
  });

  it('changes with the name, and stays when the rename does not give it', async () => {
    const account = (await call('POST', '/api/accounts', { name: 'Osaka', currency: 'USD' })).json<Account>();
    expect((await call('PATCH', `/api/accounts/${account.id}`, { name: 'Osaka JP', currency: 'JPY' })).json()).toMatchObject({ name: 'Osaka JP', currency: 'JPY' });
    expect((await call('PATCH', `/api/accounts/${account.id}`, { name: 'Osaka' })).json()).toMatchObject({ name: 'Osaka', currency: 'JPY' });
  });

  it("the audit answer carries the account's currency and the workbook's, and follows a change of the account's", async () => {
    const account = (await call('POST', '/api/accounts', { name: 'Berlin', currency: 'USD' })).json<Account>();
    const started = await uploadTo(account.id, workbookInCurrency('EUR'));
    const fromTask = await getResult(t.app, alice, `/api/background-tasks/${started.bulk_task_id}/results`);
    expect(fromTask.result).toMatchObject({ currency: 'USD', workbook_currency: 'EUR', upload_id: started.upload_id });
    expect(resultSchemaErrors(fromTask.result)).toEqual([]);

    // The seller takes the proposal: the same stored audit now answers in euros, by both routes and compressed too.
    expect((await call('PATCH', `/api/accounts/${account.id}`, { name: 'Berlin', currency: 'EUR' })).statusCode).toBe(200);
    const latest = await getResult(t.app, alice, `/api/bulk/campaigns?account_id=${account.id}`);
    expect(latest.result).toMatchObject({ currency: 'EUR', workbook_currency: 'EUR', upload_id: started.upload_id });
    expect(latest.result!.campaigns).toEqual(fromTask.result!.campaigns);
    const again = await getResult(t.app, alice, `/api/background-tasks/${started.bulk_task_id}/results`);
    expect(again.result).toMatchObject({ currency: 'EUR', workbook_currency: 'EUR' });
    // Rewritten in euros, the result has the ETag of its new text; the dollar one's is no longer the same result.
    const sha256 = (text: string) => `"${createHash('sha256').update(text, 'utf8').digest('hex')}"`;
    expect(again.response.headers.etag).toBe(sha256(again.response.body));
    expect(again.response.headers.etag).not.toBe(fromTask.response.headers.etag);
    const stale = await t.app.inject({
      method: 'GET', url: `/api/background-tasks/${started.bulk_task_id}/results`, headers: { ...authHeaders(alice), 'if-none-match': fromTask.response.headers.etag as string },
    });
    expect(stale.statusCode).toBe(200);
    const brotli = await t.app.inject({ method: 'GET', url: `/api/bulk/campaigns?account_id=${account.id}`, headers: { ...authHeaders(alice), 'accept-encoding': 'br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
  });

  it('a workbook that tells no currency answers null for it', async () => {
    const account = (await call('POST', '/api/accounts', { name: 'Kyoto', currency: 'JPY' })).json<Account>();
    await uploadTo(account.id, smallWorkbook());
    const { result } = await getResult(t.app, alice, `/api/bulk/campaigns?account_id=${account.id}`);
    expect(result).toMatchObject({ currency: 'JPY', workbook_currency: null });
  });
});
