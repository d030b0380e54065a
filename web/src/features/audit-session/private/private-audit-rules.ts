// A private audit: the workbook is audited in this browser only; it is never uploaded and nothing is stored.
import { BULK_TYPE_MESSAGE, checkBulkFile } from '../upload/upload-rules';

export const PRIVATE_AUDIT_LABEL = 'Private audit';
export const PRIVATE_AUDIT_EXPLANATION = 'the file stays on this computer; nothing is stored';
/** Said by every feature that needs the server, when a private audit is on screen. */
export const PRIVATE_AUDIT_REASON = 'Not available in a private audit: nothing is stored on the server.';

/**
 * The largest workbook a browser tab is trusted to hold: the file, its inflated sheets streamed
 * through, and the audit built from them all live in the tab's memory at once.
 */
export const PRIVATE_AUDIT_MAX_MB = 120;
const MB = 1024 * 1024;

export const privateTooLargeMessage = (maxMb: number) =>
  `This file is too large for the browser to hold (a private audit takes files up to ${maxMb} MB). Turn off Private audit to audit it on the server.`;

/** The message for a workbook that cannot be audited in the browser, or null when it may be. */
export function checkPrivateFile(file: Pick<File, 'name' | 'type' | 'size'>, maxMb = PRIVATE_AUDIT_MAX_MB): string | null {
  // The type rule is the upload's; the size limit is the browser's own (the server's does not apply).
  if (checkBulkFile(file, Infinity) === BULK_TYPE_MESSAGE) return BULK_TYPE_MESSAGE;
  if (file.size > maxMb * MB) return privateTooLargeMessage(maxMb);
  return null;
}
