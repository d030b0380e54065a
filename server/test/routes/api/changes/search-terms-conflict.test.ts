// The plan and the change loop answer 409 while an upload's search terms are stored, as the insights
// do, with the code the web app polls on (search_terms_pending): without it the page took the
// answer for final and never asked again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, buildAuditTestApp, uploadAndWait } from '../../../helpers/audit.js';
import { dialects, signUpAndLogin, type SignedInUser, type TestApp } from '../../../helpers/index.js';
import { SEARCH_TERMS_PENDING, searchTermsFailed } from '../../../../src/commands/insights.js';
import { smallWorkbook } from '../../../helpers/workbooks.js';

describe.each(dialects)('the search terms conflict of the plan and the change loop (%s)', (dialect) => {
  let t: TestApp;
  let alice: SignedInUser;
  let pendingUploadId: number;
  let searchTermsTaskId: string;

  beforeAll(async () => {
    t = await buildAuditTestApp(dialect);
    alice = await signUpAndLogin(t.app);
    const { started } = await uploadAndWait(t.app, alice, smallWorkbook());
    // The state between the two tasks of an upload: the audit is stored, the search terms are not yet.
    const repos = t.app.repos;
    const { upload, tasks } = await repos.uploads.create({ userId: alice.user.id, fileName: 'pending.xlsx', fileSize: 1, taskKinds: ['bulk_audit', 'search_terms'] });
    const stored = (await repos.uploads.findResult(started.upload_id))!;
    await repos.uploads.saveResult(upload.id, stored.content, stored.encoding);
    pendingUploadId = upload.id;
    searchTermsTaskId = tasks.find((task) => task.kind === 'search_terms')!.id;
  });
  afterAll(async () => t?.close());

  const get = (path: string) => t.app.inject({ method: 'GET', url: `/api/bulk/uploads/${pendingUploadId}/${path}`, headers: authHeaders(alice) });

  it.each(['plan', 'changes'])('GET .../%s answers 409 with code search_terms_pending, then search_terms_failed', async (path) => {
    const pending = await get(path);
    expect(pending.statusCode).toBe(409);
    expect(pending.json()).toEqual({ detail: SEARCH_TERMS_PENDING, code: 'search_terms_pending' });
  });

  it('names the failure once the search-terms task failed', async () => {
    await t.app.repos.tasks.fail(searchTermsTaskId, 'The search term tab is damaged.');
    for (const path of ['plan', 'changes']) {
      const failed = await get(path);
      expect(failed.statusCode).toBe(409);
      expect(failed.json()).toEqual({ detail: searchTermsFailed('The search term tab is damaged.'), code: 'search_terms_failed' });
    }
  });
});
