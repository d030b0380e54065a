import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, signUpAndLogin, type SignedInUser, type TestApp } from '../helpers/index.js';
import { authHeaders, buildAuditTestApp, uploadFile, waitForTask, type StartedUpload } from '../helpers/audit.js';
import { smallWorkbook } from '../helpers/workbooks.js';

// TEST_TASK_HOLD_SECONDS lets browser journeys see search terms still processing, and an audit
// finishing late, without timing luck: only workbooks named for it wait.
describe.each(dialects)('TEST_TASK_HOLD_SECONDS (%s)', (dialect) => {
  let t: TestApp;
  let alice: SignedInUser;

  beforeAll(async () => {
    t = await buildAuditTestApp(dialect, { env: { TEST_TASK_HOLD_SECONDS: '6' } });
    alice = await signUpAndLogin(t.app);
  });
  afterAll(async () => t?.close());

  const start = async (fileName: string) => (await uploadFile(t.app, alice, smallWorkbook(), { fileName })).json<StartedUpload>();
  const statusOf = async (taskId: string) => (await t.app.inject({ method: 'GET', url: `/api/background-tasks/${taskId}`, headers: authHeaders(alice) })).json<{ status: string }>().status;

  const waitForStatus = async (taskId: string, status: string) => {
    while ((await statusOf(taskId)) !== status) await new Promise((resolve) => setTimeout(resolve, 50));
  };

  it('keeps the search terms of a hold-search-terms- workbook processing after its audit completed, then completes them', async () => {
    const started = await start('hold-search-terms-jan.xlsx');
    expect((await waitForTask(t.app, alice, started.bulk_task_id)).status).toBe('completed');
    // Reading this small workbook's search terms takes well under the 6 s hold.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await statusOf(started.search_terms_task_id)).toBe('processing');
    expect((await waitForTask(t.app, alice, started.search_terms_task_id)).status).toBe('completed');
  });

  it('holds the audit of a hold-audit- workbook in processing, then completes it', async () => {
    const held = await start('hold-audit-jan.xlsx');
    await waitForStatus(held.bulk_task_id, 'processing');
    // Reading this small workbook takes well under the 6 s hold.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await statusOf(held.bulk_task_id)).toBe('processing');
    expect((await waitForTask(t.app, alice, held.bulk_task_id)).status).toBe('completed');
  });

});

describe.each(dialects)('TEST_TASK_HOLD_SECONDS, released by the journey (%s)', (dialect) => {
  let t: TestApp;
  let alice: SignedInUser;

  beforeAll(async () => {
    // A hold far longer than the test may take: only the release can end it in time.
    t = await buildAuditTestApp(dialect, { env: { TEST_TASK_HOLD_SECONDS: '600' } });
    alice = await signUpAndLogin(t.app);
  });
  afterAll(async () => t?.close());

  it('ends the hold as soon as release-<file name> is in the data directory', async () => {
    const held = (await uploadFile(t.app, alice, smallWorkbook(), { fileName: 'hold-audit-feb.xlsx' })).json<StartedUpload>();
    const status = async () => (await t.app.inject({ method: 'GET', url: `/api/background-tasks/${held.bulk_task_id}`, headers: authHeaders(alice) })).json<{ status: string }>().status;
    while ((await status()) !== 'processing') await new Promise((resolve) => setTimeout(resolve, 50));
    fs.writeFileSync(path.join(t.config.dataDir, 'release-hold-audit-feb.xlsx'), '');
    expect((await waitForTask(t.app, alice, held.bulk_task_id, 60_000)).status).toBe('completed');
  }, 90_000);
});
