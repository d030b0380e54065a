import { Fragment, useMemo, useRef, useState } from 'react';
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
import { campaignColumns, campaignTableFeatures } from './campaign-columns';
import { DETAIL_CELL, JOINED_TO_DETAIL } from './row-styles';
import { isSortableColumn } from './sortable-column';
import { TablePager } from './TablePager';

/** Rows per page of the campaign table (spec 2 section 9). */
export const CAMPAIGN_PAGE_SIZE = 50;
/** Maximum table height (spec 2 section 9). */
const TABLE_MAX_HEIGHT = 600;
// The body's cells are plain <td>s styled once here, as MUI's small TableCell looks: 50 rows
// of 17 TableCell components cost most of a re-sort's time (bench:web profile).
const TABLE_STYLES = {
  '& > thead > tr > th': { whiteSpace: 'nowrap' },
  '& > tbody > tr > td.campaign-cell': {
    padding: '6px 16px',
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
  '& > tbody > tr > td.campaign-cell-wrap': { whiteSpace: 'normal', minWidth: 200, width: 280, maxWidth: 320, overflowWrap: 'anywhere' },
} as const;

/** The classes of a body cell: base, then alignment, padding and wrapping. */
function cellClass(columnId: string, meta: { align?: string; wraps?: boolean } | undefined): string {
  let name = 'campaign-cell';
  if (meta?.align === 'right') name += ' campaign-cell-right';
  if (columnId === 'expand') name += ' campaign-cell-checkbox';
  if (meta?.wraps) name += ' campaign-cell-wrap';
  return name;
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
}

/** The campaign rows of the current page, expandable into placements and ad groups. */
export function CampaignTable({ campaigns, sort, onSort, emptyText }: CampaignTableProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: CAMPAIGN_PAGE_SIZE });
  const [expanded, setExpanded] = useState<ExpandedState>({});
  // A new sort or new filters give a new array: start again from the first page (spec 2 section 4).
  const [pagedCampaigns, setPagedCampaigns] = useState(campaigns);
  if (pagedCampaigns !== campaigns) {
    setPagedCampaigns(campaigns);
    setPagination((current) => ({ ...current, pageIndex: 0 }));
  }
  const sorting = useMemo<SortingState>(() => [{ id: sort.column, desc: sort.direction === 'desc' }], [sort]);

  const table = useTable({
    features: campaignTableFeatures,
    columns: campaignColumns,
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
  const columnCount = campaignColumns.length;
  const rows = table.getRowModel().rows;

  const goToPage = (move: () => void) => {
    move();
    if (containerRef.current) containerRef.current.scrollTop = 0;
  };

  return (
    <>
      <TableContainer ref={containerRef} sx={{ maxHeight: TABLE_MAX_HEIGHT, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" stickyHeader aria-label="Campaigns" sx={TABLE_STYLES}>
          <TableHead>
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
                      sx={meta?.minWidth ? { minWidth: meta.minWidth } : undefined}
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
                      <td key={cell.id} className={cellClass(cell.column.id, cell.column.columnDef.meta)}>
                        <table.FlexRender cell={cell} />
                      </td>
                    ))}
                  </TableRow>
                  {isExpanded && (
                    <TableRow>
                      <TableCell colSpan={columnCount} sx={DETAIL_CELL}>
                        <CampaignDetail campaign={row.original} />
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
