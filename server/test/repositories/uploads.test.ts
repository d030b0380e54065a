import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Repositories } from '../../src/repositories/index.js';
import { buildTestApp, dialects, signUpAndLogin, type SignedInUser, type TestApp } from '../helpers/index.js';

describe.each(dialects)('uploads repository (%s)', (dialect) => {
  let t: TestApp;
  let repos: Repositories;
  let user: SignedInUser;

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    repos = t.app.repos;
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

  it("looks up one ad group's default bid; none for another ad group, nor before the bids are stored", async () => {
    const { upload } = await newUpload();
    expect(await repos.uploads.findAdGroupDefaultBid(upload.id, '211')).toBeNull();
    const bids = { '211': 0.65, '212': 1.05, 'a"b': 0.3, 'x.y': 0.07, $: 2, '[0]': 12.34 };
    await repos.uploads.setAdGroupDefaultBids(upload.id, JSON.stringify(bids));
    for (const [adGroupId, bid] of Object.entries(bids)) expect(await repos.uploads.findAdGroupDefaultBid(upload.id, adGroupId), adGroupId).toBe(bid);
    expect(await repos.uploads.findAdGroupDefaultBid(upload.id, '213')).toBeNull();
    expect(await repos.uploads.findAdGroupDefaultBid(upload.id + 1000, '211')).toBeNull();
    // The upload row comes without them: requests that need no bid do not carry the map.
    expect(await repos.uploads.findById(upload.id)).not.toHaveProperty('ad_group_default_bids');
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
    // Retention counts per ad account: the owner's uploads went to their default account.
    expect(await repos.uploads.pruneOlderThanLatest(await repos.adAccounts.defaultAccountId(owner.user.id), 2)).toBe(2);
    expect(await repos.uploads.findById(ids[0])).toBeUndefined();
    expect(await repos.tasks.listForUpload(ids[1])).toEqual([]);
    expect(await repos.uploads.findById(ids[3])).toBeDefined();
    expect(await repos.uploads.findById(otherUpload.upload.id)).toBeDefined();
    expect(await repos.uploads.deleteAllForUser(owner.user.id)).toBe(2);
    expect(await repos.uploads.findById(otherUpload.upload.id)).toBeDefined();
  });
});
