// The period of an upload: set at upload (form fields period_start and period_end) or later
// (PUT /api/bulk/uploads/{id}/period), cleared back to the file name's dates; History and the
// shared report read it; bad periods answer 422 with a stable detail and change nothing;
// another user's upload answers 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, signUpAndLogin, type SignedInUser, type TestApp } from '../../../helpers/index.js';
import { authHeaders, buildAuditTestApp, uploadFile, waitForTask, type StartedUpload } from '../../../helpers/audit.js';
import { smallWorkbook } from '../../../helpers/workbooks.js';
import { PERIOD_FIELDS_UNPAIRED, PERIOD_INVALID } from '../../../../src/routes/api/bulk/period.js';

const AMAZON_NAME = 'bulk-A1B2C3D4-20260101-20260131-1769900000000.xlsx';

interface HistoryRow { id: number; date_range: { start: string; end: string } | null; period_source: string | null }

describe.each(dialects)('the period of an upload (%s)', (dialect) => {
  let t: TestApp;
  let alice: SignedInUser;
  let bob: SignedInUser;

  const history = async (user: SignedInUser) =>
    (await t.app.inject({ method: 'GET', url: '/api/bulk/uploads', headers: authHeaders(user) })).json<{ uploads: HistoryRow[]; total: number }>();
  const rowOf = async (user: SignedInUser, uploadId: number) => (await history(user)).uploads.find((row) => row.id === uploadId);
  const putPeriod = (user: SignedInUser, uploadId: number, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: `/api/bulk/uploads/${uploadId}/period`, payload: payload as object, headers: authHeaders(user) });
  const upload = async (user: SignedInUser, fileName: string, fields: Record<string, string> = {}) => {
    const response = await uploadFile(t.app, user, smallWorkbook(), { fileName, fields });
    expect(response.statusCode, response.body).toBe(202);
    const started = response.json<StartedUpload>();
    await Promise.all([waitForTask(t.app, user, started.bulk_task_id), waitForTask(t.app, user, started.search_terms_task_id)]);
    return started;
  };

  beforeAll(async () => {
    t = await buildAuditTestApp(dialect, { env: { UPLOAD_RETENTION: '10' } });
    [alice, bob] = await Promise.all([signUpAndLogin(t.app), signUpAndLogin(t.app)]);
  });
  afterAll(async () => t?.close());

  it('a period set at upload is the upload\'s period in History and in GET .../period', async () => {
    const started = await upload(alice, 'renamed by me.xlsx', { period_start: '2026-01-01', period_end: '2026-01-31' });
    expect(await rowOf(alice, started.upload_id)).toMatchObject({ date_range: { start: '2026-01-01', end: '2026-01-31' }, period_source: 'set' });
    const period = await t.app.inject({ method: 'GET', url: `/api/bulk/uploads/${started.upload_id}/period`, headers: authHeaders(alice) });
    expect(period.json()).toEqual({ upload_id: started.upload_id, date_range: { start: '2026-01-01', end: '2026-01-31' }, period_source: 'set' });
  });

  it('a bad period at upload answers 422 with its reason, and no upload is made', async () => {
    const before = (await history(alice)).total;
    const cases: [Record<string, string>, string][] = [
      [{ period_start: '2026-01-01' }, PERIOD_FIELDS_UNPAIRED],
      [{ period_start: '2026-01-31', period_end: '2026-01-01' }, PERIOD_INVALID],
      [{ period_start: '2026-02-30', period_end: '2026-03-01' }, PERIOD_INVALID],
      [{ period_start: 'January', period_end: '2026-01-31' }, PERIOD_INVALID],
    ];
    for (const [fields, detail] of cases) {
      const response = await uploadFile(t.app, alice, smallWorkbook(), { fileName: 'x.xlsx', fields });
      expect(response.statusCode, JSON.stringify(fields)).toBe(422);
      expect(response.json()).toEqual({ detail });
    }
    expect((await history(alice)).total).toBe(before);
  });

  it('set later from History, then cleared: the file name\'s dates apply again', async () => {
    const renamed = await upload(alice, 'january.xlsx');
    expect(await rowOf(alice, renamed.upload_id)).toMatchObject({ date_range: null, period_source: null });
    const set = await putPeriod(alice, renamed.upload_id, { start: '2026-01-01', end: '2026-01-31' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ upload_id: renamed.upload_id, date_range: { start: '2026-01-01', end: '2026-01-31' }, period_source: 'set' });
    expect(await rowOf(alice, renamed.upload_id)).toMatchObject({ date_range: { start: '2026-01-01', end: '2026-01-31' }, period_source: 'set' });

    const amazon = await upload(alice, AMAZON_NAME);
    expect(await rowOf(alice, amazon.upload_id)).toMatchObject({ date_range: { start: '2026-01-01', end: '2026-01-31' }, period_source: 'file_name' });
    await putPeriod(alice, amazon.upload_id, { start: '2026-01-02', end: '2026-01-30' });
    expect(await rowOf(alice, amazon.upload_id)).toMatchObject({ date_range: { start: '2026-01-02', end: '2026-01-30' }, period_source: 'set' });
    const cleared = await putPeriod(alice, amazon.upload_id, { start: null, end: null });
    expect(cleared.json()).toMatchObject({ date_range: { start: '2026-01-01', end: '2026-01-31' }, period_source: 'file_name' });
  });

  it('a bad period answers 422 and leaves the period as it was', async () => {
    const started = await upload(alice, 'march.xlsx', { period_start: '2026-03-01', period_end: '2026-03-31' });
    const bad: [unknown, string][] = [
      [{ start: '2026-03-31', end: '2026-03-01' }, PERIOD_INVALID],
      [{ start: '2025-01-01', end: '2026-03-31' }, PERIOD_INVALID],
      [{ start: '2026-03-01', end: null }, 'Send both start and end, or both null to clear the period.'],
    ];
    for (const [payload, detail] of bad) {
      const response = await putPeriod(alice, started.upload_id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json()).toEqual({ detail });
    }
    const notADate = await putPeriod(alice, started.upload_id, { start: 'soon', end: '2026-03-31' });
    expect(notADate.statusCode).toBe(422);
    expect(notADate.body).not.toMatch(/at |\/src\/|node_modules/);
    expect(await rowOf(alice, started.upload_id)).toMatchObject({ date_range: { start: '2026-03-01', end: '2026-03-31' }, period_source: 'set' });
  });

  it("another user's upload answers 404 and keeps its period", async () => {
    const started = await upload(alice, 'april.xlsx', { period_start: '2026-04-01', period_end: '2026-04-30' });
    expect((await putPeriod(bob, started.upload_id, { start: '2026-01-01', end: '2026-01-31' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/bulk/uploads/${started.upload_id}/period`, headers: authHeaders(bob) })).statusCode).toBe(404);
    expect(await rowOf(alice, started.upload_id)).toMatchObject({ date_range: { start: '2026-04-01', end: '2026-04-30' } });
  });

  it('the shared report reads the period set for the upload', async () => {
    const started = await upload(alice, 'may.xlsx', { period_start: '2026-05-01', period_end: '2026-05-31' });
    const share = await t.app.inject({ method: 'POST', url: '/api/shares', payload: { upload_id: started.upload_id, note_ids: [] }, headers: authHeaders(alice) });
    expect(share.statusCode, share.body).toBe(201);
    const token = share.json<{ token: string }>().token;
    const report = await t.app.inject({ method: 'GET', url: `/api/shares/${token}` });
    expect(report.json()).toMatchObject({ date_range: { start: '2026-05-01', end: '2026-05-31', days: 31 } });
  });
});
