import { useMemo, useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  formatCount,
  formatPercent,
  formatRoas,
  nextSort,
  sortRows,
  sumMetrics,
  type ParentAsinDetail,
  type SortState,
} from '@ads-auditor/audit';
import { ParentAsinNotesButton } from '../../notes';
import { DEFAULT_TARGETING_SORT, TARGETING_SORT_VALUE, targetingRows, type TargetingColumn } from '../model/targeting-rows';
import { MetricGrid, type MetricItem } from './MetricGrid';
import { isShownColumn, TargetingTable } from './TargetingTable';
import { MoneyText } from '../../../components/figures/MoneyText';

export const NO_TARGETING_MESSAGE = 'No targeting data found for the selected Parent ASIN.';

function totalsOf(detail: ParentAsinDetail): MetricItem[] {
  const t = sumMetrics(detail.targets.map((row) => row.metrics));
  return [
    { label: 'Total Spend', value: <MoneyText value={t.spend} /> },
    { label: 'Total Sales', value: <MoneyText value={t.sales} /> },
    { label: 'ROAS', value: formatRoas(t.roas) },
    { label: 'Impressions', value: formatCount(t.impressions) },
    { label: 'CTR', value: formatPercent(t.ctr) },
    { label: 'Clicks', value: formatCount(t.clicks) },
    { label: 'Orders', value: formatCount(t.orders) },
    { label: 'Conversion Rate', value: formatPercent(t.conversion_rate) },
  ];
}

/** The Targeting sub-tab: totals, the per-campaign or aggregated target table and the parent's notes. */
export function ParentTargeting({ detail }: { detail: ParentAsinDetail }) {
  const [aggregate, setAggregate] = useState(false);
  const [sort, setSort] = useState<SortState<TargetingColumn>>(DEFAULT_TARGETING_SORT);
  const rows = useMemo(
    () => sortRows(targetingRows(detail.targets, aggregate), TARGETING_SORT_VALUE[sort.column], sort.direction),
    [detail.targets, aggregate, sort],
  );
  // A sort on a column the new view hides would order the rows by something not on screen.
  const changeView = (aggregated: boolean) => {
    setAggregate(aggregated);
    if (!isShownColumn(sort.column, aggregated)) setSort(DEFAULT_TARGETING_SORT);
  };
  const header = (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        Targeting for {detail.parent_asin}
      </Typography>
      <ParentAsinNotesButton parentAsin={detail.parent_asin} title={detail.title} />
    </Stack>
  );
  if (detail.targets.length === 0) {
    return (
      <Stack spacing={2}>
        {header}
        <Typography color="text.secondary">{NO_TARGETING_MESSAGE}</Typography>
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      {header}
      <MetricGrid items={totalsOf(detail)} />
      <FormControlLabel
        control={<Switch checked={aggregate} onChange={(_, checked) => changeView(checked)} />}
        label="Aggregate by Parent ASIN"
        sx={{ alignSelf: 'flex-start' }}
      />
      <TargetingTable
        // A new parent, view or sort starts again at page 1.
        key={`${detail.parent_asin}|${aggregate}|${sort.column}|${sort.direction}`}
        rows={rows}
        aggregated={aggregate}
        sort={sort}
        onSort={(column) => setSort((current) => nextSort(current, column))}
      />
    </Stack>
  );
}
