import { useId, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { inCurrency, buildNotesDocument, isNotesDocumentEmpty, NOTES_DOCUMENT_TITLE, notesDocumentToClipboard } from '@ads-auditor/audit';
import { CopyButton } from '../../../components/copy/CopyButton';
import { useAuditorSession, useCurrency } from '../../audit-session';
import { NotesCoverageGauge } from './NotesCoverageGauge';
import { useNotes } from './notes-context';
import { CampaignNotesSection, ParentAsinNotesSection } from './NotesDocumentSections';
import { NotesExportMenu } from './NotesExportMenu';

/** The empty state (it says notes are saved between sessions). */
export const VIEW_NOTES_EMPTY_TEXT = 'No notes yet. Add notes from the Campaign Table or the Parent ASIN Audit: they are saved between sessions.';

/** The View Notes tab: the coverage gauge and the 'Audit Results' document with Copy and Export. */
export function ViewNotesTab() {
  const { audit, businessReport } = useAuditorSession();
  const currency = useCurrency();
  const { campaignNotes, parentAsinNotes, isLoading, loadError, retryLoad } = useNotes();
  const titleId = useId();
  const document = useMemo(
    () => buildNotesDocument({ campaigns: audit.campaigns, campaignNotes, parentAsinNotes, businessReport }),
    [audit.campaigns, campaignNotes, parentAsinNotes, businessReport],
  );
  const empty = isNotesDocumentEmpty(document);

  return (
    <Stack spacing={3}>
      {loadError ? (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={retryLoad}>Retry</Button>}>{loadError}</Alert>
      ) : (
        <NotesCoverageGauge />
      )}
      <Paper component="article" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
          <Typography id={titleId} variant="h5" component="h2" sx={{ flexGrow: 1 }}>{NOTES_DOCUMENT_TITLE}</Typography>
          <CopyButton getContent={() => inCurrency(currency, () => notesDocumentToClipboard(document))} disabled={empty} />
          <NotesExportMenu document={document} />
        </Box>
        {isLoading ? (
          <Typography role="status" color="text.secondary">Loading notes...</Typography>
        ) : empty ? (
          <Typography color="text.secondary">{VIEW_NOTES_EMPTY_TEXT}</Typography>
        ) : (
          <Stack spacing={3}>
            <CampaignNotesSection entries={document.campaigns} />
            <ParentAsinNotesSection entries={document.parentAsins} />
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
