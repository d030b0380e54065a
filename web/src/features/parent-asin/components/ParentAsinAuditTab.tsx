import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { ParentAsinAudit } from '@ads-auditor/audit';
import { useAuditorSession, BusinessReportInUse, BusinessReportUploadScreen } from '../../audit-session';
import { useParentAsinAudit } from '../model/use-parent-asin-audit';
import { useParentSelection } from '../model/use-parent-selection';
import { BusinessReportExplainer } from './BusinessReportExplainer';
import { ParentAsinPicker } from './ParentAsinPicker';
import { ParentSummary } from './ParentSummary';
import { ParentTargeting } from './ParentTargeting';

export const SELECT_PARENT_MESSAGE = 'Please select a Parent ASIN to view the summary.';

const SUB_TABS = ['Summary', 'Targeting'] as const;

/** The picker and the Summary / Targeting sub-tabs of one parent ASIN. */
function ParentAsinBrowser({ audit, hasCampaigns }: { audit: ParentAsinAudit; hasCampaigns: boolean }) {
  const selection = useParentSelection(audit.parents);
  const [subTab, setSubTab] = useState(0);
  const baseId = useId();
  const tabId = (i: number) => `${baseId}-tab-${i}`;
  const panelId = (i: number) => `${baseId}-panel-${i}`;
  const current = selection.current;
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <ParentAsinPicker selection={selection} />
      {current === null ? (
        <Typography color="text.secondary">{SELECT_PARENT_MESSAGE}</Typography>
      ) : (
        <Box sx={{ minWidth: 0 }}>
          <Tabs value={subTab} onChange={(_, i: number) => setSubTab(i)} aria-label="Parent ASIN views" sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
            {SUB_TABS.map((label, i) => (
              <Tab key={label} label={label} id={tabId(i)} aria-controls={panelId(i)} />
            ))}
          </Tabs>
          <div role="tabpanel" id={panelId(subTab)} aria-labelledby={tabId(subTab)}>
            {subTab === 0 ? (
              <ParentSummary detail={current} notes={audit.notes} hasCampaigns={hasCampaigns} />
            ) : (
              <ParentTargeting detail={current} />
            )}
          </div>
        </Box>
      )}
    </Stack>
  );
}

/** The Parent ASIN Audit tab: the explainer and upload without a business report, the audit with one. */
export function ParentAsinAuditTab() {
  const { audit, businessReport } = useAuditorSession();
  const parentAudit = useParentAsinAudit();
  if (!parentAudit) {
    return (
      <Stack spacing={2}>
        <BusinessReportExplainer />
        <BusinessReportUploadScreen />
      </Stack>
    );
  }
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      {businessReport && <BusinessReportInUse report={businessReport} />}
      {parentAudit.parents.length === 0 ? (
        <Typography color="text.secondary">The business report lists no parent ASINs.</Typography>
      ) : (
        <ParentAsinBrowser audit={parentAudit} hasCampaigns={audit.campaigns.length > 0} />
      )}
    </Stack>
  );
}
