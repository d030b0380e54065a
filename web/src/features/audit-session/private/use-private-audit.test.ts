// The hook's worker lives while its audit is on screen: the audit, then the search terms and the
// questions; reset() and the next run() end it. The worker here runs the real session in-process.
import { generateBulkWorkbook } from '@ads-auditor/audit/fixtures';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { CancelError } from '../../../lib/api-errors';
import type { LocalAuditAnswer, LocalAuditRequest } from './local-audit-messages';
import { LocalAuditSession } from './local-audit-session';
import { SEARCH_TERMS_WORKER_FAILED, usePrivateAudit } from './use-private-audit';

/** A Worker that runs the session on this thread; with `holdCampaigns`, the campaigns' parts wait for release(). */
class FakeWorker {
  static made: FakeWorker[] = [];
  static holdCampaigns = false;
  /** As when the worker's health could not be computed. */
  static withoutHealth = false;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: (() => void) | null = null;
  terminated = false;
  readonly requests: LocalAuditRequest['kind'][] = [];
  readonly held: LocalAuditAnswer[] = [];
  private readonly session = new LocalAuditSession((answer) => {
    if (FakeWorker.holdCampaigns && answer.kind === 'campaigns') this.held.push(answer);
    else queueMicrotask(() => this.onmessage?.({ data: FakeWorker.withoutHealth && answer.kind === 'health' ? { ...answer, health: null } : answer }));
  });
  constructor() {
    FakeWorker.made.push(this);
  }
  postMessage(request: LocalAuditRequest) {
    this.requests.push(request.kind);
    if (!this.terminated) void this.session.handle(request);
  }
  terminate() {
    this.terminated = true;
  }
  release() {
    for (const answer of this.held.splice(0)) this.onmessage?.({ data: answer });
  }
}

const file = () => new File([Uint8Array.from(generateBulkWorkbook({ campaigns: 12, seed: 2 }))], 'bulk.xlsx');

async function auditedHook() {
  vi.stubGlobal('Worker', FakeWorker);
  const hook = renderHook(() => usePrivateAudit());
  expect(hook.result.current.queries).toBeNull();
  await act(() => hook.result.current.run(file(), 'USD'));
  await waitFor(() => expect(hook.result.current.state).toMatchObject({ status: 'done', pendingCampaigns: null }));
  return hook;
}

afterEach(() => {
  FakeWorker.made = [];
  FakeWorker.holdCampaigns = false;
  FakeWorker.withoutHealth = false;
});

describe('usePrivateAudit', () => {
  test('the audit, then the search terms ready; the queries answer from them', async () => {
    const { result } = await auditedHook();
    expect(result.current.state).toMatchObject({ fileName: 'bulk.xlsx', message: null, audit: { upload_id: 0, file_name: 'bulk.xlsx' } });
    expect(result.current.queries).not.toBeNull();
    await waitFor(() => expect(result.current.state.searchTerms).toBe('ready'));
    // The search terms are asked for once the audit is drawn, not with it, and once.
    expect(FakeWorker.made[0]!.requests).toEqual(['audit', 'readSearchTerms']);
    const adGroupId = result.current.state.audit!.campaigns.find((c) => c.ad_groups.length > 0)!.ad_groups[0]!.id;
    const page = await result.current.queries!.searchTermsPage(adGroupId, { limit: 5, offset: 0 });
    expect(page).toMatchObject({ status: 'success', data: { pagination: { page: 1, has_previous: false } } });
    const insights = await result.current.queries!.insights({ target_acos: 30, min_clicks: 10, brand_terms: [], waste_factor: 1, harvest_min_orders: 2 });
    expect(insights.upload_id).toBe(0);
  });

  test('reset() ends the worker: a question waiting is cancelled, the queries are gone', async () => {
    const { result } = await auditedHook();
    const worker = FakeWorker.made[0]!;
    // Asked, and put away before it is answered.
    const waiting = result.current.queries!.insights({ target_acos: 30, min_clicks: 10, brand_terms: [], waste_factor: 1, harvest_min_orders: 2 });
    act(() => result.current.reset());
    await expect(waiting).rejects.toBeInstanceOf(CancelError);
    expect(worker.terminated).toBe(true);
    expect(result.current.state.status).toBe('idle');
    expect(result.current.queries).toBeNull();
  });

  test('a second run() ends the first worker', async () => {
    const { result } = await auditedHook();
    await act(() => result.current.run(file(), 'USD'));
    expect(FakeWorker.made).toHaveLength(2);
    expect(FakeWorker.made[0]!.terminated).toBe(true);
    await waitFor(() => expect(result.current.state.searchTerms).toBe('ready'));
  });

  test('the Summary comes first: the head and its health, the campaigns counted; once it is drawn the search terms are asked for, then the whole audit comes', async () => {
    FakeWorker.holdCampaigns = true;
    vi.stubGlobal('Worker', FakeWorker);
    const { result } = renderHook(() => usePrivateAudit());
    await act(() => result.current.run(file(), 'USD'));
    await waitFor(() => expect(result.current.state.status).toBe('done'));
    const head = result.current.state.audit!;
    expect(result.current.state.pendingCampaigns).toBe(12);
    expect(head.campaigns).toEqual([]);
    expect(head.summary.account.spend).toBeGreaterThan(0);
    await waitFor(() => expect(FakeWorker.made[0]!.requests).toEqual(['audit', 'readSearchTerms']));
    expect(result.current.state.pendingCampaigns).toBe(12);
    act(() => FakeWorker.made[0]!.release());
    await waitFor(() => expect(result.current.state.pendingCampaigns).toBeNull());
    expect(result.current.state.audit!.campaigns).toHaveLength(12);
    expect(result.current.state.audit!.summary).toBe(head.summary);
    await waitFor(() => expect(result.current.state.searchTerms).toBe('ready'));
    expect(FakeWorker.made[0]!.requests).toEqual(['audit', 'readSearchTerms']);
  });

  test('without the worker\'s health (the page computes it from the campaigns), the audit shows only once it is whole', async () => {
    FakeWorker.holdCampaigns = true;
    FakeWorker.withoutHealth = true;
    vi.stubGlobal('Worker', FakeWorker);
    const { result } = renderHook(() => usePrivateAudit());
    await act(() => result.current.run(file(), 'USD'));
    await waitFor(() => expect(FakeWorker.made[0]!.held).not.toHaveLength(0));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(result.current.state.status).toBe('auditing');
    act(() => FakeWorker.made[0]!.release());
    await waitFor(() => expect(result.current.state).toMatchObject({ status: 'done', pendingCampaigns: null }));
    expect(result.current.state.audit!.campaigns).toHaveLength(12);
    await waitFor(() => expect(FakeWorker.made[0]!.requests).toEqual(['audit', 'readSearchTerms']));
  });

  test('a worker that fails while the campaigns are taken in leaves no half audit: the failure is told', async () => {
    FakeWorker.holdCampaigns = true;
    vi.stubGlobal('Worker', FakeWorker);
    const { result } = renderHook(() => usePrivateAudit());
    await act(() => result.current.run(file(), 'USD'));
    await waitFor(() => expect(result.current.state.pendingCampaigns).toBe(12));
    act(() => FakeWorker.made[0]!.onerror?.());
    expect(result.current.state).toMatchObject({ status: 'failed', audit: null, message: expect.stringContaining('could not audit this file') });
  });

  test('a worker that fails after the audit keeps the audit on screen; the questions fail with the reason', async () => {
    const { result } = await auditedHook();
    act(() => FakeWorker.made[0]!.onerror?.());
    expect(result.current.state).toMatchObject({ status: 'done', searchTerms: 'failed' });
    await expect(result.current.queries!.searchTermsPage('1', { limit: 5, offset: 0 })).rejects.toThrow(SEARCH_TERMS_WORKER_FAILED);
  });
});
