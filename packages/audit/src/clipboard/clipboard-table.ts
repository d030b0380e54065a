/**
 * What the Copy buttons put on the clipboard a titled table as
 * tab-separated text (pastes into a spreadsheet cell by cell) and as an HTML table (pastes
 * into a document or e-mail as a table). Cells are already formatted strings.
 */
import { escapeHtml } from './escape-html.js';

export interface ClipboardTable {
  title: string;
  headers: string[];
  rows: string[][];
  /** Footnotes under the table (why a total differs, what a sign means). */
  notes?: string[];
}

export interface ClipboardContent {
  text: string;
  html: string;
}

/** Tabs and line breaks inside a cell would split it: they become spaces. */
const tsvCell = (value: string) => value.replace(/[\t\r\n]+/g, ' ');

/** The title on its own line, then the header row and the rows, tab-separated. */
export function tableToTsv(table: ClipboardTable): string {
  const lines = [
    table.title,
    table.headers.map(tsvCell).join('\t'),
    ...table.rows.map((row) => row.map(tsvCell).join('\t')),
    ...(table.notes ?? []).map(tsvCell),
  ];
  return lines.join('\n');
}

/** The title as a heading and the table with a header row. */
export function tableToHtml(table: ClipboardTable): string {
  const head = table.headers.map((h) => `<th>${escapeHtml(h)}</th>`).join('');
  const body = table.rows.map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`).join('');
  const notes = (table.notes ?? []).map((note) => `<p><small>${escapeHtml(note)}</small></p>`).join('');
  return `<h3>${escapeHtml(table.title)}</h3><table border="1" cellspacing="0" cellpadding="4"><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>${notes}`;
}

/** Several tables (Copy All): blank lines between them in text, one after another in HTML. */
export function tablesToClipboard(tables: readonly ClipboardTable[]): ClipboardContent {
  return {
    text: tables.map(tableToTsv).join('\n\n'),
    html: tables.map(tableToHtml).join(''),
  };
}
