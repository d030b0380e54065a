// The Campaign Table in the account's currency: euros written as in Germany, whole yen.
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { CurrencyCode } from '@ads-auditor/audit';
import { CurrencyProvider } from '../../audit-session';
import { CampaignTable } from './CampaignTable';
import { testCampaign } from '../../../test/audit-fixture';
import { notesServer, renderWithNotes, testAudit } from '../../../test/notes-test-kit';
import { CHOOSABLE_COLUMNS } from '../model/column-prefs';

function renderTable(currency: CurrencyCode) {
  const campaign = testCampaign(1, 1234.5, 4321.25, { ad_groups: [] });
  notesServer([]);
  renderWithNotes(
    <CurrencyProvider currency={currency}>
      <CampaignTable campaigns={[campaign]} sort={{ column: 'spend', direction: 'desc' }} onSort={() => {}} emptyText="None" shownColumns={CHOOSABLE_COLUMNS.map((c) => c.id)} />
    </CurrencyProvider>,
    { audit: testAudit([campaign]) },
  );
  const table = screen.getByRole('table', { name: 'Campaigns' });
  const row = within(table).getAllByRole('row')[1]!;
  return within(row).getAllByRole('cell').map((cell) => cell.textContent);
}

describe("the Campaign Table in the account's currency", () => {
  test('euros: spend and sales as a German reader writes them', () => {
    const cells = renderTable('EUR');
    expect(cells).toContain('1.234,50\u00a0€');
    expect(cells).toContain('4.321,25\u00a0€');
    expect(cells.some((text) => text?.includes('$'))).toBe(false);
  });

  test('yen: whole yen, no decimals', () => {
    const cells = renderTable('JPY');
    expect(cells).toContain('￥1,235');
    expect(cells).toContain('￥4,321');
    expect(cells.some((text) => /￥[\d,]+\.\d/.test(text ?? ''))).toBe(false);
  });
});
