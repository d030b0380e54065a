import { screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { renderWithProviders } from '../../../test/render';
import type { HistoryUpload } from '../api/history-api';
import { HISTORY_EMPTY_TEXT, HISTORY_ERROR_TEXT, HistoryPanel } from './HistoryPanel';

const upload = (id: number, overrides: Partial<HistoryUpload> = {}): HistoryUpload => ({
  id,
  file_name: `bulk-${id}.xlsx`,
  uploaded_at: '2026-02-03T10:00:00.000Z',
  date_range: null,
  period_source: null,
  spend: 1234.5,
  sales: 4938,
  roas: 4,
  tasks: { audit: 'completed', search_terms: 'completed' },
  ...overrides,
});

const page = (uploads: HistoryUpload[], total = uploads.length, number = 1) => ({ body: { account_id: 2, uploads, total, page: number, page_size: 10 } });

function renderPanel(shownUploadId: number | null = null) {
  const onOpen = vi.fn();
  const view = renderWithProviders(<HistoryPanel accountId={2} shownUploadId={shownUploadId} onOpen={onOpen} />);
  return { ...view, onOpen };
}

describe('History panel', () => {
  test('lists each kept upload with its period, figures and status; opens a ready one', async () => {
    const { calls } = mockApi({
      'GET /api/bulk/uploads': page([
        upload(12, { file_name: 'march.xlsx', spend: null, sales: null, roas: null, tasks: { audit: 'processing', search_terms: 'pending' } }),
        upload(11, { file_name: 'bulk-A1-20260101-20260131-1.xlsx', date_range: { start: '2026-01-01', end: '2026-01-31' }, tasks: { audit: 'completed', search_terms: 'failed' } }),
        upload(10),
      ]),
    });
    const { user, onOpen } = renderPanel(10);
    const table = within(await screen.findByRole('table', { name: 'Kept uploads' }));
    expect(screen.getByText('3 kept uploads, newest first.')).toBeInTheDocument();
    const [, processing, january, shown] = table.getAllByRole('row');
    expect(processing).toHaveTextContent('march.xlsx');
    expect(processing).toHaveTextContent('Processing');
    expect(within(processing).getByRole('button', { name: 'Open march.xlsx' })).toBeDisabled();
    expect(january).toHaveTextContent('Jan 1, 2026 - Jan 31, 2026');
    expect(january).toHaveTextContent('$1,234.50');
    expect(january).toHaveTextContent('$4,938.00');
    expect(january).toHaveTextContent('4.00');
    expect(january).toHaveTextContent('Search terms failed');
    expect(shown).toHaveTextContent('On screen');

    await user.click(within(january).getByRole('button', { name: /^Open / }));
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 11 }));
    expect(calls[0].path).toBe('/api/bulk/uploads?account_id=2&page=1&page_size=10');
  });

  test('pages through a long history', async () => {
    const { calls } = mockApi({
      'GET /api/bulk/uploads': (request) => {
        const number = Number(new URL(request.url).searchParams.get('page'));
        return page([upload(100 - number, { file_name: `page-${number}.xlsx` })], 12, number);
      },
    });
    const { user } = renderPanel();
    expect(await screen.findByText('page-1.xlsx')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'History page 2' }));
    expect(await screen.findByText('page-2.xlsx')).toBeInTheDocument();
    expect(calls.map((c) => new URL(c.path, 'http://x').searchParams.get('page'))).toEqual(['1', '2']);
  });

  test('says so when the account has no upload yet, and offers a retry when the list fails', async () => {
    mockApi({ 'GET /api/bulk/uploads': page([]) });
    const first = renderPanel();
    expect(await screen.findByText(HISTORY_EMPTY_TEXT)).toBeInTheDocument();
    first.unmount();

    let fail = true;
    mockApi({ 'GET /api/bulk/uploads': () => (fail ? { status: 500, body: { detail: 'boom' } } : page([upload(1)])) });
    const { user } = renderPanel();
    expect(await screen.findByText(HISTORY_ERROR_TEXT)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('bulk-1.xlsx')).toBeInTheDocument();
  });
});
