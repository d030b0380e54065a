// A chosen file is audited in this browser and on the server at once: the browser's result shows
// while the upload runs, with what needs the server waiting and saying so; the server's replaces
// it without the tabs being rebuilt. The browser's audit is played by a stand-in here (its worker
// has tests of its own); the upload, the task and the result are the page's real calls.
import { useEffect, useReducer } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { uploadBulkFile, useAuditorSession, type LoadedAudit, type PrivateAuditState } from '../../audit-session';
import { BROWSER_RESULT_ONLY, BROWSER_RESULT_PENDING } from '../upload/BrowserResultStatus';
import { SERVER_ONLY_NOTE, SERVER_PENDING_REASON, UPLOAD_FAILED_REASON } from '../upload/use-file-audit';
import { AUDIT, noLatest, renderPage, uploadInput, xlsx } from './ads-auditor-page.test-support';

const mounts = { tabs: 0 };
vi.mock('../components/AuditorTabs', () => ({
  preloadFirstTabs: () => undefined,
  AuditorTabs: () => {
    const { audit, serverOff, local } = useAuditorSession();
    useEffect(() => {
      mounts.tabs += 1;
    }, []);
    return <p>{`Tabs for ${audit.file_name} · upload ${audit.upload_id} · server ${serverOff ?? 'on'} · browser answers ${local ? 'yes' : 'no'}`}</p>;
  },
}));
vi.mock('../../audit-session/api/auditor-api', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../audit-session')>();
  return { ...original, uploadBulkFile: vi.fn(original.uploadBulkFile) };
});

// The browser's audit, driven by the test.
const IDLE: PrivateAuditState = { status: 'idle', fileName: null, message: null, audit: null, searchTerms: null, pendingCampaigns: null };
type StandInQueries = { insights: () => Promise<never>; searchTermsPage: () => Promise<never>; resultDigest: (uploadId: number) => Promise<string> };
const browser = { state: IDLE, queries: null as null | StandInQueries, runs: [] as string[], listeners: new Set<() => void>() };
/** The stand-in's digest of its audit for an upload (the worker's is tested against the server's text). */
const digestFor = (uploadId: number) => `digest-of-upload-${uploadId}`;
function setBrowser(state: PrivateAuditState) {
  browser.state = state;
  browser.queries = state.audit
    ? { insights: () => new Promise(() => undefined), searchTermsPage: () => new Promise(() => undefined), resultDigest: (uploadId) => Promise.resolve(digestFor(uploadId)) }
    : null;
  act(() => browser.listeners.forEach((listener) => listener()));
}
const run = (file: File) => {
  browser.runs.push(file.name);
  setBrowser({ ...IDLE, status: 'auditing', fileName: file.name });
  return Promise.resolve();
};
const reset = () => {
  browser.state = IDLE;
  browser.queries = null;
};
vi.mock('../../audit-session/private/use-private-audit', () => ({
  usePrivateAudit: () => {
    const [, rerender] = useReducer((n: number) => n + 1, 0);
    useEffect(() => {
      browser.listeners.add(rerender);
      return () => void browser.listeners.delete(rerender);
    }, []);
    return { state: browser.state, queries: browser.queries, run, reset, takeCampaignsNow: () => undefined };
  },
}));

const SERVER_AUDIT = AUDIT;
const BROWSER_AUDIT = { ...SERVER_AUDIT, upload_id: 0 } as unknown as LoadedAudit;

/**
 * The server of upload 3 with its bulk task in `status()`: its result answers 304 to the
 * stand-in's digest. Returns the If-None-Match of each result request, in order.
 */
function serverAnswering(status: () => string): (string | null)[] {
  const asked: (string | null)[] = [];
  mockApi({
    ...noLatest,
    'GET /api/background-tasks/b1': () => ({ body: { task_id: 'b1', status: status(), progress_message: null, error_logs: null } }),
    'GET /api/background-tasks/s1': { body: { task_id: 's1', status: 'processing', progress_message: null, error_logs: null } },
    'GET /api/background-tasks/b1/results': (request) => {
      asked.push(request.headers.get('if-none-match'));
      return request.headers.get('if-none-match') === `"${digestFor(3)}"` ? { status: 304 } : { body: SERVER_AUDIT };
    },
    'GET /api/business_reports/latest': { status: 404, body: { detail: 'none' } },
  });
  return asked;
}

beforeEach(() => {
  vi.mocked(uploadBulkFile).mockReset();
  browser.runs = [];
  reset();
  mounts.tabs = 0;
  // The page audits in the browser only where workers and streamed inflating exist.
  vi.stubGlobal('Worker', class {});
});
afterEach(() => vi.unstubAllGlobals());

describe('a file audited in this browser while it uploads', { timeout: 20_000 }, () => {
  test("the browser's result shows first, server features waiting; the server's replaces it without rebuilding the tabs", async () => {
    vi.mocked(uploadBulkFile).mockResolvedValue({ bulk_task_id: 'b1', search_terms_task_id: 's1', upload_id: 3 });
    let status = 'processing';
    mockApi({
      ...noLatest,
      'GET /api/background-tasks/b1': () => ({ body: { task_id: 'b1', status, progress_message: 'Reading campaigns', error_logs: null } }),
      'GET /api/background-tasks/s1': { body: { task_id: 's1', status: 'processing', progress_message: null, error_logs: null } },
      'GET /api/background-tasks/b1/results': { body: SERVER_AUDIT },
      'GET /api/business_reports/latest': { status: 404, body: { detail: 'none' } },
    });
    const { user } = renderPage();
    await user.upload(await uploadInput(), xlsx());
    expect(browser.runs).toEqual(['march.xlsx']);
    expect(uploadBulkFile).toHaveBeenCalledTimes(1);
    // No progress listener while the browser audits the file: the panel's bar is indeterminate.
    expect(vi.mocked(uploadBulkFile).mock.calls[0]![1]).toBeUndefined();
    expect(screen.getByRole('progressbar', { name: 'Processing progress' })).toBeInTheDocument();

    setBrowser({ ...IDLE, status: 'done', fileName: 'march.xlsx', audit: BROWSER_AUDIT, searchTerms: 'reading' });
    expect(await screen.findByText(`Tabs for march.xlsx · upload 0 · server ${SERVER_PENDING_REASON} · browser answers yes`)).toBeInTheDocument();
    expect(screen.getByText(BROWSER_RESULT_PENDING)).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Processing status' })).toHaveTextContent('status: processing');
    expect(screen.getByRole('button', { name: 'Share' })).toBeDisabled();

    status = 'completed';
    expect(await screen.findByText('Tabs for march.xlsx · upload 3 · server on · browser answers yes', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText(BROWSER_RESULT_PENDING)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeEnabled();
    expect(mounts.tabs).toBe(1);
  });

  test("a server result that is the browser's (its ETag) is not downloaded: the browser's objects stay, with the upload's id", async () => {
    vi.mocked(uploadBulkFile).mockResolvedValue({ bulk_task_id: 'b1', search_terms_task_id: 's1', upload_id: 3 });
    let status = 'processing';
    const asked = serverAnswering(() => status);
    const { user } = renderPage();
    await user.upload(await uploadInput(), xlsx());
    setBrowser({ ...IDLE, status: 'done', fileName: 'march.xlsx', audit: BROWSER_AUDIT, searchTerms: 'reading' });
    await screen.findByText(`Tabs for march.xlsx · upload 0 · server ${SERVER_PENDING_REASON} · browser answers yes`);
    status = 'completed';
    expect(await screen.findByText('Tabs for march.xlsx · upload 3 · server on · browser answers yes', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(asked).toEqual([`"${digestFor(3)}"`]);
    expect(mounts.tabs).toBe(1);
  });

  test("a server quicker than the browser waits for the browser's result, and is not downloaded when it is the same", async () => {
    vi.mocked(uploadBulkFile).mockResolvedValue({ bulk_task_id: 'b1', search_terms_task_id: 's1', upload_id: 3 });
    const asked = serverAnswering(() => 'completed');
    const { user } = renderPage();
    await user.upload(await uploadInput(), xlsx());
    // The server's audit is complete; the browser's is still running: nothing is asked for yet.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(asked).toEqual([]);
    setBrowser({ ...IDLE, status: 'done', fileName: 'march.xlsx', audit: BROWSER_AUDIT, searchTerms: 'reading' });
    expect(await screen.findByText('Tabs for march.xlsx · upload 3 · server on · browser answers yes', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(asked).toEqual([`"${digestFor(3)}"`]);
  });

  test("a failed upload leaves the browser's result on screen and says the server's features are off", async () => {
    vi.mocked(uploadBulkFile).mockRejectedValue(new Error('network down'));
    mockApi({ ...noLatest });
    const { user } = renderPage();
    await user.upload(await uploadInput(), xlsx());
    setBrowser({ ...IDLE, status: 'done', fileName: 'march.xlsx', audit: BROWSER_AUDIT, searchTerms: 'ready' });
    expect(await screen.findByText(`Tabs for march.xlsx · upload 0 · server ${UPLOAD_FAILED_REASON} · browser answers yes`)).toBeInTheDocument();
    expect(screen.getByText(BROWSER_RESULT_ONLY)).toBeInTheDocument();
  });

  test('a file over what a browser can hold goes to the server alone, saying so', async () => {
    vi.mocked(uploadBulkFile).mockReturnValue(new Promise(() => undefined));
    mockApi({ ...noLatest, 'GET /api/bulk/config': { body: { max_upload_mb: 200 } } });
    const { user } = renderPage();
    await screen.findByText('Bulk operations workbook (.xlsx, up to 200 MB)');
    await user.upload(await uploadInput(), xlsx('march.xlsx', 130 * 1024 * 1024));
    expect(await screen.findByText(SERVER_ONLY_NOTE)).toBeInTheDocument();
    await waitFor(() => expect(uploadBulkFile).toHaveBeenCalledTimes(1));
    expect(browser.runs).toEqual([]);
    // The upload is all there is to watch: its progress shows.
    expect(vi.mocked(uploadBulkFile).mock.calls[0]![1]).toBeInstanceOf(Function);
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toBeInTheDocument();
  });
});
