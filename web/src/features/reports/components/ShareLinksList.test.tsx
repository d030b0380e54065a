// The share dialog's list of links: each with its expiry and lifetime; 'New link' makes a new
// link with a listed link's settings (any status) and shows its address this once.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { renderWithProviders } from '../../../test/render';
import { ShareDialog } from './ShareDialog';

const link = (id: number, status: 'active' | 'expired' | 'revoked', created_at: string, expires_at: string) => ({
  id, account_id: 1, account_name: 'ZValves US', upload_id: 1, file_name: 'bulk.xlsx', note_count: 1, view_count: 3, last_viewed_at: null,
  created_at, expires_at, revoked_at: status === 'revoked' ? '2026-01-03T09:00:00.000Z' : null, status,
});
const active = link(8, 'active', '2026-01-10T09:00:00.000Z', '2026-02-09T09:00:00.000Z');
const revoked = link(5, 'revoked', '2026-01-01T09:00:00.000Z', '2026-01-08T09:00:00.000Z');
const NEW_TOKEN = 'N'.repeat(43);

function renderDialog() {
  const api = mockApi({
    'GET /api/shares': { body: { shares: [active, revoked] } },
    'GET /api/bulk/uploads/1/report-notes': { body: { upload_id: 1, excluded_note_ids: [], updated_at: null } },
    'POST /api/shares/5/copy': { status: 201, body: { token: NEW_TOKEN, path: `/r/${NEW_TOKEN}`, share: { ...revoked, id: 9, status: 'active', revoked_at: null } } },
  });
  const view = renderWithProviders(<ShareDialog open onClose={() => {}} accountId={1} uploadId={1} campaigns={[]} parentAsins={[]} />);
  return { ...api, ...view };
}

describe("the share dialog's links", () => {
  test('lists each link with its expiry and how many days it was made for', async () => {
    renderDialog();
    const list = await screen.findByRole('list', { name: 'Your report links' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent(/Active.*Expires Feb 9, 2026.*\(a 30-day link\).*3 views · 1 note · bulk\.xlsx/);
    expect(second).toHaveTextContent(/Revoked.*Revoked Jan 3, 2026/);
    expect(within(first!).getByRole('button', { name: 'Revoke' })).toBeInTheDocument();
    expect(within(second!).queryByRole('button', { name: 'Revoke' })).not.toBeInTheDocument();
  });

  test("'New link' on a revoked link makes a new one with its settings and shows it once, ready to copy", async () => {
    const { calls, user } = renderDialog();
    const list = await screen.findByRole('list', { name: 'Your report links' });
    const second = within(list).getAllByRole('listitem')[1]!;
    await user.click(within(second).getByRole('button', { name: /^New link like the one created Jan 1, 2026/ }));
    const field = await screen.findByRole('textbox', { name: 'Report link' });
    expect(field).toHaveValue(`${window.location.origin}/r/${NEW_TOKEN}`);
    await waitFor(() => expect(field).toHaveFocus());
    expect(screen.getByText('Copy the link now: it is shown only this once.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/shares/5/copy']);
  });
});
