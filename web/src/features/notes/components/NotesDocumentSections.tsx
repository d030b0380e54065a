import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  CAMPAIGN_NOTES_TITLE,
  formatRoas,
  PARENT_ASIN_NOTES_TITLE,
  type AuditNote,
  type CampaignNotesEntry,
  type ParentAsinNotesEntry,
} from '@ads-auditor/audit';
import { CampaignNotesButton } from './CampaignNotesButton';
import { NoteText } from './NoteText';
import { NoteTime } from './NoteTime';
import { ParentAsinNotesButton } from './ParentAsinNotesButton';
import { useMoney } from '../../audit-session';

interface EntryProps {
  heading: ReactNode;
  /** The notes button that opens the drawer to edit them. */
  action: ReactNode;
  details: string | null;
  notes: readonly AuditNote[];
}

/** One campaign or parent ASIN of the document: its heading, figures and notes (read-only here). */
function NotesEntry({ heading, action, details, notes }: EntryProps) {
  return (
    <Box component="li" sx={{ listStyle: 'none', py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 700, flexGrow: 1, overflowWrap: 'anywhere' }}>{heading}</Typography>
        {action}
      </Box>
      {details && <Typography variant="body2" color="text.secondary">{details}</Typography>}
      <Stack component="ul" spacing={1} sx={{ mt: 1, mb: 0, pl: 2.5 }}>
        {notes.map((note) => (
          <li key={note.id}>
            <NoteText content={note.content} />
            <NoteTime createdAt={note.created_at} />
          </li>
        ))}
      </Stack>
    </Box>
  );
}

function Section({ title, empty, children }: { title: string; empty: boolean; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>{title}</Typography>
      {empty ? (
        <Typography variant="body2" color="text.secondary">None yet.</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, p: 0 }}>{children}</Box>
      )}
    </Box>
  );
}

/** Campaign Notes: each campaign's name, spend, sales and ROAS and its notes, by spend descending. */
export function CampaignNotesSection({ entries }: { entries: readonly CampaignNotesEntry[] }) {
  const formatMoney = useMoney();
  return (
    <Section title={CAMPAIGN_NOTES_TITLE} empty={entries.length === 0}>
      {entries.map((entry) => (
        <NotesEntry
          key={entry.campaign_id}
          heading={entry.name}
          action={<CampaignNotesButton campaignId={entry.campaign_id} campaignName={entry.name} />}
          details={`Spend: ${formatMoney(entry.spend)} | Sales: ${formatMoney(entry.sales)} | ROAS: ${formatRoas(entry.roas)}`}
          notes={entry.notes}
        />
      ))}
    </Section>
  );
}

/** Parent ASIN Notes: the ASIN, a child title and the notes. */
export function ParentAsinNotesSection({ entries }: { entries: readonly ParentAsinNotesEntry[] }) {
  const formatMoney = useMoney();
  return (
    <Section title={PARENT_ASIN_NOTES_TITLE} empty={entries.length === 0}>
      {entries.map((entry) => (
        <NotesEntry
          key={entry.parent_asin}
          heading={entry.title ? `${entry.parent_asin} - ${entry.title}` : entry.parent_asin}
          action={<ParentAsinNotesButton parentAsin={entry.parent_asin} title={entry.title} variant="icon" />}
          details={entry.spend === null ? null : `Ad spend: ${formatMoney(entry.spend)} | Total sales: ${formatMoney(entry.sales)}`}
          notes={entry.notes}
        />
      ))}
    </Section>
  );
}
