import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { stubXhr } from '../../../test/xhr-stub';
import { renderWithProviders } from '../../../test/render';
import { uploadBulkFile } from '../api/auditor-api';
import { useAuditorSession } from '../api/auditor-session';
import { XLSX_MIME } from '../upload/upload-rules';
import { AdsAuditorPage } from './AdsAuditorPage';

// The tabs have tests of their own; here a stand-in shows what the session carries.
vi.mock('../components/AuditorTabs', () => ({
  AuditorTabs: () => {
    const { audit, searchTermsProcessing } = useAuditorSession();
    return <p>Tabs for {audit.file_name}{searchTermsProcessing ? ' (search terms processing)' : ''}</p>;
  },
}));
vi.mock('../api/auditor-api', async (importOriginal) => {
  const original = await importOriginal<typeof import('../api/auditor-api')>();
  return { ...original, uploadBulkFile: vi.fn(original.uploadBulkFile) };
});


const AUDIT = {
  upload_id: 3,
  file_name: 'march.xlsx',
  campaigns: [],
  summary: {},
  report: { sheets_found: [], sheets_used: [], warnings: [] },
};
const noLatest = { 'GET /api/bulk/campaigns': { status: 404, body: { detail: 'No processed bulk file found. Upload a bulk file first.' } } };
const xlsx = (name = 'march.xlsx', size = 1024) => {
  const file = new File(['x'], name, { type: name.endsWith('.xlsx') ? XLSX_MIME : 'text/csv' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

const renderPage = () => renderWithProviders(<AdsAuditorPage />, { path: '/dashboard/bulk-campaigns' });
const uploadInput = () => screen.findByLabelText(/Bulk operations workbook/);

beforeEach(() => {
  vi.mocked(uploadBulkFile).mockReset();
});

describe('Ads Auditor page', () => {
  test('before a file: the instructions and the drop zone; bad files get the spec messages and no upload', async () => {
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

  test('a failed task shows its error logs and keeps the upload screen reachable', async () => {
    vi.mocked(uploadBulkFile).mockResolvedValue({ bulk_task_id: 'b2', search_terms_task_id: 's2', upload_id: 4 });
    mockApi({
        ...noLatest,
      'GET /api/background-tasks/b2': { body: { task_id: 'b2', status: 'failed', progress_message: null, error_logs: 'This is not an Amazon bulk operations file.' } },
      'GET /api/background-tasks/s2': { body: { task_id: 's2', status: 'failed', progress_message: null, error_logs: 'x' } },
    });
    const { user } = renderPage();
    await user.upload(await uploadInput(), xlsx());
    expect(await screen.findByText('This is not an Amazon bulk operations file.')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Processing status' })).toHaveTextContent('failed');
    expect(screen.getByText(/select a file/)).toBeInTheDocument();
  });

  test("an upload refused by the server shows the server's detail", async () => {
    stubXhr(503, { detail: 'The server is busy. Please try again in a minute.' });
    mockApi({ ...noLatest });
    const { user } = renderPage();
    await user.upload(await uploadInput(), xlsx());
    expect(await screen.findByText('The server is busy. Please try again in a minute.')).toBeInTheDocument();
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
