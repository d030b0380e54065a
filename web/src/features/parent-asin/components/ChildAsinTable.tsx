import {
  formatCount,
  formatPercent,
  formatRoas,
  PARENT_TITLE_DISPLAY_LENGTH,
  type ChildAsinRow,
} from '@ads-auditor/audit';
import { AcosText } from '../../../components/figures/AcosText';
import { NOT_AVAILABLE, orNotAvailable } from '../model/cell-format';
import { MetricTable, TABLE_MAX_HEIGHT, type TableColumn } from './MetricTable';
import { TruncatedText } from '../../../components/table/TruncatedText';
import { MoneyText } from '../../../components/figures/MoneyText';

/** The 17 columns of a child ASIN row; business-report figures may be missing (N/A). */
const CHILD_COLUMNS: TableColumn<ChildAsinRow>[] = [
  { id: 'asin', header: 'ASIN', cell: (c) => c.asin },
  { id: 'title', header: 'Title', minWidth: 240, cell: (c) => <TruncatedText text={c.title} max={PARENT_TITLE_DISPLAY_LENGTH} /> },
  { id: 'spend', header: 'Ad Spend', numeric: true, cell: (c) => <MoneyText value={c.spend} /> },
  { id: 'sales', header: 'Ad Sales', numeric: true, cell: (c) => <MoneyText value={c.sales} /> },
  { id: 'totalSales', header: 'Total Sales', numeric: true, cell: (c) => (c.totalSales === null ? NOT_AVAILABLE : <MoneyText value={c.totalSales} />) },
  { id: 'roas', header: 'ROAS', numeric: true, cell: (c) => formatRoas(c.roas) },
  { id: 'acos', header: 'ACOS', numeric: true, cell: (c) => <AcosText figures={c} /> },
  { id: 'cpc', header: 'CPC', numeric: true, cell: (c) => <MoneyText value={c.cpc} /> },
  { id: 'clicks', header: 'Clicks', numeric: true, cell: (c) => formatCount(c.clicks) },
  { id: 'conversionRate', header: 'CVR', numeric: true, cell: (c) => formatPercent(c.conversionRate) },
  { id: 'impressions', header: 'Impressions', numeric: true, cell: (c) => formatCount(c.impressions) },
  { id: 'ctr', header: 'CTR', numeric: true, cell: (c) => formatPercent(c.ctr) },
  { id: 'sessions', header: 'Sessions', numeric: true, cell: (c) => orNotAvailable(c.sessions, formatCount) },
  { id: 'unitsOrdered', header: 'Units Ordered', numeric: true, cell: (c) => orNotAvailable(c.unitsOrdered, formatCount) },
  { id: 'unitSessionPercentage', header: 'Unit Session %', numeric: true, cell: (c) => orNotAvailable(c.unitSessionPercentage, formatPercent) },
  { id: 'buyBoxPercentage', header: 'Buy Box %', numeric: true, cell: (c) => orNotAvailable(c.buyBoxPercentage, formatPercent) },
  { id: 'totalOrderItems', header: 'Total Orders', numeric: true, cell: (c) => orNotAvailable(c.totalOrderItems, formatCount) },
];

/** The parent's child ASINs, highest ad spend first. */
export function ChildAsinTable({ rows }: { rows: readonly ChildAsinRow[] }) {
  return <MetricTable label="Child ASINs" columns={CHILD_COLUMNS} rows={rows} rowKey={(c) => c.asin} maxHeight={TABLE_MAX_HEIGHT} />;
}
