// The page's side of the local audit's questions: each is sent with an id and settles when the
// worker answers that id; an abort or the end of the worker settles it at once.
import { CancelError } from '../../../lib/api-errors';
import type { InsightQuery, LoadedInsights } from '../api/insights-api';
import type { LocalAuditAnswer, LocalAuditQuestion, LocalAuditReplies, LocalSearchTermsQuery, SearchTermsPageBody } from './local-audit-messages';

/** What the page asks the local audit, as it would ask the server (GET /api/insights, GET /api/search-terms/{ad_group_id}). */
export interface LocalAuditQueries {
  /** Waits for the search terms to be read; rejects with the reason when they could not be. */
  insights(settings: InsightQuery, signal?: AbortSignal): Promise<LoadedInsights>;
  /** The server's 200 body: a page of the ad group's terms, or the no-sheets answer. */
  searchTermsPage(adGroupId: string, query: LocalSearchTermsQuery, signal?: AbortSignal): Promise<SearchTermsPageBody>;
}

/** The local audit's questions, and the digest the page compares with the server's result. */
export interface LocalAudit extends LocalAuditQueries {
  /** The digest of the audit as the server answers it for upload `uploadId` (its result's ETag, unquoted). */
  resultDigest(uploadId: number): Promise<string>;
}

/**
 * This browser's answers for the audit on screen. `key` names the file's audit: the same before
 * and after the server's result replaces the browser's, so what is keyed by it is not rebuilt.
 */
export interface BrowserAnswers extends LocalAuditQueries {
  key: string;
}

type Question = LocalAuditQuestion extends infer Q ? (Q extends LocalAuditQuestion ? Omit<Q, 'id'> : never) : never;
type Answer = Extract<LocalAuditAnswer, { kind: 'answer' }>;

interface Pending {
  resolve(body: unknown): void;
  reject(error: Error): void;
}

export class LocalAuditClient implements LocalAudit {
  private nextId = 1;
  private readonly insightLists = new Map<string, Promise<LoadedInsights>>();
  private readonly pending = new Map<number, Pending>();
  private ended: Error | null = null;

  constructor(private readonly send: (question: LocalAuditQuestion) => void) {}

  /**
   * The lists of given settings are computed once: asked again (the Insights tab opened after the
   * page asked ahead for the account's saved settings) they come at once. A question given up
   * leaves the computation to finish for the next one.
   */
  insights(settings: InsightQuery, signal?: AbortSignal): Promise<LoadedInsights> {
    if (signal?.aborted) return Promise.reject(new CancelError());
    const key = settingsKey(settings);
    let answer = this.insightLists.get(key);
    if (!answer) {
      answer = this.ask<LocalAuditReplies['insights']>({ kind: 'insights', settings });
      this.insightLists.set(key, answer);
      // A failure is not kept: the next question asks again.
      answer.catch(() => this.insightLists.delete(key));
    }
    return untilAborted(answer, signal);
  }

  searchTermsPage(adGroupId: string, query: LocalSearchTermsQuery, signal?: AbortSignal): Promise<SearchTermsPageBody> {
    return this.ask<LocalAuditReplies['searchTermsPage']>({ kind: 'searchTermsPage', adGroupId, query }, signal);
  }

  resultDigest(uploadId: number): Promise<string> {
    return this.ask<LocalAuditReplies['resultDigest']>({ kind: 'resultDigest', uploadId });
  }

  /** The worker's answer to a question (one abandoned since is dropped). */
  receive(answer: Answer): void {
    const waiting = this.pending.get(answer.id);
    if (!waiting) return;
    this.pending.delete(answer.id);
    if (answer.ok) waiting.resolve(answer.body);
    else waiting.reject(new Error(answer.message));
  }

  /** The worker is gone: every question waiting, and every later one, fails with `error`. */
  end(error: Error): void {
    this.ended = error;
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }

  private ask<Body>(question: Question, signal?: AbortSignal): Promise<Body> {
    if (signal?.aborted) return Promise.reject(new CancelError());
    if (this.ended) return Promise.reject(this.ended);
    const id = this.nextId++;
    return new Promise<Body>((resolve, reject) => {
      const abort = () => {
        this.pending.delete(id);
        reject(new CancelError());
      };
      signal?.addEventListener('abort', abort, { once: true });
      const settle = <T>(then: (value: T) => void) => (value: T) => {
        signal?.removeEventListener('abort', abort);
        then(value);
      };
      this.pending.set(id, { resolve: settle((body) => resolve(body as Body)), reject: settle(reject) });
      this.send({ ...question, id } as LocalAuditQuestion);
    });
  }
}

/** The same settings give the same key whatever the order of their fields. */
function settingsKey(settings: InsightQuery): string {
  return JSON.stringify(Object.entries(settings).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** `answer`, or a CancelError as soon as `signal` aborts (the answer itself goes on). */
function untilAborted<T>(answer: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return answer;
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(new CancelError());
    signal.addEventListener('abort', abort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
