// The digest of this browser's audit as the server stores it for an upload: SHA-256 (hex) of the
// JSON text of the same object, the upload's id in place of the browser's 0. The server's result
// ETag is that digest of its own text, so equal digests mean the same result, byte for byte.
import type { StoredAudit } from '@ads-auditor/audit';

export async function resultDigest(audit: StoredAudit, uploadId: number): Promise<string> {
  // The spread keeps the keys' order (upload_id stays where it was), as the server writes them.
  const text = JSON.stringify({ ...audit, upload_id: uploadId });
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
