import { Fragment, useMemo, useRef, useState, type CSSProperties } from 'react';
import type { Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { useTable, type ExpandedState, type PaginationState, type SortingState } from '@tanstack/react-table';
import type { Campaign, SortColumn, SortState } from '@ads-auditor/audit';
import { CampaignDetail } from './CampaignDetail';
import { campaignColumnsFor, campaignTableFeatures, type CampaignColumnMeta } from './campaign-columns';
import type { ChoosableColumn } from '../model/column-prefs';
import { DETAIL_CELL, JOINED_TO_DETAIL } from './row-styles';
import { isSortableColumn } from './sortable-column';
import { TablePager } from '../../../components/table/TablePager';
import { ScrollAreaProvider, type ScrollArea } from '../../../components/table/scroll-area';
import { useElementHeight } from '../../../components/table/use-element-height';

/** Rows per page of the campaign table. */
export const CAMPAIGN_PAGE_SIZE = 50;
/**
 * The one scroll box of the table and of everything its rows expand into: as tall as the window
 * allows, never shorter than 600 px.
 */
const TABLE_MAX_HEIGHT = 'max(600px, calc(100dvh - 96px))';
/** A small header row's height until measured. */
const HEADER_HEIGHT = 37;
// The body's cells are plain <td>s styled once here, as MUI's small TableCell looks: 50 rows
// of 17 TableCell components cost most of a re-sort's time (bench:web profile).
const TABLE_STYLES = {
  // Ten px a side rather than MUI's sixteen: the default columns then fit 1280 px beside the navigation.
  '& > thead > tr > th': { whiteSpace: 'nowrap', px: '10px' },
  '& > tbody > tr > td.campaign-cell': {
    padding: '6px 10px',
    whiteSpace: 'nowrap',
    fontSize: '0.875rem',
    lineHeight: 1.43,
    borderBottom: 1,
    borderColor: 'divider',
    verticalAlign: 'middle',
  },
  '& > tbody > tr > td.campaign-cell-right': { textAlign: 'right' },
  '& > tbody > tr > td.campaign-cell-checkbox': { width: 48, padding: '0 0 0 4px' },
  // A wrapping cell is held to a reading width, so the metric columns stay in view at 1280 px.
  '& > tbody > tr > td.campaign-cell-wrap': { whiteSpace: 'normal', minWidth: 180, width: 240, maxWidth: 320, overflowWrap: 'anywhere' },
  // Pinned cells stay in view when the table scrolls sideways; opaque, so the cells passing
  // beneath them do not show through, and the last one draws the edge.
  '& > tbody > tr > td.campaign-cell-pinned': { position: 'sticky', zIndex: 1, bgcolor: 'background.paper' },
  '& > tbody > tr > td.campaign-cell-pinned-edge': { boxShadow: (theme: Theme) => `inset -1px 0 0 ${theme.palette.divider}` },
} as const;

/** The header cell of a pinned column: above the body's pinned cells and the sticky header row. */
function pinnedHeaderSx(meta: CampaignColumnMeta | undefined) {
  if (meta?.pinnedLeft === undefined) return meta?.minWidth ? { minWidth: meta.minWidth } : undefined;
  return {
    position: 'sticky',
    left: meta.pinnedLeft,
    zIndex: 3,
    ...(meta.width ? { width: meta.width, minWidth: meta.width } : { minWidth: meta.minWidth }),
    ...(meta.width ? {} : { boxShadow: (theme: Theme) => `inset -1px 0 0 ${theme.palette.divider}` }),
  } as const;
}

/** The classes of a body cell: base, then alignment, padding and wrapping. */
function cellClass(columnId: string, meta: CampaignColumnMeta | undefined): string {
  let name = 'campaign-cell';
  if (meta?.pinnedLeft !== undefined) name += meta.width ? ' campaign-cell-pinned' : ' campaign-cell-pinned campaign-cell-pinned-edge';
  if (meta?.align === 'right') name += ' campaign-cell-right';
  if (columnId === 'expand') name += ' campaign-cell-checkbox';
  if (meta?.wraps) name += ' campaign-cell-wrap';
  return name;
}

const pinnedStyles = new Map<number, CSSProperties>();
/** A pinned body cell's offset (one shared object per offset: 50 rows re-render cheaply). */
function pinnedStyle(meta: CampaignColumnMeta | undefined): CSSProperties | undefined {
  if (meta?.pinnedLeft === undefined) return undefined;
  let style = pinnedStyles.get(meta.pinnedLeft);
  if (!style) pinnedStyles.set(meta.pinnedLeft, (style = { left: meta.pinnedLeft, width: meta.width, minWidth: meta.width }));
  return style;
}

// Stable options: the table's row model is rebuilt only when the data changes.
const campaignRowId = (campaign: Campaign) => campaign.id;
const everyRowExpands = () => true;

interface CampaignTableProps {
  /** Filtered and sorted by the engine, in display order. */
  campaigns: readonly Campaign[];
  sort: SortState;
  onSort: (column: SortColumn) => void;
  /** Shown when `campaigns` is empty. */
  emptyText: string;
  /** The chosen columns, in order, after the pinned ones. */
  shownColumns: readonly ChoosableColumn[];
}

/** The campaign rows of the current page, expandable into placements and ad groups. */
export function CampaignTable({ campaigns, sort, onSort, emptyText, shownColumns }: CampaignTableProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const headRef = useRef<HTMLTableSectionElement>(null);
  const headHeight = useElementHeight(headRef, HEADER_HEIGHT);
  const scrollArea = useMemo<ScrollArea>(() => ({ element: () => containerRef.current, stickyTop: headHeight }), [headHeight]);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: CAMPAIGN_PAGE_SIZE });
  const [expanded, setExpanded] = useState<ExpandedState>({});
  // A new sort or new filters give a new array: start again from the first page.
  const [pagedCampaigns, setPagedCampaigns] = useState(campaigns);
  if (pagedCampaigns !== campaigns) {
    setPagedCampaigns(campaigns);
    setPagination((current) => ({ ...current, pageIndex: 0 }));
  }
  const columns = useMemo(() => campaignColumnsFor(shownColumns), [shownColumns]);
  const sorting = useMemo<SortingState>(() => [{ id: sort.column, desc: sort.direction === 'desc' }], [sort]);

  const table = useTable({
    features: campaignTableFeatures,
    columns,
    data: campaigns as Campaign[],
    getRowId: campaignRowId,
    getRowCanExpand: everyRowExpands,
    manualSorting: true,
    autoResetPageIndex: false,
    autoResetExpanded: false,
    state: { sorting, pagination, expanded },
    onPaginationChange: setPagination,
    onExpandedChange: setExpanded,
  });
  const columnCount = columns.length;
  const rows = table.getRowModel().rows;

  const goToPage = (move: () => void) => {
    move();
    if (containerRef.current) containerRef.current.scrollTop = 0;
  };

  return (
    <>
      <TableContainer ref={containerRef} sx={{ maxHeight: TABLE_MAX_HEIGHT, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" stickyHeader aria-label="Campaigns" sx={TABLE_STYLES}>
          <TableHead ref={headRef}>
            {table.getHeaderGroups().map((group) => (
              <TableRow key={group.id}>
                {group.headers.map((header) => {
                  const id = header.column.id;
                  const meta = header.column.columnDef.meta;
                  const active = sort.column === id;
                  const label = <table.FlexRender header={header} />;
                  return (
                    <TableCell
                      key={header.id}
                      align={meta?.align}
                      title={meta?.hint}
                      padding={id === 'expand' ? 'checkbox' : 'normal'}
                      aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}
                      sx={pinnedHeaderSx(meta)}
                    >
                      {isSortableColumn(id) ? (
                        <TableSortLabel active={active} direction={active ? sort.direction : 'desc'} onClick={() => onSort(id)}>
                          {label}
                        </TableSortLabel>
                      ) : (
                        label
                      )}
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableHead>
          <TableBody>
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={columnCount} sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
                  {emptyText}
                </TableCell>
              </TableRow>
            )}
            {rows.map((row) => {
              const isExpanded = row.getIsExpanded();
              return (
                <Fragment key={row.id}>
                  <TableRow hover sx={isExpanded ? JOINED_TO_DETAIL : undefined}>
                    {row.getAllCells().map((cell) => (
                      <td
                        key={cell.id}
                        className={cellClass(cell.column.id, cell.column.columnDef.meta)}
                        style={pinnedStyle(cell.column.columnDef.meta)}
                      >
                        <table.FlexRender cell={cell} />
                      </td>
                    ))}
                  </TableRow>
                  {isExpanded && (
                    <TableRow>
                      <TableCell colSpan={columnCount} sx={DETAIL_CELL}>
                        <ScrollAreaProvider value={scrollArea}>
                          <CampaignDetail campaign={row.original} />
                        </ScrollAreaProvider>
                      </TableCell>
                    </TableRow>
                  )}
                </Fragment>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePager
        pageIndex={pagination.pageIndex}
        pageCount={table.getPageCount()}
        canPrevious={table.getCanPreviousPage()}
        canNext={table.getCanNextPage()}
        onPrevious={() => goToPage(() => table.previousPage())}
        onNext={() => goToPage(() => table.nextPage())}
      />
    </>
  );
}
