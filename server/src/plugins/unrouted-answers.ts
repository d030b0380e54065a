// Answers given before a request reaches the routes: Fastify's router refusing a malformed or
// over-long URL (frameworkErrors), and Node's HTTP parser refusing a request it cannot read
// (clientError: headers too large, a broken request line, a timeout). They skip every hook, so
// on their own they would carry Fastify's raw JSON, echo the path, and miss the security headers.
// Here they get the `{detail}` body and the very headers helmet gives every routed answer.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

interface Refusal {
  status: number;
  detail: string;
}

export const MALFORMED_URL = 'The address is not a valid URL.';
export const URL_TOO_LONG = 'The address is too long.';
export const HEADERS_TOO_LARGE = 'The request headers are too large.';

const ROUTER_REFUSALS: Record<string, Refusal> = {
  FST_ERR_BAD_URL: { status: 400, detail: MALFORMED_URL },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, detail: URL_TOO_LONG },
};

const PARSER_REFUSALS: Record<string, Refusal> = {
  HPE_HEADER_OVERFLOW: { status: 431, detail: HEADERS_TOO_LARGE },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, detail: 'The request took too long to arrive.' },
};

/** Headers of a routed answer that describe its body or connection rather than its security. */
const NOT_SECURITY_HEADERS = /^(content-(type|length|encoding|disposition)$|date$|connection$|keep-alive$|transfer-encoding$|vary$|cache-control$|x-ratelimit-)/;

const securityHeadersByApp = new WeakMap<FastifyInstance, Promise<Record<string, string>>>();

/**
 * The security headers helmet sets, read once from a routed answer (an unknown API path), so
 * these answers can never drift from the others.
 */
function securityHeaders(app: FastifyInstance): Promise<Record<string, string>> {
  let headers = securityHeadersByApp.get(app);
  if (!headers) {
    headers = app.inject({ method: 'GET', url: '/api' }).then(
      (sample) => Object.fromEntries(Object.entries(sample.headers).filter(([name]) => !NOT_SECURITY_HEADERS.test(name)).map(([name, value]) => [name, String(value)])),
      // The app is closing: answer this once without them rather than not at all.
      () => {
        securityHeadersByApp.delete(app);
        return {};
      },
    );
    securityHeadersByApp.set(app, headers);
  }
  return headers;
}

/** Fastify's `frameworkErrors` option: the router could not take the URL. */
export async function answerRouterRefusal(error: FastifyError, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const refusal = ROUTER_REFUSALS[error.code] ?? { status: 500, detail: 'Internal Server Error' };
  if (refusal.status === 500) request.log.error({ err: error }, 'request failed before routing');
  reply
    .status(refusal.status)
    .headers(await securityHeaders(request.server))
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(JSON.stringify({ detail: refusal.detail }));
}

/** Fastify's `clientErrorHandler` option (bound to the app): Node could not parse the request. */
export async function answerParserRefusal(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): Promise<void> {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const refusal = PARSER_REFUSALS[error.code ?? ''] ?? { status: 400, detail: 'The request could not be read.' };
  const headers = await securityHeaders(this);
  if (!socket.writable) return;
  const body = JSON.stringify({ detail: refusal.detail });
  const lines = [
    `HTTP/1.1 ${refusal.status} ${STATUS_CODES[refusal.status]}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    'cache-control: no-store',
    'content-type: application/json; charset=utf-8',
    `content-length: ${Buffer.byteLength(body)}`,
    'connection: close',
  ];
  socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
}
