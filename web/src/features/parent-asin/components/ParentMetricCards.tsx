import { formatAcos, formatCount, formatPercent, formatRoas, type ParentAsinSummary } from '@ads-auditor/audit';
import { MetricGrid, type MetricItem } from './MetricGrid';
import { TitledCard } from './TitledCard';
import { MoneyText } from '../../../components/figures/MoneyText';

function advertisingItems(s: ParentAsinSummary): MetricItem[] {
  return [
    { label: 'Spend', value: <MoneyText value={s.total_spend} /> },
    { label: 'Sales', value: <MoneyText value={s.ad_sales} /> },
    { label: 'Clicks', value: formatCount(s.ad_clicks) },
    { label: 'Impressions', value: formatCount(s.ad_impressions) },
    { label: 'Orders', value: formatCount(s.ad_orders) },
    { label: 'ACOS', value: formatAcos({ acos: s.acos, spend: s.total_spend, sales: s.ad_sales }) },
    { label: 'ROAS', value: formatRoas(s.roas) },
    { label: 'CTR', value: formatPercent(s.ctr) },
    { label: 'CPC', value: <MoneyText value={s.cpc} /> },
    { label: 'Ad Conversion Rate', value: formatPercent(s.ad_conversion_rate) },
  ];
}

function businessItems(s: ParentAsinSummary): MetricItem[] {
  return [
    { label: 'Total Sales', value: <MoneyText value={s.total_sales} /> },
    { label: 'TACoS', value: formatPercent(s.tacos) },
    { label: 'Conversion Rate', value: formatPercent(s.conversion_rate) },
    { label: 'Unit Session Rate', value: formatPercent(s.parent_unit_session_rate) },
    { label: 'Buy Box %', value: formatPercent(s.buy_box_percentage) },
    { label: 'Sessions', value: formatCount(s.total_sessions) },
    { label: 'Units', value: formatCount(s.total_units) },
    { label: 'Orders', value: formatCount(s.total_orders) },
  ];
}

export function AdvertisingMetricsCard({ summary }: { summary: ParentAsinSummary }) {
  return (
    <TitledCard title="Advertising Metrics">
      <MetricGrid items={advertisingItems(summary)} minTileWidth={120} />
    </TitledCard>
  );
}

export function BusinessReportMetricsCard({ summary }: { summary: ParentAsinSummary }) {
  return (
    <TitledCard title="Business Report Metrics">
      <MetricGrid items={businessItems(summary)} minTileWidth={120} />
    </TitledCard>
  );
}
