// The campaign table's TanStack model: its features and the columns of
// a campaign row. Column ids are the engine's sort columns, so a header sorts by its own id.
import Box from '@mui/material/Box';
import {
  createColumnHelper,
  type ColumnDef,
  createPaginatedRowModel,
  metaHelper,
  rowExpandingFeature,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
} from '@tanstack/react-table';
import { CAMPAIGN_NAME_DISPLAY_LENGTH, formatCount, type Campaign } from '@ads-auditor/audit';
import type { ChoosableColumn } from '../model/column-prefs';
import { CampaignNotesButton } from '../../notes';
import { ExpandButton } from './ExpandButton';
import { METRIC_COLUMNS } from './metric-columns';
import { TruncatedText } from '../../../components/table/TruncatedText';
import { visuallyHiddenSx } from '../../../components/visually-hidden';

export interface CampaignColumnMeta {
  align?: 'right';
  /** Shown on hover over the header. */
  hint?: string;
  minWidth?: number;
  /** The cell's text may wrap (the other cells stay on one line). */
  wraps?: boolean;
  /** Pinned: stays in view at this distance from the left edge while the table scrolls sideways. */
  pinnedLeft?: number;
  /** A pinned column's fixed width, so the next pinned column knows where to stand. */
  width?: number;
}

/** The pinned columns' widths: the expander, the notes button, then the campaign name. */
const EXPAND_WIDTH = 48;
const NOTES_WIDTH = 68;

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

/** Always shown, first and pinned. */
const pinnedColumns = column.columns([
  column.display({
    id: 'expand',
    meta: { pinnedLeft: 0, width: EXPAND_WIDTH },
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
    meta: { pinnedLeft: EXPAND_WIDTH, width: NOTES_WIDTH },
    cell: ({ row }) => <CampaignNotesButton campaignId={row.original.id} campaignName={row.original.name} />,
  }),
  column.accessor('name', {
    id: 'campaignName',
    header: 'Campaign',
    cell: (info) => <TruncatedText text={info.getValue()} max={CAMPAIGN_NAME_DISPLAY_LENGTH} />,
    meta: { minWidth: 180, wraps: true, pinnedLeft: EXPAND_WIDTH + NOTES_WIDTH },
  }),
]);

/** The columns a user may show, hide and reorder (model/column-prefs.ts). */
const choosableColumns = column.columns([
  column.accessor('type_code', { id: 'type', header: 'Type', meta: { hint: 'SP: Sponsored Products, SB: Sponsored Brands, SD: Sponsored Display' } }),
  ...METRIC_COLUMNS.map((metric) =>
    column.accessor((campaign) => metric.value(campaign.metrics), {
      id: metric.id,
      header: metric.label,
      cell: (info) => metric.render(info.row.original.metrics),
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

const CHOOSABLE_BY_ID = new Map(choosableColumns.map((def) => [def.id as ChoosableColumn, def]));

/** The pinned columns, then the chosen ones in the chosen order. */
export function campaignColumnsFor(shown: readonly ChoosableColumn[]): ColumnDef<typeof campaignTableFeatures, Campaign>[] {
  return [...pinnedColumns, ...shown.flatMap((id) => CHOOSABLE_BY_ID.get(id) ?? [])];
}
