import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { renderWithProviders } from '../../../test/render';
import { CurrencyProposal } from './CurrencyProposal';

const ACCOUNT = { id: 4, name: 'Rossi IT', currency: 'USD', created_at: '2026-01-01T00:00:00.000Z', upload_count: 1 };

describe("the proposal of the workbook's currency", () => {
  test("a file in another currency proposes it; 'Use EUR' makes it the account's", async () => {
    const { calls } = mockApi({ 'PATCH /api/accounts/4': { body: { ...ACCOUNT, currency: 'EUR' } } });
    const { user } = renderWithProviders(<CurrencyProposal account={ACCOUNT} workbookCurrency="EUR" />);
    expect(screen.getByText("This file's amounts are in EUR; the account shows USD.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use EUR' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ name: 'Rossi IT', currency: 'EUR' }]));
  });

  test('nothing is proposed when the file tells no currency or the same one', () => {
    const { unmount } = renderWithProviders(<CurrencyProposal account={ACCOUNT} workbookCurrency={null} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/This file's amounts/)).toBeNull();
    unmount();
    renderWithProviders(<CurrencyProposal account={{ ...ACCOUNT, currency: 'EUR' }} workbookCurrency="EUR" />);
    expect(screen.queryByText(/This file's amounts/)).toBeNull();
  });
});
