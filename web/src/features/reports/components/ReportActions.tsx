import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Snackbar from '@mui/material/Snackbar';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import ShareIcon from '@mui/icons-material/Share';
import type { InsightsResult } from '@ads-auditor/audit';
import { useCurrentAccount } from '../../accounts';
import type { LoadedAudit, LoadedBusinessReport } from '../../auditor/api/types';
import { getInsights, getInsightSettings } from '../../insights/api/insights-api';
import { useBulkNotes } from '../../notes/api/notes-bulk';
import { fromAudit } from '../report-model';
import type { PaperSize } from '../pdf/ReportPdfDocument';
import { ShareDialog } from './ShareDialog';

const PAPER_CHOICES: { size: PaperSize; label: string }[] = [
  { size: 'A4', label: 'A4' },
  { size: 'LETTER', label: 'US Letter' },
];

/** The upload's insights with the user's saved settings; null when there are none (no search terms) or they fail. */
async function insightsOf(uploadId: number): Promise<InsightsResult | null> {
  try {
    return await getInsights(uploadId, await getInsightSettings());
  } catch {
    return null;
  }
}

interface Props {
  audit: LoadedAudit;
  accountId: number | null;
  businessReport: LoadedBusinessReport | null;
}

/** 'Share' (a read-only link) and 'Download PDF' (A4 or Letter) for the audit on screen. */
export function ReportActions({ audit, accountId, businessReport }: Props) {
  const { account } = useCurrentAccount();
  const [shareOpen, setShareOpen] = useState(false);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [building, setBuilding] = useState(false);
  const [failed, setFailed] = useState(false);
  const campaignIds = useMemo(() => audit.campaigns.map((c) => c.id), [audit]);
  // The same order as the auditor's notes provider, so both read one cached answer.
  const parentAsins = useMemo(() => Object.keys(businessReport?.parent_asin_summary ?? {}), [businessReport]);
  const notes = useBulkNotes(campaignIds, parentAsins);

  const download = async (paper: PaperSize) => {
    setMenuAnchor(null);
    setBuilding(true);
    setFailed(false);
    try {
      const [{ downloadReportPdf }, notesData, insights] = await Promise.all([
        import('../pdf/download-report-pdf'),
        notes.data ?? notes.refetch().then((r) => r.data),
        insightsOf(audit.upload_id),
      ]);
      const report = fromAudit({
        accountName: account?.name ?? 'My account',
        audit,
        campaignNotes: notesData?.campaign_notes ?? {},
        parentAsinNotes: notesData?.parent_asin_notes ?? {},
        businessReport,
        insights,
      });
      await downloadReportPdf(report, paper);
    } catch (error) {
      console.error('PDF report failed', error);
      setFailed(true);
    } finally {
      setBuilding(false);
    }
  };

  return (
    <>
      <Button variant="outlined" startIcon={<ShareIcon />} onClick={() => setShareOpen(true)}>Share</Button>
      <Button
        variant="outlined"
        startIcon={<PictureAsPdfIcon />}
        disabled={building}
        aria-haspopup="menu"
        aria-expanded={menuAnchor ? true : undefined}
        aria-controls={menuAnchor ? 'pdf-paper-menu' : undefined}
        onClick={(e) => setMenuAnchor(e.currentTarget)}
      >
        {building ? 'Preparing PDF...' : 'Download PDF'}
      </Button>
      <Menu id="pdf-paper-menu" anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)}>
        {PAPER_CHOICES.map((choice) => (
          <MenuItem key={choice.size} onClick={() => void download(choice.size)}>{choice.label}</MenuItem>
        ))}
      </Menu>
      <Snackbar open={failed} autoHideDuration={6000} onClose={() => setFailed(false)}>
        <Alert severity="error" onClose={() => setFailed(false)}>The PDF could not be made. Try again.</Alert>
      </Snackbar>
      {shareOpen && (
        <ShareDialog open onClose={() => setShareOpen(false)} accountId={accountId} uploadId={audit.upload_id} campaigns={audit.campaigns} parentAsins={parentAsins} />
      )}
    </>
  );
}
