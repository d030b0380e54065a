import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Snackbar from '@mui/material/Snackbar';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import ShareIcon from '@mui/icons-material/Share';
import { useQueryClient } from '@tanstack/react-query';
import type { InsightsResult, NotesByKey } from '@ads-auditor/audit';
import { useCurrentAccount } from '../../accounts';
import { CAMPAIGNS_PENDING, type LoadedAudit, type LoadedBusinessReport, PRIVATE_AUDIT_REASON, ServerOnlyTooltip, fetchNarrative, getInsights, getInsightSettings, useCurrency } from '../../audit-session';
import { useBulkNotes } from '../../notes';
import { fetchReportNoteChoice } from '../api/report-notes-api';
import { fromAudit } from '../report-model';
import type { PaperSize } from '../pdf/ReportPdfDocument';
import { PdfNotesDialog } from './PdfNotesDialog';
import { ShareDialog } from './ShareDialog';

const PAPER_CHOICES: { size: PaperSize; label: string }[] = [
  { size: 'A4', label: 'A4' },
  { size: 'LETTER', label: 'US Letter' },
];

/** The upload's insights with its ad account's saved settings; null when there are none (no search terms) or they fail. */
async function insightsOf(uploadId: number, accountId: number | null): Promise<InsightsResult | null> {
  try {
    return await getInsights(uploadId, await getInsightSettings(accountId ?? undefined));
  } catch {
    return null;
  }
}

/** The notes without those left out of the report. */
function withoutExcluded(notes: NotesByKey | undefined, excluded: ReadonlySet<number>): NotesByKey {
  return Object.fromEntries(Object.entries(notes ?? {}).map(([key, list]) => [key, list.filter((note) => !excluded.has(note.id))]));
}

interface Props {
  audit: LoadedAudit;
  accountId: number | null;
  businessReport: LoadedBusinessReport | null;
  /** The period set for the upload, if any. */
  period: { start: string; end: string } | null;
  /**
   * Why the server has nothing for the audit on screen (a private audit, an upload still running),
   * or null: then there is no share link, and the PDF is made without what the server keeps (notes, insights).
   */
  serverOff?: string | null;
  /** The audit on screen is still taking in its campaigns (its Summary shows already): the PDF waits for them. */
  campaignsPending?: boolean;
}

/** What the PDF adds from the server: the notes, the insights, the note choice and the narrative. */
async function serverParts(audit: LoadedAudit, accountId: number | null, notes: ReturnType<typeof useBulkNotes>, queryClient: ReturnType<typeof useQueryClient>) {
  const [notesData, insights, choice, narrative] = await Promise.all([
    // Notes added since the page loaded only mark the cached answer stale: read them afresh.
    notes.isStale || !notes.data ? notes.refetch().then((r) => r.data) : notes.data,
    insightsOf(audit.upload_id, accountId),
    // Read afresh: the choice may have been changed on another device.
    fetchReportNoteChoice(audit.upload_id),
    fetchNarrative(queryClient, audit.upload_id),
  ]);
  const excluded = new Set(choice.excluded_note_ids);
  return {
    campaignNotes: withoutExcluded(notesData?.campaign_notes, excluded),
    parentAsinNotes: withoutExcluded(notesData?.parent_asin_notes, excluded),
    insights,
    narrative: choice.include_narrative ? narrative : [],
  };
}

const NOTHING_FROM_SERVER = { campaignNotes: {}, parentAsinNotes: {}, insights: null, narrative: [] };

/**
 * 'Share' (a read-only link) and 'Download PDF' (A4 or Letter) for the audit on screen. Both show
 * the notes chosen for the upload (one choice, kept on the server); the PDF menu opens the picker.
 */
export function ReportActions({ audit, accountId, businessReport, period, serverOff = null, campaignsPending = false }: Props) {
  const offServer = serverOff !== null;
  const { account } = useCurrentAccount();
  const queryClient = useQueryClient();
  const currency = useCurrency();
  const [shareOpen, setShareOpen] = useState(false);
  const [pdfNotesOpen, setPdfNotesOpen] = useState(false);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [building, setBuilding] = useState(false);
  const [failed, setFailed] = useState(false);
  const campaignIds = useMemo(() => audit.campaigns.map((c) => c.id), [audit]);
  // The same order as the auditor's notes provider, so both read one cached answer.
  const parentAsins = useMemo(() => Object.keys(businessReport?.parent_asin_summary ?? {}), [businessReport]);
  const notes = useBulkNotes(campaignIds, parentAsins, { everyParentAsin: true, enabled: !offServer });

  const download = async (paper: PaperSize) => {
    setMenuAnchor(null);
    setBuilding(true);
    setFailed(false);
    try {
      const [{ downloadReportPdf }, fromServer] = await Promise.all([
        import('../pdf/download-report-pdf'),
        offServer ? NOTHING_FROM_SERVER : serverParts(audit, accountId, notes, queryClient),
      ]);
      const report = fromAudit({ accountName: account?.name ?? 'My account', audit, period, businessReport, currency, ...fromServer });
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
      {offServer ? (
        <ServerOnlyTooltip reason={serverOff}><Button variant="outlined" startIcon={<ShareIcon />} disabled>Share</Button></ServerOnlyTooltip>
      ) : (
        <Button variant="outlined" startIcon={<ShareIcon />} onClick={() => setShareOpen(true)}>Share</Button>
      )}
      <Tooltip title={campaignsPending ? CAMPAIGNS_PENDING : ''}>
        <span>
          <Button
            variant="outlined"
            startIcon={<PictureAsPdfIcon />}
            disabled={building || campaignsPending}
            aria-haspopup="menu"
            aria-expanded={menuAnchor ? true : undefined}
            aria-controls={menuAnchor ? 'pdf-paper-menu' : undefined}
            onClick={(e) => setMenuAnchor(e.currentTarget)}
          >
            {building ? 'Preparing PDF...' : 'Download PDF'}
          </Button>
        </span>
      </Tooltip>
      <Menu id="pdf-paper-menu" anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)}>
        {PAPER_CHOICES.map((choice) => (
          <MenuItem key={choice.size} onClick={() => void download(choice.size)}>{choice.label}</MenuItem>
        ))}
        <Divider />
        {offServer
          ? <MenuItem disabled>{serverOff === PRIVATE_AUDIT_REASON ? 'Choose notes... (not in a private audit)' : 'Choose notes... (once the upload completes)'}</MenuItem>
          : <MenuItem onClick={() => { setMenuAnchor(null); setPdfNotesOpen(true); }}>Choose notes...</MenuItem>}
      </Menu>
      <Snackbar open={failed} autoHideDuration={6000} onClose={() => setFailed(false)}>
        <Alert severity="error" onClose={() => setFailed(false)}>The PDF could not be made. Try again.</Alert>
      </Snackbar>
      {pdfNotesOpen && (
        <PdfNotesDialog onClose={() => setPdfNotesOpen(false)} uploadId={audit.upload_id} campaigns={audit.campaigns} parentAsins={parentAsins} />
      )}
      {shareOpen && (
        <ShareDialog open onClose={() => setShareOpen(false)} accountId={accountId} uploadId={audit.upload_id} campaigns={audit.campaigns} parentAsins={parentAsins} />
      )}
    </>
  );
}
