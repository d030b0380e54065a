import { render, screen, within } from '@testing-library/react';
import { beforeEach, expect, test, vi } from 'vitest';
import { compareAudits, formatMoneyIn } from '@ads-auditor/audit';
import { CurrencyProvider } from '../../audit-session';
import { buildTestAudit } from '../../../test/audit-fixture';
import { CampaignTypeCard, PlacementCard } from './BreakdownCards';

beforeEach(() => {
  // x-charts measures its box; jsdom has no layout.
  vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
});

test("the campaign type and placement changes are written in the account's currency", () => {
  const older = buildTestAudit(6);
  const newer = buildTestAudit(8);
  const comparison = compareAudits(older, newer);
  render(
    <CurrencyProvider currency="EUR">
      <CampaignTypeCard comparison={comparison} />
      <PlacementCard comparison={comparison} />
    </CurrencyProvider>,
  );
  const types = screen.getByRole('table', { name: 'Campaign Type Changes' });
  const sp = comparison.campaign_types.find((row) => row.key === 'SP')!;
  expect(within(types).getByRole('row', { name: /^Sponsored Products / }).textContent).toContain(formatMoneyIn(sp.changes.spend.newer, 'EUR'));
  for (const table of screen.getAllByRole('table')) expect(table.textContent).not.toMatch(/\$\d/);
}, 30_000);
