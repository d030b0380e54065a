// Share links: the read-only report of an upload, built once when the link is made, from the
// stored audit and the notes the owner chose, nothing else: no file name, no e-mail, no search
// terms, no ad groups, no other note (not even whether a campaign has one), and the change loop's
// narrative only when the owner chose it. Each view shows the chosen notes' current text and leaves
// out the ones deleted since.
import { buildAuditReportModel, currencyCodeOf, DEFAULT_CURRENCY, groupNotes, reportNoteCount, reportNoteIds, withCurrentNoteText, type AuditNote, type AuditReportModel, type AuditResult } from '@ads-auditor/audit';
import { hashToken, newToken } from '../auth/tokens.js';
import type { WorkerPool } from '../jobs/worker-pool.js';
import { inflateResult } from '../lib/compress-result.js';
import { HttpError, notFound } from '../lib/errors.js';
import { DAY_MS, isoIn, noteTimeOf, nowIso } from '../lib/time.js';
import type { Repositories } from '../repositories/index.js';
import type { ShareLinkSummary } from '../repositories/share-links.js';
import { periodOf } from '../repositories/uploads.js';
import { auditedUploadFor, NO_UPLOAD_DETAIL, type UploadScope } from './account-scope.js';
import { narrativeOf } from './change-loop.js';
import { businessReportInUse } from './join-business-report.js';

export const LINK_GONE = 'This report link has expired or was revoked.';
export const SHARE_NOT_FOUND = 'Share link not found';
export const MAX_EXPIRY_DAYS = 90;
export const UNKNOWN_NOTES = 'Some of the chosen notes are not notes of this account.';

/** The report a link shows (GET /api/shares/{token}), as stored with the link. */
export interface SharedReport {
  account_name: string;
  /** The account's currency (reports stored before it was kept read as USD). */
  currency: AuditReportModel['currency'];
  date_range: AuditReportModel['dateRange'];
  shared_at: string;
  expires_at: string;
  campaign_count: number;
  summary: AuditReportModel['summary'];
  health: AuditReportModel['health'];
  top_campaigns: AuditReportModel['topCampaigns'];
  notes: AuditReportModel['notes'];
  /** 'What we changed and what happened': present only when the owner chose it and the upload has one. */
  narrative?: string[];
}

export interface ShareDeps {
  repos: Repositories;
  pool: WorkerPool;
}

export interface ShareRequest extends UploadScope {
  expires_in_days: number;
  note_ids: number[];
  /** Whether the report carries the change loop's narrative (when the upload has one). */
  include_narrative?: boolean;
}

/** The upload's audit result, as stored. */
async function auditResultOf(repos: Repositories, uploadId: number): Promise<AuditResult> {
  const stored = await repos.uploads.findResult(uploadId);
  if (!stored) throw notFound(NO_UPLOAD_DETAIL);
  return JSON.parse(await inflateResult(stored.content, stored.encoding)) as AuditResult;
}

/** Makes a link to the report of the caller's upload; the token is answered this once (only its hash is kept). */
export async function createShareLink(deps: ShareDeps, userId: number, request: ShareRequest): Promise<{ token: string; link: ShareLinkSummary }> {
  const { repos } = deps;
  const upload = await auditedUploadFor(repos, userId, request, NO_UPLOAD_DETAIL);
  const [account, result, businessReport, narrative] = await Promise.all([
    repos.adAccounts.findOwned(userId, upload.account_id),
    auditResultOf(repos, upload.id),
    businessReportInUse(deps, upload),
    request.include_narrative ? narrativeOf(deps, userId, upload) : [],
  ]);
  const parentAsins = Object.keys(businessReport?.parent_asin_summary ?? {});
  const noteRows = await repos.notes.listFor(upload.account_id, result.campaigns.map((c) => c.id), parentAsins);
  const allNotes: AuditNote[] = noteRows.map((row) => ({ id: row.id, content: row.content, created_at: noteTimeOf(row.created_at), campaign_id: row.campaign_id, parent_asin: row.parent_asin }));
  const chosenNoteIds = new Set(request.note_ids);
  const chosenNotes = allNotes.filter((note) => chosenNoteIds.has(note.id));
  if (chosenNotes.length !== chosenNoteIds.size) throw new HttpError(422, UNKNOWN_NOTES);

  // The client sees the campaign level only: evidence inside a campaign is named by its campaigns.
  const model = buildAuditReportModel({ result, fileName: upload.file_name, period: periodOf(upload), ...groupNotes(chosenNotes), businessReport: businessReport ?? null, evidence: 'campaign-level', currency: currencyCodeOf(account!.currency) ?? DEFAULT_CURRENCY });
  const expiresAt = isoIn(request.expires_in_days * DAY_MS);
  const report: SharedReport = {
    account_name: account!.name,
    currency: model.currency,
    date_range: model.dateRange,
    shared_at: nowIso(),
    expires_at: expiresAt,
    campaign_count: model.campaignCount,
    summary: model.summary,
    health: model.health,
    top_campaigns: model.topCampaigns,
    notes: model.notes,
    ...(narrative.length > 0 ? { narrative } : {}),
  };
  const token = newToken();
  const link = await repos.shareLinks.create({
    user_id: userId,
    account_id: upload.account_id,
    upload_id: upload.id,
    token_hash: hashToken(token),
    report: JSON.stringify(report),
    note_count: reportNoteCount(report.notes),
    expires_at: expiresAt,
  });
  return { token, link };
}

/**
 * A new link with the settings of one of the caller's links (live, expired or revoked): the same
 * upload, the same number of days, the same notes (less those deleted since) and the narrative if it had it, with its report
 * made afresh. Its token is answered this once, like any new link's; the old link is unchanged.
 */
export async function copyShareLink(deps: ShareDeps, userId: number, shareId: number): Promise<{ token: string; link: ShareLinkSummary }> {
  const source = await deps.repos.shareLinks.findOwnedSettings(userId, shareId);
  if (!source) throw notFound(SHARE_NOT_FOUND);
  const days = Math.round((Date.parse(source.expires_at) - Date.parse(source.created_at)) / DAY_MS);
  const sourceReport = JSON.parse(source.report) as SharedReport;
  const noteIds = reportNoteIds(sourceReport.notes);
  const stillThere = await deps.repos.notes.currentText(source.account_id, noteIds);
  return createShareLink(deps, userId, {
    account_id: source.account_id,
    upload_id: source.upload_id,
    expires_in_days: Math.min(MAX_EXPIRY_DAYS, Math.max(1, days)),
    note_ids: noteIds.filter((id) => stillThere.has(id)),
    include_narrative: sourceReport.narrative !== undefined,
  });
}

/** The report of a live link, with its notes' current text and its account's current name; counts the view. 404 once revoked or expired. */
export async function viewSharedReport(repos: Repositories, token: string): Promise<SharedReport> {
  const link = await repos.shareLinks.viewReport(hashToken(token));
  if (link === undefined) throw notFound(LINK_GONE);
  const report = JSON.parse(link.report) as SharedReport;
  const [notes, accountName, currency] = await Promise.all([
    repos.notes.currentText(link.account_id, reportNoteIds(report.notes)),
    repos.adAccounts.nameOf(link.account_id),
    repos.adAccounts.currencyOf(link.account_id),
  ]);
  // The account's name and currency as they are now: a link sent before the client's account was named reads the new name.
  return { ...report, account_name: accountName ?? report.account_name, currency: currencyCodeOf(currency) ?? DEFAULT_CURRENCY, notes: withCurrentNoteText(report.notes, notes) };
}
