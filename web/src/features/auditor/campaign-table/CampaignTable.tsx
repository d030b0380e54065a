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
const ONE_LINE_CELLS = { '& > thead > tr > th, & > tbody > tr > td': { whiteSpace: 'nowrap' } } as const;
// A wrapping cell is held to a reading width, so the metric columns stay in view at 1280 px.
const WRAPPING_CELL = { whiteSpace: 'normal', minWidth: 200, width: 280, maxWidth: 320, overflowWrap: 'anywhere' } as const;

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
        <Table size="small" stickyHeader aria-label="Campaigns" sx={ONE_LINE_CELLS}>
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
                      <TableCell
                        key={cell.id}
                        align={cell.column.columnDef.meta?.align}
                        padding={cell.column.id === 'expand' ? 'checkbox' : 'normal'}
                        sx={cell.column.columnDef.meta?.wraps ? WRAPPING_CELL : undefined}
                      >
                        <table.FlexRender cell={cell} />
                      </TableCell>
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
