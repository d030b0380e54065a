// Cross-site request refusal (CSRF). A browser names the page a request comes from in Origin
// (on every POST, PUT, PATCH and DELETE) and in Sec-Fetch-Site; a request with neither comes
// from a program (curl, the CLI, a server), which holds no victim's cookie, and is let through.
import type { FastifyReply, FastifyRequest } from 'fastify';

export const CROSS_SITE_REFUSED = 'This request came from another website and was refused. Open the app at its own address and try again.';
/** Stable id of the refusal, next to `detail`, for clients and logs. */
export const CROSS_SITE_ERROR_CODE = 'cross_site_request';

function originOf(value: string): string | undefined {
  return URL.canParse(value) ? new URL(value).origin : undefined;
}

/**
 * The app's own origins: its public URL, and the host the request was sent to (a local run or
 * the Vite dev proxy reach it under another name; another site cannot choose the Host header
 * a victim's browser sends).
 */
function isOwnOrigin(origin: string, request: FastifyRequest, publicUrl: string): boolean {
  const parsed = originOf(origin);
  if (parsed === undefined) return false;
  // Compared as origins, so that a default port (":80") written or not makes no difference.
  return parsed === originOf(publicUrl) || parsed === originOf(`${new URL(parsed).protocol}//${request.host}`);
}

/** Whether a browser sent this request from a page of another origin. */
export function isCrossSite(request: FastifyRequest, publicUrl: string): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) return !isOwnOrigin(origin, request, publicUrl);
  const site = request.headers['sec-fetch-site'];
  // 'none' is the user's own action (typed address, bookmark); 'same-site' is another origin.
  if (typeof site === 'string') return site !== 'same-origin' && site !== 'none';
  return false;
}

/** An onRequest hook that answers 403 to a cross-site request. */
export function refuseCrossSite(publicUrl: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isCrossSite(request, publicUrl)) return;
    request.log.warn({ origin: request.headers.origin, secFetchSite: request.headers['sec-fetch-site'] }, 'cross-site request refused');
    // Sent as text so that no route's response schema strips the code.
    return reply
      .code(403)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify({ detail: CROSS_SITE_REFUSED, code: CROSS_SITE_ERROR_CODE }));
  };
}
