// An audit result's digest: SHA-256 of its JSON text, in hex. It is the result's ETag, so a page
// that audited the same workbook in the browser (and hashed its own result the same way) learns
// that the server's result is the same without downloading it.
import { createHash, type Hash } from 'node:crypto';

export const resultDigestHash = (): Hash => createHash('sha256');

export const resultDigestOf = (json: string): string => resultDigestHash().update(json, 'utf8').digest('hex');

/** The ETag header of a result with this digest (a strong validator: the same bytes). */
export const resultEtag = (digest: string): string => `"${digest}"`;

/** Whether an If-None-Match header names this digest's ETag (or '*'). */
export function matchesEtag(ifNoneMatch: string | undefined, digest: string): boolean {
  if (!ifNoneMatch) return false;
  const tag = resultEtag(digest);
  return ifNoneMatch.split(',').some((candidate) => {
    const value = candidate.trim();
    return value === '*' || value === tag || value === `W/${tag}`;
  });
}
