import { useMemo, useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  applyCampaignFilters,
  DEFAULT_SORT,
  emptyFilters,
  formatCount,
  nextSort,
  sortCampaigns,
  type CampaignFilters,
  type SortColumn,
  type SortState,
} from '@ads-auditor/audit';
import { useAuditorSession } from '../api/auditor-session';
import { FiltersPanel } from '../filters/FiltersPanel';
import { CampaignTable } from './CampaignTable';
import { ProductTitlesProvider } from './product-titles';

/** The Campaign Table tab: the filter panel above the filtered, sorted, paged campaign table. */
export function CampaignTableTab() {
  const { audit, businessReport } = useAuditorSession();
  const asinMap = businessReport?.asin_map ?? null;
  const [applied, setApplied] = useState<CampaignFilters>(emptyFilters);
  const [sort, setSort] = useState<SortState>(DEFAULT_SORT);

  // Filtering and sorting 5,000 campaigns runs only when its inputs change.
  const filtered = useMemo(() => applyCampaignFilters(audit.campaigns, applied, asinMap), [audit.campaigns, applied, asinMap]);
  const sorted = useMemo(() => sortCampaigns(filtered, sort), [filtered, sort]);
  const total = audit.campaigns.length;

  return (
    <ProductTitlesProvider asinMap={asinMap}>
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        <FiltersPanel applied={applied} onApply={setApplied} asinMapLoaded={asinMap !== null} />
        <Typography variant="body2" color="text.secondary" role="status">
          {filtered.length === total
            ? `${formatCount(total)} campaigns`
            : `${formatCount(filtered.length)} of ${formatCount(total)} campaigns match the filters`}
        </Typography>
        <CampaignTable
          campaigns={sorted}
          sort={sort}
          onSort={(column: SortColumn) => setSort((current) => nextSort(current, column))}
          emptyText={total === 0 ? 'No campaigns were found in this file.' : 'No campaigns match the filters. Change or clear the filters.'}
        />
      </Stack>
    </ProductTitlesProvider>
  );
}
