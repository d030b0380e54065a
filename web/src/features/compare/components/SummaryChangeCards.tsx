import { useMemo } from 'react';
import { inCurrency, accountChangesTable, campaignChangesTable, COMPARISON_TITLES, type AuditComparison } from '@ads-auditor/audit';
import { useCurrency } from '../../audit-session';
import { ComparisonCard } from './ComparisonCard';
import { ComparisonTable } from './ComparisonTable';
import { COMPARE_TEXTS } from './compare-messages';
import { accountVerdicts } from './verdicts';

/** Spend, sales, ROAS, ACOS, CPC, CVR and the counts: earlier, later, change and % change, each move said better or worse for the account. */
export function AccountChangesCard({ comparison }: { comparison: AuditComparison }) {
  const currency = useCurrency();
  const table = useMemo(() => inCurrency(currency, () => accountChangesTable(comparison)), [comparison, currency]);
  const verdicts = useMemo(() => accountVerdicts(comparison), [comparison]);
  return (
    <ComparisonCard title={COMPARISON_TITLES.account} tables={[table]}>
      <ComparisonTable table={table} empty={COMPARE_TEXTS.noTerms} verdicts={verdicts} />
    </ComparisonCard>
  );
}

/** New, gone, state-changed and renamed campaigns. */
export function CampaignChangesCard({ comparison }: { comparison: AuditComparison }) {
  const currency = useCurrency();
  const table = useMemo(() => inCurrency(currency, () => campaignChangesTable(comparison)), [comparison, currency]);
  return (
    <ComparisonCard title={COMPARISON_TITLES.campaigns} tables={[table]}>
      <ComparisonTable table={table} empty={COMPARE_TEXTS.nothingChanged} labelColumns={5} />
    </ComparisonCard>
  );
}
