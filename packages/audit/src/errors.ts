/** Errors of the audit engine, with stable codes and messages a user can read. */
export type AuditErrorCode = 'not_a_bulk_file' | 'not_a_business_report' | 'not_a_search_term_report' | 'unreadable_file';

export class AuditError extends Error {
  readonly code: AuditErrorCode;
  constructor(code: AuditErrorCode, message: string) {
    super(message);
    this.name = 'AuditError';
    this.code = code;
  }
}
