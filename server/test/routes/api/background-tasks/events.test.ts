import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, signUpAndLogin, type SignedInUser, type TestApp } from '../../../helpers/index.js';
import { authHeaders, buildAuditTestApp, uploadFile, waitForTask, type StartedUpload, type TaskStatus } from '../../../helpers/audit.js';
import { openEventStream } from '../../../helpers/event-stream.js';
import { notABulkWorkbook, smallWorkbook } from '../../../helpers/workbooks.js';
import { MAX_STREAMS_PER_USER, TOO_MANY_STREAMS } from '../../../../src/routes/api/background-tasks/stream-slots.js';

// A hold-audit- workbook stays processing until the test drops its release file.
const HOLD = { TEST_TASK_HOLD_SECONDS: '120' };

describe.each(dialects)('GET /api/background-tasks/{task_id}/events (%s)', (dialect) => {
  let t: TestApp;
  let origin: string;
  let alice: SignedInUser;
  let bob: SignedInUser;

  beforeAll(async () => {
    t = await buildAuditTestApp(dialect, { env: HOLD });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    alice = await signUpAndLogin(t.app);
    bob = await signUpAndLogin(t.app);
  });
  afterAll(async () => t?.close());

  const upload = async (user: SignedInUser, fileName: string, bytes = smallWorkbook()) =>
    (await uploadFile(t.app, user, bytes, { fileName })).json<StartedUpload>();
  const release = (fileName: string) => fs.writeFileSync(path.join(t.config.dataDir, `release-${fileName}`), '');
  const streamOf = (user: SignedInUser | null, taskId: string) =>
    openEventStream(origin, `/api/background-tasks/${taskId}/events`, { 'accept-encoding': 'br, gzip', ...(user ? authHeaders(user) : {}) });
  const statusOf = async (user: SignedInUser, taskId: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/background-tasks/${taskId}`, headers: authHeaders(user) })).json<TaskStatus>();

  it('sends the status at once and on every change, in order, and ends after completion', async () => {
    const started = await upload(alice, 'hold-audit-order.xlsx');
    const stream = await streamOf(alice, started.bulk_task_id);
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    // Not compressed: a compressed stream would reach the browser only when the compressor flushes.
    expect(stream.headers['content-encoding']).toBeUndefined();
    // The security headers still apply to the hijacked answer.
    expect(stream.headers['x-content-type-options']).toBe('nosniff');
    expect(stream.headers['cache-control']).toBe('no-store, no-transform');

    await stream.eventCount(1);
    while (!stream.events.some((e) => (e as TaskStatus).status === 'processing')) await stream.eventCount(stream.events.length + 1);
    release('hold-audit-order.xlsx');
    await stream.ended;

    const events = stream.events as TaskStatus[];
    const order = ['pending', 'processing', 'completed'];
    const ranks = events.map((e) => order.indexOf(e.status));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(events.every((e) => e.task_id === started.bulk_task_id)).toBe(true);
    // No event repeats the one before it.
    events.slice(1).forEach((e, i) => expect(e).not.toEqual(events[i]));
    expect(events.at(-1)).toEqual({ task_id: started.bulk_task_id, status: 'completed', progress_message: 'File processed successfully.', error_logs: null });
    expect(events.at(-1)).toEqual(await statusOf(alice, started.bulk_task_id));
  });

  it('sees a change made by another process (no in-process signal) on its periodic re-read', async () => {
    const { tasks } = await t.app.repos.uploads.create({ userId: alice.user.id, fileName: 'elsewhere.xlsx', fileSize: 1, taskKinds: ['bulk_audit'] });
    const taskId = tasks[0].id;
    const stream = await streamOf(alice, taskId);
    await stream.eventCount(1);
    expect((stream.events[0] as TaskStatus).status).toBe('pending');
    // As a pg-boss worker in its own process writes it: straight to the database.
    const write = (status: 'processing' | 'completed', progress_message: string) =>
      t.app.db.updateTable('tasks').set({ status, progress_message }).where('id', '=', taskId).execute();
    await write('processing', 'Reading Sponsored Products Campaigns...');
    await stream.eventCount(2);
    await write('completed', 'File processed successfully.');
    await stream.ended;
    expect(stream.events.map((e) => [(e as TaskStatus).status, (e as TaskStatus).progress_message])).toEqual([
      ['pending', 'Waiting for a free worker...'],
      ['processing', 'Reading Sponsored Products Campaigns...'],
      ['completed', 'File processed successfully.'],
    ]);
  });

  it('sends a finished task once and ends; a failed task ends the stream with its error logs', async () => {
    const done = await upload(alice, 'done.xlsx');
    const completed = await waitForTask(t.app, alice, done.bulk_task_id);
    const doneStream = await streamOf(alice, done.bulk_task_id);
    await doneStream.ended;
    expect(doneStream.events).toEqual([completed]);

    const bad = await upload(alice, 'not-bulk.xlsx', notABulkWorkbook());
    const badStream = await streamOf(alice, bad.bulk_task_id);
    await badStream.ended;
    const last = badStream.events.at(-1) as TaskStatus;
    expect(last.status).toBe('failed');
    expect(last.error_logs).toBeTruthy();
    expect(last).toEqual(await statusOf(alice, bad.bulk_task_id));
  });

  it("answers 404 for another user's task and an unknown one, as the status route does, and 401 when signed out", async () => {
    const done = await upload(alice, 'owned.xlsx');
    for (const [user, id] of [[bob, done.bulk_task_id], [alice, '00000000-0000-4000-8000-000000000000']] as const) {
      const stream = await streamOf(user, id);
      expect(stream.status).toBe(404);
      expect(JSON.parse(await stream.body())).toEqual({ detail: 'Task not found' });
    }
    const signedOut = await streamOf(null, done.bulk_task_id);
    expect(signedOut.status).toBe(401);
    expect(JSON.parse(await signedOut.body())).toEqual({ detail: 'Not authenticated' });
  });

  it(`opens at most ${MAX_STREAMS_PER_USER} streams per user; hanging up frees a slot`, async () => {
    const carol = await signUpAndLogin(t.app);
    const held = await upload(carol, 'hold-audit-cap.xlsx');
    const streams = [];
    for (let i = 0; i < MAX_STREAMS_PER_USER; i++) streams.push(await streamOf(carol, held.bulk_task_id));
    expect(streams.map((s) => s.status)).toEqual(Array(MAX_STREAMS_PER_USER).fill(200));

    const refused = await streamOf(carol, held.bulk_task_id);
    expect(refused.status).toBe(429);
    expect(JSON.parse(await refused.body())).toEqual({ detail: TOO_MANY_STREAMS });
    // Another user is not counted against carol's slots.
    const other = await streamOf(alice, (await upload(alice, 'other.xlsx')).bulk_task_id);
    expect(other.status).toBe(200);
    await other.ended;

    streams[0].close();
    let again = await streamOf(carol, held.bulk_task_id);
    // The server learns of the hang-up when the socket closes: retry until it has.
    for (let tries = 0; again.status === 429 && tries < 100; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      again = await streamOf(carol, held.bulk_task_id);
    }
    expect(again.status).toBe(200);

    release('hold-audit-cap.xlsx');
    await Promise.all([...streams.slice(1), again].map((s) => s.ended));
    expect((again.events.at(-1) as TaskStatus).status).toBe('completed');
  });
});

describe.each(dialects)('task streams on shutdown (%s)', (dialect) => {
  it('app.close() ends the open streams instead of waiting for them', async () => {
    const t = await buildAuditTestApp(dialect, { env: HOLD });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
      const alice = await signUpAndLogin(t.app);
      const held = (await uploadFile(t.app, alice, smallWorkbook(), { fileName: 'hold-audit-shutdown.xlsx' })).json<StartedUpload>();
      const stream = await openEventStream(origin, `/api/background-tasks/${held.bulk_task_id}/events`, authHeaders(alice));
      await stream.eventCount(1);
      // The task is still held: only the close can end this stream.
      await t.app.close();
      await stream.ended;
      expect((stream.events.at(-1) as TaskStatus).status).not.toBe('completed');
    } finally {
      fs.writeFileSync(path.join(t.config.dataDir, 'release-hold-audit-shutdown.xlsx'), '');
      await t.close();
    }
  });
});
