import { useId, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { formatCount, type HarvestSuggestion, type InsightsResult, type NegativeSuggestion } from '@ads-auditor/audit';
import { selectedSuggestions } from '../model/bulk-items';
import { listTotal } from '../model/list-totals';
import { searchTermTabsOf } from '../model/search-term-tabs';
import { BulkExportBar } from './BulkExportBar';
import { ConflictsSection } from './ConflictsSection';
import { HarvestSection } from './HarvestSection';
import type { RowSelection } from './InsightTable';
import { NegativesSection } from './NegativesSection';
import { NgramsSection } from './NgramsSection';
import { NoSearchTermTabs } from './NoSearchTermTabs';
import { WastedSpendSection } from './WastedSpendSection';

/** The open view is kept in the address (?insight=), beside the auditor's ?tab=, so a reload keeps it. */
export const INSIGHT_VIEW_PARAM = 'insight';
const VIEWS = ['wasted-spend', 'ngrams', 'negatives', 'harvest', 'conflicts'] as const;
type View = (typeof VIEWS)[number];

interface InsightListsProps {
  insights: InsightsResult;
  /** Every tab of the workbook: without search term tabs the search-term views say how to add them. */
  workbookSheets: readonly string[];
  /** The search terms are the Search Term Report's: the workbook's tabs do not matter. */
  searchTermsFromReport?: boolean;
  /** True while new settings compute: these are the previous settings' lists. */
  busy: boolean;
  /** Ids of the selected negative and harvest suggestions. */
  selected: ReadonlySet<string>;
  onSelect: (next: Set<string>) => void;
}

/** The five insight views as sub-tabs, the counts of the lists in their labels. */
export function InsightLists({ insights, workbookSheets, searchTermsFromReport = false, busy, selected, onSelect }: InsightListsProps) {
  const [params, setParams] = useSearchParams();
  const index = Math.max(0, VIEWS.indexOf(params.get(INSIGHT_VIEW_PARAM) as View));
  const view = VIEWS[index]!;
  const baseId = useId();
  // On a phone the tabs scroll: arrows from the first paint, so that the view opened from the
  // address is scrolled into view beside them (arrows that appear later would cover it).
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const hasSearchTerms = useMemo(() => searchTermsFromReport || searchTermTabsOf(workbookSheets).length > 0, [searchTermsFromReport, workbookSheets]);
  const negativeSelection: RowSelection<NegativeSuggestion> = { selected, onChange: onSelect, canSelect: (row) => row.exportable };
  const harvestSelection: RowSelection<HarvestSuggestion> = { selected, onChange: onSelect, canSelect: (row) => row.exportable };
  const chosen = useMemo(
    () => selectedSuggestions(insights.negative_suggestions, insights.harvest_suggestions, selected),
    [insights, selected],
  );

  // Without search term tabs nothing was counted: no '(0)' that reads as 'none found'.
  const counted = (label: string, count: number) => (hasSearchTerms ? `${label} (${formatCount(count)})` : label);
  const labels: Record<View, string> = {
    'wasted-spend': 'Wasted Spend',
    ngrams: 'N-grams',
    negatives: counted('Negatives', listTotal(insights, 'negative_suggestions')),
    harvest: counted('Harvest', listTotal(insights, 'harvest_suggestions')),
    conflicts: counted('Conflicts', listTotal(insights, 'term_conflicts')),
  };
  const open = (next: number) =>
    setParams((p) => {
      p.set(INSIGHT_VIEW_PARAM, VIEWS[next]!);
      return p;
    }, { replace: true });

  let panel;
  if (view === 'wasted-spend') panel = <WastedSpendSection insights={insights} busy={busy} hasSearchTerms={hasSearchTerms} />;
  else if (!hasSearchTerms) panel = <NoSearchTermTabs workbookSheets={workbookSheets} />;
  else if (view === 'ngrams') panel = <NgramsSection ngrams={insights.ngrams} busy={busy} />;
  else if (view === 'conflicts') panel = <ConflictsSection rows={insights.term_conflicts} total={listTotal(insights, 'term_conflicts')} busy={busy} />;
  else {
    panel = (
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        <BulkExportBar selection={chosen} />
        {view === 'negatives' ? (
          <NegativesSection rows={insights.negative_suggestions} total={listTotal(insights, 'negative_suggestions')} busy={busy} selection={negativeSelection} />
        ) : (
          <HarvestSection
            rows={insights.harvest_suggestions}
            total={listTotal(insights, 'harvest_suggestions')}
            busy={busy}
            selection={harvestSelection}
            minOrders={insights.settings.harvest_min_orders}
            minClicks={insights.settings.min_clicks}
          />
        )}
      </Stack>
    );
  }

  return (
    <Box sx={{ minWidth: 0 }}>
      <Tabs
        value={index}
        onChange={(_, next: number) => open(next)}
        variant="scrollable"
        scrollButtons={phone ? true : 'auto'}
        allowScrollButtonsMobile
        aria-label="Insight views"
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {VIEWS.map((key) => (
          <Tab key={key} label={labels[key]} id={`${baseId}-tab-${key}`} aria-controls={`${baseId}-panel-${key}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${baseId}-panel-${view}`} aria-labelledby={`${baseId}-tab-${view}`} sx={{ minWidth: 0 }}>
        {panel}
      </Box>
    </Box>
  );
}
