// The campaign table's TanStack model: its features and its columns (spec 2 section 2,
// "Campaign row"). Column ids are the engine's sort columns, so a header sorts by its own id.
import Box from '@mui/material/Box';
import {
  createColumnHelper,
  createPaginatedRowModel,
  metaHelper,
  rowExpandingFeature,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
} from '@tanstack/react-table';
import { CAMPAIGN_NAME_DISPLAY_LENGTH, formatCount, type Campaign } from '@ads-auditor/audit';
import { CampaignNotesButton } from '../../notes/components/CampaignNotesButton';
import { ExpandButton } from './ExpandButton';
import { METRIC_COLUMNS } from './metric-columns';
import { TruncatedText } from './TruncatedText';
import { visuallyHiddenSx } from './visually-hidden';

interface CampaignColumnMeta {
  align?: 'right';
  /** Shown on hover over the header. */
  hint?: string;
  minWidth?: number;
  /** The cell's text may wrap (the other cells stay on one line). */
  wraps?: boolean;
}

/** Sorting state only (the engine sorts), expansion state only (the table renders the detail), client paging. */
export const campaignTableFeatures = tableFeatures({
  rowSortingFeature,
  rowExpandingFeature,
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
  columnMeta: metaHelper<CampaignColumnMeta>(),
});

const column = createColumnHelper<typeof campaignTableFeatures, Campaign>();
const count = (value: number) => formatCount(value);

export const campaignColumns = column.columns([
  column.display({
    id: 'expand',
    header: () => (
      <Box component="span" sx={visuallyHiddenSx}>
        Expand
      </Box>
    ),
    cell: ({ row }) => (
      <ExpandButton
        expanded={row.getIsExpanded()}
        label={`Expand campaign ${row.original.name}`}
        onToggle={row.getToggleExpandedHandler()}
      />
    ),
  }),
  column.display({
    id: 'notes',
    header: 'Notes',
    cell: ({ row }) => <CampaignNotesButton campaignId={row.original.id} campaignName={row.original.name} />,
  }),
  column.accessor('name', {
    id: 'campaignName',
    header: 'Campaign',
    cell: (info) => <TruncatedText text={info.getValue()} max={CAMPAIGN_NAME_DISPLAY_LENGTH} />,
    meta: { minWidth: 240, wraps: true },
  }),
  column.accessor('type_code', { id: 'type', header: 'Type', meta: { hint: 'SP: Sponsored Products, SB: Sponsored Brands, SD: Sponsored Display' } }),
  ...METRIC_COLUMNS.map((metric) =>
    column.accessor((campaign) => metric.value(campaign.metrics), {
      id: metric.id,
      header: metric.label,
      cell: (info) => metric.format(info.getValue()),
      meta: { align: 'right' },
    }),
  ),
  column.accessor('ad_group_count', { id: 'adGroupCount', header: 'Ad Groups', cell: (info) => count(info.getValue()), meta: { align: 'right' } }),
  column.accessor('product_count', { id: 'productCount', header: 'Products', cell: (info) => count(info.getValue()), meta: { align: 'right' } }),
  column.accessor('keyword_count', {
    id: 'keywordCount',
    header: 'Keywords',
    cell: (info) => count(info.getValue()),
    meta: { align: 'right', hint: 'Keywords plus product targeting' },
  }),
  column.accessor('state', { id: 'state', header: 'State' }),
]);
