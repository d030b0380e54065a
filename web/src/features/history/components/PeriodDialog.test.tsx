import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { renderWithProviders } from '../../../test/render';
import type { HistoryUpload } from '../api/history-api';
import { HistoryPanel } from './HistoryPanel';

const renamed: HistoryUpload = {
  id: 21, file_name: 'january.xlsx', uploaded_at: '2026-02-03T10:00:00.000Z', date_range: null, period_source: null,
  spend: 100, sales: 300, roas: 3, tasks: { audit: 'completed', search_terms: 'completed' },
};
const page = (uploads: HistoryUpload[]) => ({ body: { account_id: 2, uploads, total: uploads.length, page: 1, page_size: 10 } });
const setJanuary = { ...renamed, date_range: { start: '2026-01-01', end: '2026-01-31' }, period_source: 'set' as const };

function renderPanel() {
  return renderWithProviders(<HistoryPanel accountId={2} shownUploadId={null} onOpen={() => {}} />);
}

const dateInput = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label);

describe('setting the period of a kept upload from History', { timeout: 20_000 }, () => {
  test('a renamed file without a period: Set period saves both dates and the row shows them', async () => {
    let saved = false;
    const { calls } = mockApi({
      'GET /api/bulk/uploads': () => page([saved ? setJanuary : renamed]),
      'PUT /api/bulk/uploads/21/period': () => {
        saved = true;
        return { body: { upload_id: 21, date_range: setJanuary.date_range, period_source: 'set' } };
      },
    });
    const { user } = renderPanel();
    const row = (await screen.findAllByRole('row'))[1]!;
    expect(row).toHaveTextContent('Period not known');
    await user.click(within(row).getByRole('button', { name: 'Set period of january.xlsx' }));
    const dialog = await screen.findByRole('dialog', { name: 'Period of this upload' });
    fireEvent.change(dateInput(dialog, 'Start date'), { target: { value: '2026-01-01' } });
    fireEvent.change(dateInput(dialog, 'End date'), { target: { value: '2026-01-31' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save period' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({ path: '/api/bulk/uploads/21/period', body: { start: '2026-01-01', end: '2026-01-31' } });
    expect(await screen.findByText('Jan 1, 2026 - Jan 31, 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change period of january.xlsx' })).toBeInTheDocument();
  });

  test('an end before the start is refused in the dialog, with nothing sent', async () => {
    const { calls } = mockApi({ 'GET /api/bulk/uploads': page([renamed]) });
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Set period of january.xlsx' }));
    const dialog = await screen.findByRole('dialog', { name: 'Period of this upload' });
    fireEvent.change(dateInput(dialog, 'Start date'), { target: { value: '2026-01-31' } });
    fireEvent.change(dateInput(dialog, 'End date'), { target: { value: '2026-01-01' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save period' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The end date cannot be before the start date.');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  test("the server's refusal is shown with its detail, and the dialog stays open", async () => {
    const detail = 'The period must be a start and an end date (YYYY-MM-DD), the start not after the end, at most 366 days.';
    mockApi({ 'GET /api/bulk/uploads': page([renamed]), 'PUT /api/bulk/uploads/21/period': { status: 422, body: { detail } } });
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Set period of january.xlsx' }));
    const dialog = await screen.findByRole('dialog', { name: 'Period of this upload' });
    fireEvent.change(dateInput(dialog, 'Start date'), { target: { value: '2024-01-01' } });
    fireEvent.change(dateInput(dialog, 'End date'), { target: { value: '2026-01-31' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save period' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(detail);
  });

  test('a set period can be cleared', async () => {
    const { calls } = mockApi({
      'GET /api/bulk/uploads': page([setJanuary]),
      'PUT /api/bulk/uploads/21/period': { body: { upload_id: 21, date_range: null, period_source: null } },
    });
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Change period of january.xlsx' }));
    const dialog = await screen.findByRole('dialog', { name: 'Period of this upload' });
    expect(dateInput(dialog, 'Start date')).toHaveValue('2026-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Clear period' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ start: null, end: null }));
  });
});
