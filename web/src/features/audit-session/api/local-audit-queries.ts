import type { LocalAuditQueries } from '../private/local-audit-client';

/**
 * This browser's answers for the audit on screen. `key` names the file's audit: the same before
 * and after the server's result replaces the browser's, so what is keyed by it is not rebuilt.
 */
export interface BrowserAnswers extends LocalAuditQueries {
  key: string;
}
