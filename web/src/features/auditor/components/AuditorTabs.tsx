import { lazy, Suspense, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { NotesProvider } from '../../notes/components/NotesProvider';
import { useAuditorSession } from '../api/auditor-session';
import { AuditorLoading } from './AuditorLoading';

// Each tab is its own chunk: the Summary's charts load without the table's code, and so on.
const SummaryTab = lazy(() => import('../summary/SummaryTab').then((m) => ({ default: m.SummaryTab })));
const CampaignTableTab = lazy(() => import('../campaign-table/CampaignTableTab').then((m) => ({ default: m.CampaignTableTab })));
const ViewNotesTab = lazy(() => import('../../notes/components/ViewNotesTab').then((m) => ({ default: m.ViewNotesTab })));
const ParentAsinAuditTab = lazy(() => import('../../parent-asin/components/ParentAsinAuditTab').then((m) => ({ default: m.ParentAsinAuditTab })));
const InsightsTab = lazy(() => import('../../insights/components/InsightsTab').then((m) => ({ default: m.InsightsTab })));
const CompareTab = lazy(() => import('../../compare/components/CompareTab').then((m) => ({ default: m.CompareTab })));

interface TabDefinition {
  key: string;
  label: string;
  Component: LazyExoticComponent<ComponentType>;
}

export const AUDITOR_TABS: readonly TabDefinition[] = [
  { key: 'summary', label: 'Summary', Component: SummaryTab },
  { key: 'campaigns', label: 'Campaign Table', Component: CampaignTableTab },
  { key: 'notes', label: 'View Notes', Component: ViewNotesTab },
  { key: 'parent-asin', label: 'Parent ASIN Audit', Component: ParentAsinAuditTab },
  { key: 'insights', label: 'Insights', Component: InsightsTab },
  { key: 'compare', label: 'Compare', Component: CompareTab },
];

/** The four tabs of spec 2 section 2; the open tab is kept in the address (?tab=) so a reload keeps it. */
export function AuditorTabs() {
  const { audit, businessReport } = useAuditorSession();
  const [params, setParams] = useSearchParams();
  const index = Math.max(0, AUDITOR_TABS.findIndex((t) => t.key === params.get('tab')));
  const active = AUDITOR_TABS[index]!;

  const campaignIds = useMemo(() => audit.campaigns.map((c) => c.id), [audit]);
  const parentAsins = useMemo(() => Object.keys(businessReport?.parent_asin_summary ?? {}), [businessReport]);

  return (
    <NotesProvider campaignIds={campaignIds} parentAsins={parentAsins}>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={index}
          onChange={(_event, next: number) => setParams((p) => {
            p.set('tab', AUDITOR_TABS[next]!.key);
            return p;
          }, { replace: true })}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label="Ads Auditor views"
        >
          {AUDITOR_TABS.map((tab) => (
            <Tab key={tab.key} label={tab.label} id={`auditor-tab-${tab.key}`} aria-controls={`auditor-panel-${tab.key}`} />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`auditor-panel-${active.key}`} aria-labelledby={`auditor-tab-${active.key}`} sx={{ pt: 2.5, minWidth: 0 }}>
        <Suspense fallback={<AuditorLoading label={`Loading ${active.label}...`} />}>
          <active.Component />
        </Suspense>
      </Box>
    </NotesProvider>
  );
}
