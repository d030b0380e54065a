import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditRepositories } from '../../src/repositories/audit.js';
import { buildTestApp, dialects, signUpAndLogin, type SignedInUser, type TestApp } from '../helpers/index.js';

describe.each(dialects)('uploads repository (%s)', (dialect) => {
  let t: TestApp;
  let repos: AuditRepositories;
  let user: SignedInUser;

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    repos = t.app.auditRepos;
    user = await signUpAndLogin(t.app);
  });
  afterAll(async () => t?.close());

  const newUpload = (userId = user.user.id) => repos.uploads.create({ userId, fileName: 'a.xlsx', fileSize: 3, taskKinds: ['bulk_audit', 'search_terms'] });

  it('creates an upload with one pending task per kind', async () => {
    const { upload, tasks } = await newUpload();
    expect(upload).toMatchObject({ user_id: user.user.id, file_name: 'a.xlsx', file_size: 3, search_terms_info: null });
    expect(tasks.map((task) => [task.kind, task.status])).toEqual([['bulk_audit', 'pending'], ['search_terms', 'pending']]);
    expect(await repos.tasks.listForUpload(upload.id)).toHaveLength(2);
  });

  it('stores a result with its encoding and gives the same bytes back', async () => {
    const { upload } = await newUpload();
    const bytes = new Uint8Array([0, 1, 2, 250, 255]);
    await repos.uploads.saveResult(upload.id, bytes, 'br');
    const found = await repos.uploads.findResult(upload.id);
    expect(found?.encoding).toBe('br');
    expect([...found!.content]).toEqual([...bytes]);
    expect((await repos.uploads.findLatestWithResult(user.user.id))?.id).toBe(upload.id);
  });

  it('deletes waiting workbooks only once every task of their upload has ended', async () => {
    const { upload, tasks } = await newUpload();
    await repos.uploads.saveBlob(upload.id, new Uint8Array([1, 2, 3]));
    await repos.tasks.fail(tasks[0].id, 'x');
    await repos.uploads.deleteBlobsOfFinishedUploads();
    expect([...(await repos.uploads.findBlob(upload.id))!]).toEqual([1, 2, 3]);
    await repos.tasks.fail(tasks[1].id, 'x');
    await repos.uploads.deleteBlobsOfFinishedUploads();
    expect(await repos.uploads.findBlob(upload.id)).toBeUndefined();
  });

  it("keeps a user's newest uploads, deleting older ones with their rows, and never another user's", async () => {
    const owner = await signUpAndLogin(t.app);
    const other = await signUpAndLogin(t.app);
    const otherUpload = await newUpload(other.user.id);
    const ids = [];
    for (let i = 0; i < 4; i += 1) ids.push((await newUpload(owner.user.id)).upload.id);
    expect(await repos.uploads.pruneOlderThanLatest(owner.user.id, 2)).toBe(2);
    expect(await repos.uploads.findById(ids[0])).toBeUndefined();
    expect(await repos.tasks.listForUpload(ids[1])).toEqual([]);
    expect(await repos.uploads.findById(ids[3])).toBeDefined();
    expect(await repos.uploads.findById(otherUpload.upload.id)).toBeDefined();
    expect(await repos.uploads.deleteAllForUser(owner.user.id)).toBe(2);
    expect(await repos.uploads.findById(otherUpload.upload.id)).toBeDefined();
  });
});
