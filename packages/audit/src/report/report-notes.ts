// The notes of a report once it is made: counted, listed by id, and read again with their
// current text (a report made earlier shows what its notes say now, and drops deleted ones).
import type { AuditNote, NotesByKey } from '../notes/types.js';
import type { ReportNote, ReportNotes } from './audit-report.js';

const entriesOf = (notes: ReportNotes) => [...notes.campaigns, ...notes.parent_asins];

/** How many notes the report shows. */
export const reportNoteCount = (notes: ReportNotes): number => entriesOf(notes).reduce((sum, entry) => sum + entry.notes.length, 0);

/** Every note id the report shows. */
export const reportNoteIds = (notes: ReportNotes): number[] => entriesOf(notes).flatMap((entry) => entry.notes.map((note) => note.id));

/**
 * The notes with their current text; a note missing from `currentText` (deleted since) is left
 * out, and a campaign or parent ASIN left without notes goes with it.
 */
export function withCurrentNoteText(notes: ReportNotes, currentText: ReadonlyMap<number, string>): ReportNotes {
  const current = <Entry extends { notes: ReportNote[] }>(entries: Entry[]): Entry[] =>
    entries
      .map((entry) => ({ ...entry, notes: entry.notes.filter((note) => currentText.has(note.id)).map((note) => ({ ...note, content: currentText.get(note.id)! })) }))
      .filter((entry) => entry.notes.length > 0);
  return { campaigns: current(notes.campaigns), parent_asins: current(notes.parent_asins) };
}

/** The notes grouped by what they are attached to (a note on neither is in neither group). */
export function groupNotes(notes: readonly AuditNote[]): { campaignNotes: NotesByKey; parentAsinNotes: NotesByKey } {
  const campaignNotes: Record<string, AuditNote[]> = {};
  const parentAsinNotes: Record<string, AuditNote[]> = {};
  for (const note of notes) {
    if (note.campaign_id !== null) (campaignNotes[note.campaign_id] ??= []).push(note);
    if (note.parent_asin !== null) (parentAsinNotes[note.parent_asin] ??= []).push(note);
  }
  return { campaignNotes, parentAsinNotes };
}
