import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import {
  CAMPAIGN_NAME_DISPLAY_LENGTH,
  CAMPAIGN_TYPE_NAMES,
  formatCount,
  formatPercent,
  formatRoas,
  type BreakdownRow,
  type CampaignTypeCode,
  type Metrics,
  type ParentAsinBreakdowns,
  type ParentCampaignRow,
} from '@ads-auditor/audit';
import { AcosText } from '../../../components/figures/AcosText';
import { placementLabel } from '../../../lib/placement-labels';
import { MetricTable, type TableColumn } from './MetricTable';
import { TitledCard } from './TitledCard';
import { TruncatedText } from '../../../components/table/TruncatedText';
import { MoneyText } from '../../../components/figures/MoneyText';

/** Campaigns listed in 'Top Campaigns by Spend'. */
export const TOP_CAMPAIGNS_SHOWN = 10;

interface ShareRow {
  metrics: Metrics;
  share_of_spend: number;
}

/** The figures every breakdown shows after its name column(s); few enough for a half-width card. */
function metricColumns<Row extends ShareRow>(): TableColumn<Row>[] {
  return [
    { id: 'spend', header: 'Spend', numeric: true, cell: (r) => <MoneyText value={r.metrics.spend} /> },
    { id: 'share', header: '% of Total', numeric: true, cell: (r) => formatPercent(r.share_of_spend) },
    { id: 'sales', header: 'Sales', numeric: true, cell: (r) => <MoneyText value={r.metrics.sales} /> },
    { id: 'roas', header: 'ROAS', numeric: true, cell: (r) => formatRoas(r.metrics.roas) },
    { id: 'acos', header: 'ACOS', numeric: true, cell: (r) => <AcosText figures={r.metrics} /> },
  ];
}

interface NamedRow extends ShareRow {
  id: string;
  name: string;
  /** A sub-row (SP auto/manual under Sponsored Products). */
  nested?: boolean;
}

const namedColumns = (header: string): TableColumn<NamedRow>[] => [
  { id: 'name', header, minWidth: 140, cell: (r) => (r.nested ? <Typography component="span" variant="body2" sx={{ pl: 2 }}>{r.name}</Typography> : r.name) },
  ...metricColumns<NamedRow>(),
];

const named = (rows: readonly BreakdownRow[], label: (key: string) => string = (k) => k): NamedRow[] =>
  rows.map((r) => ({ id: r.key, name: label(r.key), metrics: r.metrics, share_of_spend: r.share_of_spend }));

const TARGETING_LABEL: Record<string, string> = { auto: 'Auto', manual: 'Manual' };

/** Campaign types, with Sponsored Products split into auto and manual targeting right under it. */
function campaignTypeRows(b: ParentAsinBreakdowns): NamedRow[] {
  return named(b.by_campaign_type, (k) => CAMPAIGN_TYPE_NAMES[k as CampaignTypeCode] ?? k).flatMap((row) =>
    row.id === 'SP'
      ? [row, ...named(b.by_sp_targeting, (k) => `${TARGETING_LABEL[k] ?? k} targeting`).map((r) => ({ ...r, id: `SP-${r.id}`, nested: true }))]
      : [row],
  );
}

const CAMPAIGN_COLUMNS: TableColumn<ParentCampaignRow>[] = [
  { id: 'name', header: 'Campaign', minWidth: 200, cell: (c) => <TruncatedText text={c.name} max={CAMPAIGN_NAME_DISPLAY_LENGTH} /> },
  { id: 'type', header: 'Type', cell: (c) => c.type_code },
  ...metricColumns<ParentCampaignRow>(),
];

interface BreakdownCardProps<Row> {
  title: string;
  columns: TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  footer?: ReactNode;
}

function BreakdownCard<Row>({ title, columns, rows, rowKey, footer }: BreakdownCardProps<Row>) {
  return (
    <TitledCard title={title}>
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">No advertising for this parent ASIN.</Typography>
      ) : (
        <>
          <MetricTable label={title} columns={columns} rows={rows} rowKey={rowKey} />
          {footer}
        </>
      )}
    </TitledCard>
  );
}

const namedRowKey = (r: NamedRow) => r.id;

export function CampaignTypeCard({ breakdowns }: { breakdowns: ParentAsinBreakdowns }) {
  return <BreakdownCard title="Spend & Sales by Campaign Type" columns={namedColumns('Campaign Type')} rows={campaignTypeRows(breakdowns)} rowKey={namedRowKey} />;
}

export function BiddingStrategyCard({ breakdowns }: { breakdowns: ParentAsinBreakdowns }) {
  return <BreakdownCard title="Bidding Strategy" columns={namedColumns('Strategy')} rows={named(breakdowns.by_bidding_strategy)} rowKey={namedRowKey} />;
}

export function TargetingTypeCard({ breakdowns }: { breakdowns: ParentAsinBreakdowns }) {
  return <BreakdownCard title="Targeting Type" columns={namedColumns('Match Type / Expression')} rows={named(breakdowns.by_targeting_type)} rowKey={namedRowKey} />;
}

export function PlacementCard({ breakdowns }: { breakdowns: ParentAsinBreakdowns }) {
  return <BreakdownCard title="Placement" columns={namedColumns('Placement')} rows={named(breakdowns.by_placement, placementLabel)} rowKey={namedRowKey} />;
}

export function TopCampaignsCard({ breakdowns }: { breakdowns: ParentAsinBreakdowns }) {
  const all = breakdowns.top_campaigns;
  const shown = all.slice(0, TOP_CAMPAIGNS_SHOWN);
  const footer = all.length > shown.length && (
    <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
      The top {formatCount(shown.length)} of {formatCount(all.length)} campaigns.
    </Typography>
  );
  return <BreakdownCard title="Top Campaigns by Spend" columns={CAMPAIGN_COLUMNS} rows={shown} rowKey={(c) => c.campaign_id} footer={footer} />;
}
