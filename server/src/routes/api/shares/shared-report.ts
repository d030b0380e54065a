// The read-only report a share link shows, built once when the link is made: the Summary, the
// account health (checks, grade, data quality), the top campaigns and the notes the owner chose.
// It is built from the stored audit and nothing else is copied: no file name, no e-mail, no
// search terms, no ad groups.
import {
  buildNotesDocument,
  computeHealth,
  type AuditNote,
  type AuditResult,
  type AuditSummary,
  type Campaign,
  type NotesByKey,
  type NotesDocumentInput,
} from '@ads-auditor/audit';

/** How many campaigns, by spend, the report lists. */
export const TOP_CAMPAIGNS_SHOWN = 10;

type SharedNote = Pick<AuditNote, 'id' | 'content' | 'created_at'>;

export interface SharedReport {
  account_name: string;
  date_range: ReturnType<typeof computeHealth>['data_quality']['date_range'];
  shared_at: string;
  expires_at: string;
  campaign_count: number;
  summary: AuditSummary;
  health: ReturnType<typeof computeHealth>;
  top_campaigns: Pick<Campaign, 'id' | 'name' | 'type_code' | 'state' | 'metrics'>[];
  notes: {
    campaigns: { campaign_id: string; name: string; type_code: Campaign['type_code']; spend: number; sales: number; roas: number; notes: SharedNote[] }[];
    parent_asins: { parent_asin: string; title: string; spend: number | null; sales: number | null; notes: SharedNote[] }[];
  };
}

export interface SharedReportInput {
  accountName: string;
  fileName: string;
  result: AuditResult;
  businessReport: NotesDocumentInput['businessReport'];
  /** Every note of the account on the upload's campaigns and parent ASINs (the health check counts them all). */
  allNotes: readonly AuditNote[];
  /** The notes the owner chose to show. */
  chosenNoteIds: ReadonlySet<number>;
  sharedAt: string;
  expiresAt: string;
}

function groupBy(notes: readonly AuditNote[], key: 'campaign_id' | 'parent_asin'): NotesByKey {
  const groups: Record<string, AuditNote[]> = {};
  for (const note of notes) {
    const value = note[key];
    if (value !== null) (groups[value] ??= []).push(note);
  }
  return groups;
}

const shareNote = ({ id, content, created_at }: AuditNote): SharedNote => ({ id, content, created_at });

export function buildSharedReport(input: SharedReportInput): SharedReport {
  const { result } = input;
  const chosen = input.allNotes.filter((note) => input.chosenNoteIds.has(note.id));
  const notedCampaigns = new Set(input.allNotes.map((note) => note.campaign_id));
  const health = computeHealth(result, { fileName: input.fileName, campaignHasNotes: (id) => notedCampaigns.has(id) });
  const notes = buildNotesDocument({
    campaigns: result.campaigns,
    campaignNotes: groupBy(chosen, 'campaign_id'),
    parentAsinNotes: groupBy(chosen, 'parent_asin'),
    businessReport: input.businessReport,
  });
  const topCampaigns = [...result.campaigns]
    .sort((a, b) => b.metrics.spend - a.metrics.spend || a.name.localeCompare(b.name))
    .slice(0, TOP_CAMPAIGNS_SHOWN)
    .map(({ id, name, type_code, state, metrics }) => ({ id, name, type_code, state, metrics }));
  return {
    account_name: input.accountName,
    date_range: health.data_quality.date_range,
    shared_at: input.sharedAt,
    expires_at: input.expiresAt,
    campaign_count: result.campaigns.length,
    summary: result.summary,
    health,
    top_campaigns: topCampaigns,
    notes: {
      campaigns: notes.campaigns.map((entry) => ({ ...entry, notes: entry.notes.map(shareNote) })),
      parent_asins: notes.parentAsins.map((entry) => ({ ...entry, notes: entry.notes.map(shareNote) })),
    },
  };
}

/** How many notes the report shows (a chosen note on a campaign the upload lacks is not shown). */
export const noteCountOf = (report: SharedReport) =>
  [...report.notes.campaigns, ...report.notes.parent_asins].reduce((sum, entry) => sum + entry.notes.length, 0);
