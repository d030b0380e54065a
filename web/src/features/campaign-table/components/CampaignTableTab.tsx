import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  applyCampaignFilters,
  formatCount,
  sortCampaigns,
} from '@ads-auditor/audit';
import { useAuditorSession, CAMPAIGN_PARAM } from '../../audit-session';
import { FiltersPanel } from '../filters/FiltersPanel';
import { useTableUrlState } from '../model/use-table-url-state';
import { shownColumns } from '../model/column-prefs';
import { useColumnPrefs } from '../model/use-column-prefs';
import { ColumnChooser } from './ColumnChooser';
import { CampaignCards } from './CampaignCards';
import { CampaignTable } from './CampaignTable';
import { ProductTitlesProvider } from './product-titles';

/**
 * The Campaign Table tab: the filter panel above the filtered, sorted, paged campaign table.
 * A link to one campaign (?campaign=ID, from the health evidence) shows that campaign alone
 * until 'Show all campaigns'. The filters and sort live in the address (model/table-url-state.ts).
 */
export function CampaignTableTab() {
  const { audit, businessReport } = useAuditorSession();
  const asinMap = businessReport?.asin_map ?? null;
  const { filters: applied, sort, applyFilters, sortBy } = useTableUrlState();
  // At phone width a card per campaign: a table would show one or two of its columns.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [columnPrefs, setColumnPrefs] = useColumnPrefs();
  const shown = useMemo(() => shownColumns(columnPrefs), [columnPrefs]);
  const [params, setParams] = useSearchParams();
  const linkedId = params.get(CAMPAIGN_PARAM);
  const linked = useMemo(() => (linkedId === null ? null : audit.campaigns.find((c) => c.id === linkedId) ?? null), [audit.campaigns, linkedId]);
  const showAll = () =>
    setParams((p) => {
      p.delete(CAMPAIGN_PARAM);
      return p;
    }, { replace: true });

  // Filtering and sorting 5,000 campaigns runs only when its inputs change.
  const filtered = useMemo(
    () => (linked ? [linked] : applyCampaignFilters(audit.campaigns, applied, asinMap)),
    [audit.campaigns, applied, asinMap, linked],
  );
  const sorted = useMemo(() => sortCampaigns(filtered, sort), [filtered, sort]);
  const total = audit.campaigns.length;
  const emptyText = total === 0 ? 'No campaigns were found in this file.' : 'No campaigns match the filters. Change or clear the filters.';

  return (
    <ProductTitlesProvider asinMap={asinMap}>
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        {linkedId !== null && (
          <Alert
            severity={linked ? 'info' : 'warning'}
            action={<Button color="inherit" size="small" onClick={showAll}>Show all campaigns</Button>}
          >
            {linked ? `Showing one campaign: ${linked.name} (${linked.state}).` : 'That campaign is not in this upload.'}
          </Alert>
        )}
        <FiltersPanel applied={applied} onApply={applyFilters} asinMapLoaded={asinMap !== null} />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="body2" color="text.secondary" role="status">
            {linked ? '1 campaign shown' : filtered.length === total
              ? `${formatCount(total)} campaigns`
              : `${formatCount(filtered.length)} of ${formatCount(total)} campaigns match the filters`}
          </Typography>
          {!phone && <ColumnChooser prefs={columnPrefs} onChange={setColumnPrefs} />}
        </Stack>
        {phone ? (
          <CampaignCards campaigns={sorted} emptyText={emptyText} />
        ) : (
          <CampaignTable campaigns={sorted} sort={sort} onSort={sortBy} shownColumns={shown} emptyText={emptyText} />
        )}
      </Stack>
    </ProductTitlesProvider>
  );
}
