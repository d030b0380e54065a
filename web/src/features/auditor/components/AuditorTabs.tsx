import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { NotesProvider, ViewNotesTab } from '../../notes';
import { ChangesTab } from '../../changes';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { CAMPAIGN_PARAM, CAMPAIGNS_PENDING, ServerOnlyNotice, useAuditorSession } from '../../audit-session';
import { AuditorLoading } from '../../../components/loading/AuditorLoading';
import { lazyWithPreload } from '../../../components/loading/lazy-with-preload';

// Each tab is its own chunk: the Summary's charts load without the table's code, and so on
// (the notes feature makes its View Notes tab lazy itself, as its provider is needed at once).
const SummaryTab = lazyWithPreload(() => import('../../summary').then((m) => m.SummaryTab));
const CampaignTableTab = lazyWithPreload(() => import('../../campaign-table').then((m) => m.CampaignTableTab));
const InsightsTab = lazyWithPreload(() => import('../../insights').then((m) => m.InsightsTab));

/** A file was chosen: the first tabs' code loads while it is audited, and they show at once when it is. */
export function preloadFirstTabs(): void {
  for (const tab of [SummaryTab, CampaignTableTab, InsightsTab]) void tab.preload().catch(() => undefined);
}
const ParentAsinAuditTab = lazy(() => import('../../parent-asin').then((m) => ({ default: m.ParentAsinAuditTab })));
const PlanTab = lazy(() => import('../../plan').then((m) => ({ default: m.PlanTab })));
const SearchTermReportTab = lazy(() => import('../../search-term-report').then((m) => ({ default: m.SearchTermReportTab })));
const CompareTab = lazy(() => import('../../compare').then((m) => ({ default: m.CompareTab })));

interface TabDefinition {
  key: string;
  label: string;
  Component: ComponentType;
  /** Reads what only the server keeps (notes, the business report, search terms, earlier uploads): off while the server has no audit for it. */
  serverOnly?: boolean;
  /** Answered by this browser's own audit of the file when there is one (a server-only tab otherwise). */
  browserAnswers?: boolean;
  /** Needs the audit's head only, not its campaigns: it opens while a big account's campaigns are still taken in. */
  headOnly?: boolean;
}

export const AUDITOR_TABS: readonly TabDefinition[] = [
  { key: 'summary', label: 'Summary', Component: SummaryTab.Component, headOnly: true },
  { key: 'campaigns', label: 'Campaign Table', Component: CampaignTableTab.Component },
  { key: 'notes', label: 'View Notes', Component: ViewNotesTab, serverOnly: true },
  { key: 'parent-asin', label: 'Parent ASIN Audit', Component: ParentAsinAuditTab, serverOnly: true },
  { key: 'insights', label: 'Insights', Component: InsightsTab.Component, serverOnly: true, browserAnswers: true, headOnly: true },
  { key: 'search-term-report', label: 'Search Term Report', Component: SearchTermReportTab, serverOnly: true },
  { key: 'plan', label: 'Plan', Component: PlanTab, serverOnly: true },
  { key: 'changes', label: 'Changes', Component: ChangesTab, serverOnly: true },
  { key: 'compare', label: 'Compare', Component: CompareTab, serverOnly: true },
];

/** The auditor's tabs; the open tab is kept in the address (?tab=) so a reload keeps it. */
export function AuditorTabs() {
  const { audit, businessReport, serverOff = null, local = null, pendingCampaigns = null } = useAuditorSession();
  const isOff = (tab: TabDefinition) => serverOff !== null && tab.serverOnly === true && !(tab.browserAnswers && local);
  const [params, setParams] = useSearchParams();
  const index = Math.max(0, AUDITOR_TABS.findIndex((t) => t.key === params.get('tab')));
  const active = AUDITOR_TABS[index]!;

  const campaignIds = useMemo(() => audit.campaigns.map((c) => c.id), [audit]);
  const parentAsins = useMemo(() => Object.keys(businessReport?.parent_asin_summary ?? {}), [businessReport]);

  return (
    <NotesProvider campaignIds={campaignIds} parentAsins={parentAsins} unavailableReason={serverOff}>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={index}
          onChange={(_event, next: number) => setParams((p) => {
            p.set('tab', AUDITOR_TABS[next]!.key);
            // A campaign shown alone (from a link) is let go when the reader moves on.
            p.delete(CAMPAIGN_PARAM);
            return p;
          }, { replace: true })}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label="Ads Auditor views"
        >
          {AUDITOR_TABS.map((tab) => (
            <Tab
              key={tab.key}
              label={tab.label}
              id={`auditor-tab-${tab.key}`}
              aria-controls={`auditor-panel-${tab.key}`}
              // A server-only tab still opens while it is off, to say why.
              {...(isOff(tab) ? { icon: <LockOutlinedIcon fontSize="small" aria-hidden />, iconPosition: 'end' as const, sx: { minHeight: 48 } } : {})}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`auditor-panel-${active.key}`} aria-labelledby={`auditor-tab-${active.key}`} sx={{ pt: 2.5, minWidth: 0 }}>
        <Suspense fallback={<AuditorLoading label={`Loading ${active.label}...`} />}>
          {pendingCampaigns !== null && !active.headOnly
            ? <AuditorLoading label={CAMPAIGNS_PENDING} />
            : serverOff !== null && isOff(active) ? <ServerOnlyNotice feature={active.label} reason={serverOff} /> : <active.Component />}
        </Suspense>
      </Box>
    </NotesProvider>
  );
}
