// BULK_UPLOAD_MAX_MB: validated at start-up, served to the web app (GET /api/bulk/config), named in
// the 413 detail, and a raised limit lets a workbook above the default 20 MB through to its audit.
import { writeStoredWorkbook } from '@ads-auditor/audit';
import { bulkWorkbookSheets } from '@ads-auditor/audit/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { buildTestApp, signUpAndLogin, type SignedInUser, type TestApp } from '../helpers/index.js';
import { authHeaders, uploadFile, waitForTask, type StartedUpload } from '../helpers/audit.js';
import { SMALL_ACCOUNT } from '../helpers/workbooks.js';

const MB = 1024 * 1024;
let largeWorkbook: Uint8Array;

beforeAll(() => {
  // The small account plus a 22 MB tab of notes, in stored (uncompressed) parts: a file above
  // 20 MB whose audit stays quick, as the extra tab is not one the audit reads.
  const notes = { name: 'Notes', rows: Array.from({ length: 700 }, (_, i) => [`note ${i} `.padEnd(32_000, 'x')]) };
  largeWorkbook = writeStoredWorkbook([...bulkWorkbookSheets(SMALL_ACCOUNT), notes]);
  expect(largeWorkbook.byteLength).toBeGreaterThan(21 * MB);
});

it('BULK_UPLOAD_MAX_MB is a whole number of MB from 1 to 500, 20 by default', () => {
  expect(loadConfig({}).uploads.bulkMaxMb).toBe(20);
  expect(loadConfig({ BULK_UPLOAD_MAX_MB: '50' }).uploads.bulkMaxMb).toBe(50);
  for (const bad of ['0', '2.5', 'twenty', '501']) {
    expect(() => loadConfig({ BULK_UPLOAD_MAX_MB: bad })).toThrow(ConfigError);
    expect(() => loadConfig({ BULK_UPLOAD_MAX_MB: bad })).toThrow(`BULK_UPLOAD_MAX_MB must be a whole number from 1 to 500 (got "${bad}")`);
  }
});

describe('the bulk upload limit', () => {
  let spec: TestApp;
  let raised: TestApp;
  let user: SignedInUser;
  let specUser: SignedInUser;

  beforeAll(async () => {
    spec = await buildTestApp();
    raised = await buildTestApp({ env: { BULK_UPLOAD_MAX_MB: '25' } });
    user = await signUpAndLogin(raised.app);
    specUser = await signUpAndLogin(spec.app);
  });
  afterAll(async () => Promise.all([spec?.close(), raised?.close()]));

  it('is what GET /api/bulk/config answers', async () => {
    for (const [t, signedIn, maxMb] of [[spec, specUser, 20], [raised, user, 25]] as const) {
      const response = await t.app.inject({ method: 'GET', url: '/api/bulk/config', headers: authHeaders(signedIn) });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ max_upload_mb: maxMb });
    }
    expect((await spec.app.inject({ method: 'GET', url: '/api/bulk/config' })).statusCode).toBe(401);
  });

  it("at the default 20 MB refuses a workbook above it with the documented message", async () => {
    const response = await uploadFile(spec.app, specUser, largeWorkbook);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: 'File size must be under 20MB.' });
  });

  it('raised to 25 MB accepts and audits a workbook above 20 MB, and names 25MB in its 413', async () => {
    const response = await uploadFile(raised.app, user, largeWorkbook);
    expect(response.statusCode).toBe(202);
    const started = response.json<StartedUpload>();
    expect((await waitForTask(raised.app, user, started.bulk_task_id, 60_000)).status).toBe('completed');
    const result = await raised.app.inject({ method: 'GET', url: `/api/background-tasks/${started.bulk_task_id}/results`, headers: authHeaders(user) });
    expect(result.json<{ campaigns: { name: string }[] }>().campaigns.map((c) => c.name).sort()).toEqual(SMALL_ACCOUNT.campaigns.map((c) => c.name).sort());
    await waitForTask(raised.app, user, started.search_terms_task_id, 60_000);

    const tooLarge = await uploadFile(raised.app, user, new Uint8Array(25 * MB + 100 * 1024));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ detail: 'File size must be under 25MB.' });
  });
});
