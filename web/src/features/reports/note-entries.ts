// The notes of a report as headed entries, by campaign and by parent ASIN: one builder for the
// page and the PDF so both print the same headings and figures.
import { formatMoney, formatRoas } from '@ads-auditor/audit';
import type { ReportNotes } from './report-model';

export interface NoteEntry {
  key: string;
  heading: string;
  details: string | null;
  notes: readonly { id: number; content: string; created_at: string }[];
}

/** `money` writes the amounts in the account's currency (useMoney). */
export function noteEntries(notes: ReportNotes, money: (value: number | null) => string = formatMoney): { campaigns: NoteEntry[]; parents: NoteEntry[] } {
  return {
    campaigns: notes.campaigns.map((c) => ({
      key: c.campaign_id,
      heading: `${c.name} (${c.type_code})`,
      details: `Spend ${money(c.spend)} · Sales ${money(c.sales)} · ROAS ${formatRoas(c.roas)}`,
      notes: c.notes,
    })),
    parents: notes.parent_asins.map((p) => ({
      key: p.parent_asin,
      heading: p.title ? `${p.parent_asin} - ${p.title}` : p.parent_asin,
      details: p.spend === null ? null : `Ad spend ${money(p.spend)} · Total sales ${money(p.sales)}`,
      notes: p.notes,
    })),
  };
}
