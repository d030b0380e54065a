import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { stubXhr } from '../../../test/xhr-stub';
import { ApiError } from '../../../lib/api-errors';
import { ServerBusyError, uploadBulkFile, useAuditorSession } from '../../audit-session';
import { AUDIT, noLatest, renderPage, uploadInput, xlsx } from './ads-auditor-page.test-support';

// The tabs have tests of their own; here a stand-in shows what the session carries.
vi.mock('../components/AuditorTabs', () => ({
  preloadFirstTabs: () => undefined,
  AuditorTabs: () => {
    const { audit, searchTermsProcessing } = useAuditorSession();
    return <p>Tabs for {audit.file_name}{searchTermsProcessing ? ' (search terms processing)' : ''}</p>;
  },
}));
vi.mock('../../audit-session/api/auditor-api', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../audit-session')>();
  return { ...original, uploadBulkFile: vi.fn(original.uploadBulkFile) };
});


beforeEach(() => {
  vi.mocked(uploadBulkFile).mockReset();
});

describe('Ads Auditor page', { timeout: 20_000 }, () => {
  test('before a file: the instructions and the drop zone; bad files get their messages and no upload', async () => {
    mockApi({ ...noLatest });
    const { user } = renderPage();
    await uploadInput();
    expect(screen.getByText(/Create spreadsheet for download/)).toBeInTheDocument();
    expect(screen.getByText(/Placement data for campaigns/)).toBeInTheDocument();
    const input = screen.getByLabelText(/Bulk operations workbook/);

    // Only the first dropped file is used.
    fireEvent.drop(screen.getByTestId('drop-zone'), { dataTransfer: { files: [xlsx('report.csv'), xlsx('march.xlsx')] } });
    expect(await screen.findByText('Only .xlsx files are allowed.')).toBeInTheDocument();
    expect(screen.getByTestId('selected-file')).toHaveTextContent('report.csv (0.00 MB)');

    await user.upload(input, xlsx('big.xlsx', 21 * 1024 * 1024));
    expect(await screen.findByText('File size must be under 20MB.')).toBeInTheDocument();
    expect(screen.getByTestId('selected-file')).toHaveTextContent('big.xlsx (21.00 MB)');
    expect(uploadBulkFile).not.toHaveBeenCalled();
  });

  test('uploads, polls, loads the result after a 404, says so for 1 s and shows the tabs', async () => {
    vi.mocked(uploadBulkFile).mockResolvedValue({ bulk_task_id: 'b1', search_terms_task_id: 's1', upload_id: 3 });
    let resultCalls = 0;
    const { calls } = mockApi({
        ...noLatest,
      'GET /api/background-tasks/b1': { body: { task_id: 'b1', status: 'completed', progress_message: 'Done', error_logs: null } },
      'GET /api/background-tasks/s1': { body: { task_id: 's1', status: 'processing', progress_message: null, error_logs: null } },
      'GET /api/background-tasks/b1/results': () => (++resultCalls === 1 ? { status: 404, body: { detail: 'The result is not ready yet.' } } : { body: AUDIT }),
      'GET /api/business_reports/latest': { status: 404, body: { detail: 'none' } },
    });
    const { user } = renderPage();
    await user.upload(await uploadInput(), xlsx());

    expect(await screen.findByText('File processed successfully.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('Tabs for march.xlsx (search terms processing)')).toBeInTheDocument();
    expect(screen.queryByText(/select a file/)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('File processed successfully.')).not.toBeInTheDocument(), { timeout: 2000 });
    expect(calls.filter((c) => c.path === '/api/background-tasks/b1/results')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Enhance Data' })).toBeInTheDocument();
  });

  test('a failed task shows its error logs in the status panel and keeps the upload screen reachable', async () => {
    vi.mocked(uploadBulkFile).mockResolvedValue({ bulk_task_id: 'b2', search_terms_task_id: 's2', upload_id: 4 });
    mockApi({
        ...noLatest,
      'GET /api/background-tasks/b2': { body: { task_id: 'b2', status: 'failed', progress_message: null, error_logs: 'This is not an Amazon bulk operations file.' } },
      'GET /api/background-tasks/s2': { body: { task_id: 's2', status: 'failed', progress_message: null, error_logs: 'x' } },
    });
    const { user } = renderPage();
    await user.upload(await uploadInput(), xlsx());
    const panel = await screen.findByRole('status', { name: 'Processing status' });
    await waitFor(() => expect(panel).toHaveTextContent('status: failed'));
    expect(within(panel).getByLabelText('Error logs')).toHaveTextContent('This is not an Amazon bulk operations file.');
    expect(screen.getByRole('alert')).toHaveTextContent('Processing failed. Please try again.');
    expect(screen.getByText(/select a file/)).toBeInTheDocument();
  });

  test('a busy server (503 with Retry-After) keeps the file, counts down and sends it again by itself', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      vi.mocked(uploadBulkFile)
        .mockRejectedValueOnce(new ServerBusyError(new ApiError('Service Unavailable', '/api/bulk/upload', 503, '', { detail: 'busy' }), 3))
        .mockResolvedValueOnce({ bulk_task_id: 'b5', search_terms_task_id: 's5', upload_id: 5 });
      mockApi({
        ...noLatest,
        'GET /api/background-tasks/b5': { body: { task_id: 'b5', status: 'completed', progress_message: 'Done', error_logs: null } },
        'GET /api/background-tasks/s5': { body: { task_id: 's5', status: 'completed', progress_message: null, error_logs: null } },
        'GET /api/background-tasks/b5/results': { body: AUDIT },
        'GET /api/business_reports/latest': { status: 404, body: { detail: 'none' } },
      });
      renderPage();
      fireEvent.change(await uploadInput(), { target: { files: [xlsx()] } });
      expect(await screen.findByText('The server is busy')).toBeInTheDocument();
      expect(screen.getByText(/is kept and will be sent again/)).toHaveTextContent('march.xlsx is kept and will be sent again in 3 seconds.');
      expect(screen.queryByText(/status: failed/)).not.toBeInTheDocument();
      expect(screen.getByTestId('selected-file')).toHaveTextContent('march.xlsx');
      await vi.advanceTimersByTimeAsync(1000);
      expect(screen.getByText(/is kept and will be sent again/)).toHaveTextContent('in 2 seconds.');
      await vi.advanceTimersByTimeAsync(2000);
      expect(uploadBulkFile).toHaveBeenCalledTimes(2);
      // Sent again as it was sent first: with its progress shown.
      expect(vi.mocked(uploadBulkFile).mock.calls.map((call) => typeof call[1])).toEqual(['function', 'function']);
      expect(await screen.findByText('Tabs for march.xlsx')).toBeInTheDocument();
      expect(screen.queryByText('The server is busy')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  test('Cancel stops the retry of a busy server and keeps the file shown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      vi.mocked(uploadBulkFile).mockRejectedValue(new ServerBusyError(new ApiError('Service Unavailable', '/api/bulk/upload', 503, '', { detail: 'busy' }), 30));
      mockApi({ ...noLatest });
      renderPage();
      fireEvent.change(await uploadInput(), { target: { files: [xlsx()] } });
      fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
      expect(screen.queryByText('The server is busy')).not.toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(31_000);
      expect(uploadBulkFile).toHaveBeenCalledTimes(1);
      expect(screen.getByTestId('selected-file')).toHaveTextContent('march.xlsx');
    } finally {
      vi.useRealTimers();
    }
  });

  test("past the time-out: 'Task polling timed out', still watched more slowly, and the result shown with a notice when it completes", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      vi.mocked(uploadBulkFile).mockResolvedValue({ bulk_task_id: 'b6', search_terms_task_id: 's6', upload_id: 6 });
      let status = 'processing';
      const { calls } = mockApi({
        ...noLatest,
        'GET /api/background-tasks/b6': () => ({ body: { task_id: 'b6', status, progress_message: 'Reading campaigns', error_logs: null } }),
        'GET /api/background-tasks/s6': { body: { task_id: 's6', status: 'completed', progress_message: null, error_logs: null } },
        'GET /api/background-tasks/b6/results': { body: AUDIT },
        'GET /api/business_reports/latest': { status: 404, body: { detail: 'none' } },
      });
      renderPage();
      fireEvent.change(await uploadInput(), { target: { files: [xlsx()] } });
      await vi.advanceTimersByTimeAsync(180_000);
      expect(await screen.findByText('Task polling timed out')).toBeInTheDocument();
      expect(screen.getByRole('status', { name: 'Processing status' })).toHaveTextContent('Still processing. This page keeps checking every 15 seconds');
      const polls = () => calls.filter((c) => c.path === '/api/background-tasks/b6').length;
      await vi.advanceTimersByTimeAsync(1_000);
      const atTimeOut = polls();
      // At the old pace there would be five more reads by now.
      await vi.advanceTimersByTimeAsync(10_000);
      expect(polls()).toBe(atTimeOut);
      status = 'completed';
      await vi.advanceTimersByTimeAsync(5_000);
      expect(await screen.findByText('Tabs for march.xlsx')).toBeInTheDocument();
      expect(screen.getByText('The audit finished after this page stopped waiting for it. Its result is shown below.')).toBeInTheDocument();
      expect(screen.queryByText('Task polling timed out')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  test("an upload refused by the server shows the server's detail", async () => {
    stubXhr(503, { detail: 'The server is busy. Please try again in a minute.' });
    mockApi({ ...noLatest });
    const { user } = renderPage();
    await user.upload(await uploadInput(), xlsx());
    expect(await screen.findByText('The server is busy. Please try again in a minute.')).toBeInTheDocument();
  });

  test("after a reload while search terms are still read: 'Processing...' until their task ends", async () => {
    let status = 'processing';
    mockApi({
      'GET /api/bulk/campaigns': { body: AUDIT, headers: { 'x-search-terms-task-id': 's7', 'x-search-terms-status': 'processing' } },
      'GET /api/background-tasks/s7': () => ({ body: { task_id: 's7', status, progress_message: null, error_logs: null } }),
      'GET /api/business_reports/latest': { status: 404, body: { detail: 'none' } },
    });
    renderPage();
    expect(await screen.findByText('Tabs for march.xlsx (search terms processing)')).toBeInTheDocument();
    status = 'completed';
    expect(await screen.findByText('Tabs for march.xlsx', {}, { timeout: 4000 })).toBeInTheDocument();
  });

  test('after a reload the latest processed upload shows at once; Upload New File goes back to the upload screen', async () => {
    mockApi({
        'GET /api/bulk/campaigns': { body: AUDIT },
      'GET /api/business_reports/latest': { status: 404, body: { detail: 'none' } },
    });
    const { user } = renderPage();
    expect(await screen.findByText('Tabs for march.xlsx')).toBeInTheDocument();
    expect(screen.queryByText(/select a file/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload New File' }));
    expect(await screen.findByText(/select a file/)).toBeInTheDocument();
    expect(screen.queryByText('Tabs for march.xlsx')).not.toBeInTheDocument();
  });
});
