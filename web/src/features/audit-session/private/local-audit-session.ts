// The local audit's worker side, apart from the worker so that it runs under test: audits the
// workbook and answers at once (the Summary waits for nothing else), then, once the page has it on
// screen, reads its search terms in a second pass over the same bytes, keeps them with the
// campaigns, and answers the page's questions the way the server's routes do.
import {
  adGroupDefaultBids, AuditError, auditWorkbookDocument, browserInflater, computeHealth, computeInsights, currencyCodeOf, DEFAULT_CURRENCY, fillDefaultBids, isSearchTermSort,
  noSearchTermSheetsAnswer, pageSearchTerms, readSearchTermsWith, WorkbookError, type AccountHealth, type Campaign, type Inflater, type SearchTermsResult, type StoredAudit,
} from '@ads-auditor/audit';
import type { LoadedInsights } from '../api/insights-api';
import type { LocalAuditAnswer, LocalAuditQuestion, LocalAuditRequest, LocalAuditStart, SearchTermsPageBody } from './local-audit-messages';
import { resultDigest } from './result-digest';
import { auditParts, type AuditPart } from './audit-hand-over';
import type { HealthFor } from '../health/account-health';

/** Shown for a failure that is not the file's own (the engine words those). */
export const FAILED_MESSAGE = 'The file could not be audited in the browser. Try again, or turn off Private audit to audit it on the server.';
export const SEARCH_TERMS_FAILED = 'The search terms could not be read in the browser';
export const NOT_AUDITED = 'The file was not audited: there is nothing to ask about.';
export const READ_FAILED = 'The file could not be read. Choose it again.';

/** The workbook as kept for the questions: what the server stores of an upload. */
interface Kept {
  uploadId: number;
  campaigns: Campaign[];
  /** In workbook order, their ad groups' default bids filled in. */
  terms: SearchTermsResult;
}

/** The engine's words for a fault of the file; anything else is logged and told as `fallback`. */
function messageOf(error: unknown, fallback: string): string {
  if (error instanceof WorkbookError || error instanceof AuditError) return error.message;
  console.error(fallback, error);
  return fallback;
}

export class LocalAuditSession {
  private readonly kept: Promise<Kept>;
  private keep!: (kept: Kept) => void;
  /** The audit as posted (its digest is asked for before the search terms are read). */
  private readonly audited: Promise<StoredAudit>;
  private keepAudit!: (audit: StoredAudit) => void;
  private failAudit!: (error: Error) => void;
  private fail!: (error: Error) => void;
  /** Resolved by the page's readSearchTerms request. */
  private readonly searchTermsWanted: Promise<void>;
  private wantSearchTerms!: () => void;

  constructor(
    private readonly post: (answer: LocalAuditAnswer) => void,
    private readonly inflater: Inflater = browserInflater,
  ) {
    this.kept = new Promise<Kept>((resolve, reject) => {
      this.keep = resolve;
      this.fail = reject;
    });
    this.kept.catch(() => undefined); // told to each question that waits for it
    this.audited = new Promise<StoredAudit>((resolve, reject) => {
      this.keepAudit = resolve;
      this.failAudit = reject;
    });
    this.audited.catch(() => undefined);
    this.searchTermsWanted = new Promise<void>((resolve) => (this.wantSearchTerms = resolve));
  }

  handle(request: LocalAuditRequest): Promise<void> {
    if (request.kind === 'readSearchTerms') {
      this.wantSearchTerms();
      return Promise.resolve();
    }
    return request.kind === 'audit' ? this.audit(request) : this.answer(request);
  }

  /** The workbook's bytes are held only until this returns (the request is not kept). */
  private async audit(start: LocalAuditStart): Promise<void> {
    let workbook: Uint8Array;
    try {
      workbook = new Uint8Array(await start.file.arrayBuffer());
    } catch {
      this.refuse(READ_FAILED);
      return;
    }
    const audited = await this.auditFirst(workbook, start);
    if (!audited) return;
    await this.searchTermsWanted;
    await this.readSearchTerms(workbook, audited);
  }

  /** Posts the audit (or why there is none); keeps of it only what the questions need. */
  private async auditFirst(workbook: Uint8Array, { fileName, currency, period }: LocalAuditStart): Promise<Omit<Kept, 'terms'> | null> {
    let audit: StoredAudit;
    try {
      audit = await auditWorkbookDocument(this.inflater, workbook, { currency, uploadId: 0, fileName });
    } catch (error) {
      this.refuse(messageOf(error, FAILED_MESSAGE));
      return null;
    }
    // The head and the health first: the page shows the Summary from them while it takes in the campaigns.
    const parts = auditParts(audit);
    this.post(parts.next().value as AuditPart);
    this.postHealth(audit, { fileName, period, currency: currencyCodeOf(currency) ?? DEFAULT_CURRENCY });
    for (const part of parts) this.post(part);
    this.keepAudit(audit);
    return { uploadId: audit.upload_id, campaigns: audit.campaigns };
  }

  /** There is no audit, for `message`: the questions are refused. */
  private refuse(message: string): void {
    this.fail(new Error(NOT_AUDITED));
    this.failAudit(new Error(NOT_AUDITED));
    this.post({ kind: 'audit', ok: false, message });
  }

  /** The account health, computed here after the head is posted: the page shows the Summary with it. */
  private postHealth(audit: StoredAudit, about: HealthFor): void {
    let health: AccountHealth | null = null;
    try {
      health = computeHealth(audit, about);
    } catch (error) {
      console.error('The account health could not be computed in the browser', error);
    }
    this.post({ kind: 'health', about, health });
  }

  /** The second pass over the bytes: the search terms, their ad groups' default bids filled in. */
  private async readSearchTerms(workbook: Uint8Array, audited: Omit<Kept, 'terms'>): Promise<void> {
    try {
      const terms = await readSearchTermsWith(this.inflater, workbook);
      fillDefaultBids(terms.search_terms, adGroupDefaultBids(audited.campaigns));
      this.keep({ ...audited, terms });
      const { sheets_found, available_sheets, expected_sheets } = terms;
      this.post({ kind: 'searchTerms', ok: true, sheets_found, available_sheets, expected_sheets, count: terms.search_terms.length });
    } catch (error) {
      const message = `${SEARCH_TERMS_FAILED}: ${messageOf(error, 'processing failed.')}`;
      this.fail(new Error(message));
      this.post({ kind: 'searchTerms', ok: false, message });
    }
  }

  /** Waits for the search terms, then answers the question by its id (a failure answers with its message). */
  private async answer(question: LocalAuditQuestion): Promise<void> {
    try {
      if (question.kind === 'resultDigest') {
        // Asked once the page knows the upload, so after the audit was posted; not the search terms' to wait for.
        this.post({ kind: 'answer', id: question.id, ok: true, body: await resultDigest(await this.audited, question.uploadId) });
        return;
      }
      const kept = await this.kept;
      const body = question.kind === 'insights' ? insightsOf(kept, question.settings) : searchTermsPageOf(kept, question);
      this.post({ kind: 'answer', id: question.id, ok: true, body });
    } catch (error) {
      this.post({ kind: 'answer', id: question.id, ok: false, message: error instanceof Error ? error.message : String(error) });
    }
  }
}

/** As GET /api/insights answers for the workbook's own search terms. */
function insightsOf(kept: Kept, settings: Extract<LocalAuditQuestion, { kind: 'insights' }>['settings']): LoadedInsights {
  return { upload_id: kept.uploadId, ...computeInsights({ campaigns: kept.campaigns, search_terms: kept.terms.search_terms }, settings) };
}

/** As GET /api/search-terms/{ad_group_id} answers (200), the query checked as the route checks it. */
function searchTermsPageOf(kept: Kept, { adGroupId, query }: Extract<LocalAuditQuestion, { kind: 'searchTermsPage' }>): SearchTermsPageBody {
  const { sort, ...rest } = query;
  if (sort !== undefined && !isSearchTermSort(sort)) throw new Error(`Search terms cannot be sorted by "${sort}".`);
  if (kept.terms.sheets_found.length === 0) return noSearchTermSheetsAnswer(kept.terms);
  // The records are the schema's terms; only the schema's open index signature sets them apart.
  return { status: 'success', data: pageSearchTerms(kept.terms.search_terms, adGroupId, { ...rest, sort }) } as SearchTermsPageBody;
}
