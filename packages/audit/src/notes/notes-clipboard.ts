/**
 * The View Notes tab's Copy: the 'Audit Results' document as plain text and
 * as HTML (headings, a metrics line and a bullet list of notes per campaign or parent ASIN).
 */
import type { ClipboardContent } from '../clipboard/clipboard-table.js';
import { escapeHtml } from '../clipboard/escape-html.js';
import { formatMoney, formatRoas } from '../format/format.js';
import type { NotesDocument } from './notes-document.js';
import type { AuditNote } from './types.js';

export const NOTES_DOCUMENT_TITLE = 'Audit Results';
export const CAMPAIGN_NOTES_TITLE = 'Campaign Notes';
export const PARENT_ASIN_NOTES_TITLE = 'Parent ASIN Notes';

interface Section {
  title: string;
  entries: { heading: string; details: string | null; notes: readonly AuditNote[] }[];
}

function sectionsOf(document: NotesDocument): Section[] {
  const sections: Section[] = [];
  if (document.campaigns.length > 0) {
    sections.push({
      title: CAMPAIGN_NOTES_TITLE,
      entries: document.campaigns.map((c) => ({
        heading: c.name,
        details: `Spend: ${formatMoney(c.spend)} | Sales: ${formatMoney(c.sales)} | ROAS: ${formatRoas(c.roas)}`,
        notes: c.notes,
      })),
    });
  }
  if (document.parentAsins.length > 0) {
    sections.push({
      title: PARENT_ASIN_NOTES_TITLE,
      entries: document.parentAsins.map((p) => ({ heading: p.title ? `${p.parent_asin} - ${p.title}` : p.parent_asin, details: null, notes: p.notes })),
    });
  }
  return sections;
}

/** '- text (created)', continuation lines indented under the dash. */
const noteLine = (note: AuditNote) => `- ${note.content.replace(/\r?\n/g, '\n  ')} (${note.created_at})`;

function sectionText(section: Section): string {
  const entries = section.entries.map((entry) => [entry.heading, ...(entry.details ? [entry.details] : []), ...entry.notes.map(noteLine)].join('\n'));
  return [section.title, ...entries].join('\n\n');
}

const noteHtml = (note: AuditNote) => `<li>${escapeHtml(note.content).replace(/\r?\n/g, '<br>')} <small>(${escapeHtml(note.created_at)})</small></li>`;

function sectionHtml(section: Section): string {
  const entries = section.entries
    .map((entry) => `<h4>${escapeHtml(entry.heading)}</h4>${entry.details ? `<p>${escapeHtml(entry.details)}</p>` : ''}<ul>${entry.notes.map(noteHtml).join('')}</ul>`)
    .join('');
  return `<h3>${escapeHtml(section.title)}</h3>${entries}`;
}

export function notesDocumentToClipboard(document: NotesDocument): ClipboardContent {
  const sections = sectionsOf(document);
  return {
    text: [NOTES_DOCUMENT_TITLE, ...sections.map(sectionText)].join('\n\n'),
    html: `<h2>${NOTES_DOCUMENT_TITLE}</h2>${sections.map(sectionHtml).join('')}`,
  };
}
