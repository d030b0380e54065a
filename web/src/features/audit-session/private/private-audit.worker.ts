// The private audit's worker: audits the workbook's bytes with the engine, off the page's thread.
import { AuditError, auditWorkbookDocument, browserInflater, WorkbookError } from '@ads-auditor/audit';
import type { PrivateAuditAnswer, PrivateAuditRequest } from './private-audit-messages';

/** Shown for a failure that is not the file's own (the engine words those). */
const FAILED_MESSAGE = 'The file could not be audited in the browser. Try again, or turn off Private audit to audit it on the server.';

self.onmessage = async (event: MessageEvent<PrivateAuditRequest>) => {
  const { bytes, fileName, currency } = event.data;
  let answer: PrivateAuditAnswer;
  try {
    const audit = await auditWorkbookDocument(browserInflater, new Uint8Array(bytes), { currency, uploadId: 0, fileName });
    answer = { ok: true, audit };
  } catch (error) {
    const known = error instanceof WorkbookError || error instanceof AuditError;
    if (!known) console.error('Private audit failed', error);
    answer = { ok: false, message: known ? error.message : FAILED_MESSAGE };
  }
  self.postMessage(answer);
};
