import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, test } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { renderWithProviders } from '../../../test/render';
import { stubXhr } from '../../../test/xhr-stub';
import { AdsAuditorPage } from '../routes/AdsAuditorPage';
import { XLSX_MIME } from '../../audit-session';

const noLatest = { 'GET /api/bulk/campaigns': { status: 404, body: { detail: 'No processed bulk file found. Upload a bulk file first.' } } };
const renamedFile = () => new File(['x'], 'my client.xlsx', { type: XLSX_MIME });

async function renderUploadScreen() {
  const view = renderWithProviders(<AdsAuditorPage />, { path: '/dashboard/bulk-campaigns' });
  const input = await screen.findByLabelText(/Bulk operations workbook/);
  const setDate = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  return { ...view, input, setDate };
}

// A file taken for upload starts loading the Summary's and the Campaign Table's code (preloadFirstTabs),
// and nothing here waits for it: loaded first, it is not still loading when this file's environment
// is torn down (which fails the run).
beforeAll(async () => {
  await Promise.all([import('../../summary'), import('../../campaign-table')]);
}, 60_000);

describe('the period at upload', { timeout: 20_000 }, () => {
  test('the dates given beside the drop zone travel with the file', async () => {
    const { sent } = stubXhr(503, { detail: 'The server is busy. Please try again in a minute.' });
    mockApi({ ...noLatest });
    const { user, input, setDate } = await renderUploadScreen();
    expect(screen.getByRole('group', { name: 'Period (optional)' })).toBeInTheDocument();
    setDate('Start date', '2026-01-01');
    setDate('End date', '2026-01-31');
    await user.upload(input, renamedFile());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.get('period_start')).toBe('2026-01-01');
    expect(sent[0]!.get('period_end')).toBe('2026-01-31');
  });

  test('without dates none are sent; half a period is refused before anything is sent', async () => {
    const { sent } = stubXhr(503, { detail: 'busy' });
    mockApi({ ...noLatest });
    const { user, input, setDate } = await renderUploadScreen();
    setDate('Start date', '2026-01-01');
    await user.upload(input, renamedFile());
    expect(await screen.findByText('Give both the start and the end date.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    setDate('Start date', '');
    await user.upload(input, renamedFile());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.has('period_start')).toBe(false);
  });
});
