// The change loop's calls: the check of an upload against the account's latest change set (read
// through the audit session, which the reports share), and the changes that did not reach Amazon as
// a bulk file.
import { api, unwrap } from '../../../lib/api-client';
import { VALIDATION_ERRORS } from '../../../lib/api-errors';
import type { ChangeLoop } from '../../audit-session';

export { useChangeLoop, type ChangeLoop } from '../../audit-session';
export type VerifiedChange = NonNullable<ChangeLoop['verify']>['items'][number];
export type ChangeImpact = NonNullable<ChangeLoop['impact']>['changes'][number];

/** POST .../changes/export: the workbook of the changes not applied (or set to another value). */
export async function exportChangesAgain(uploadId: number): Promise<Blob> {
  return (await unwrap(api.POST('/api/bulk/uploads/{upload_id}/changes/export', { params: { path: { upload_id: uploadId } }, parseAs: 'blob' }), VALIDATION_ERRORS)) as unknown as Blob;
}
