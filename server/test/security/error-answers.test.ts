// Every answer, the refusals Fastify and Node make before any route included, is `{detail}`
// with a readable message, the security headers, no framework code and no echo of the path.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS_TOO_LARGE, MALFORMED_URL, URL_TOO_LONG } from '../../src/plugins/unrouted-answers.js';
import { buildTestApp, dialects, signUpAndLogin, type SignedInUser, type TestApp } from '../helpers/index.js';
import { expectSecurityHeaders } from './support.js';

const LONG_SEGMENT = 'a'.repeat(500);

/** Sends raw bytes to the listening app and answers the status, lower-case headers and body. */
function rawRequest(port: number, request: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head, body = ''] = received.split('\r\n\r\n');
      const [statusLine, ...headerLines] = head.split('\r\n');
      const headers = Object.fromEntries(headerLines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
  });
}

function expectCleanDetail(response: { statusCode: number; headers: Record<string, unknown>; body: string }, status: number, detail: string, label: string) {
  expect(response.statusCode, label).toBe(status);
  expect(JSON.parse(response.body), label).toEqual({ detail });
  expect(response.body, label).not.toMatch(/FST_|statusCode|"code"|\/api\/|x-evil/);
  expect(response.headers['content-type'], label).toBe('application/json; charset=utf-8');
  expectSecurityHeaders(response.headers, label);
}

describe.each(dialects)('error answers (%s)', (dialect) => {
  let t: TestApp;
  let user: SignedInUser;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    user = await signUpAndLogin(t.app);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => t?.close());

  it('a malformed URL answers 400 with a message, not the path', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/articles/%E0%A4%A' });
    expectCleanDetail(response, 400, MALFORMED_URL, 'malformed');
    expect(response.body).not.toContain('%E0');
  });

  it('an over-long URL segment answers 414 with a message, not the path', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: `/api/notes/${LONG_SEGMENT}`, headers: { cookie: user.cookie } });
    expectCleanDetail(response, 414, URL_TOO_LONG, 'long');
    expect(response.body).not.toContain(LONG_SEGMENT);
  });

  it('an over-long GET is answered by the handler too (404 once the built web app serves every GET path)', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/articles/${LONG_SEGMENT}` });
    expect([404, 414]).toContain(response.statusCode);
    expectCleanDetail(response, response.statusCode, response.statusCode === 404 ? 'Not Found' : URL_TOO_LONG, 'long GET');
  });

  it.each([
    ['bad JSON', { 'content-type': 'application/json' }, '{"email":', 400, 'Request body is not valid JSON'],
    ['an empty JSON body', { 'content-type': 'application/json' }, '', 400, 'Request body is empty but the content type is JSON'],
    ['an unsupported media type', { 'content-type': 'text/xml' }, '<a/>', 415, 'Unsupported content type'],
    ['a body over the limit', { 'content-type': 'application/json' }, JSON.stringify({ email: 'x'.repeat(1_100_000) }), 413, 'Request body is too large'],
    ['an unknown content encoding (not echoed)', { 'content-type': 'application/json', 'content-encoding': 'x-evil' }, '{}', 415, 'Unsupported content encoding'],
    ['a body that does not decompress', { 'content-type': 'application/json', 'content-encoding': 'gzip' }, '{}', 400, 'Request body could not be decompressed'],
  ])('%s: the same {detail} shape and headers', async (label, headers, payload, status, detail) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers, payload });
    expectCleanDetail(response, status, detail, label);
  });

  it('headers larger than the server reads answer 431 with the same shape and headers', async () => {
    const answer = await rawRequest(port, `GET /api/articles/${'b'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual({ detail: HEADERS_TOO_LARGE });
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expectSecurityHeaders(answer.headers);
  });

  it('a request Node cannot parse answers 400 with the same shape and headers', async () => {
    const answer = await rawRequest(port, 'NOT A REQUEST\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ detail: 'The request could not be read.' });
    expectSecurityHeaders(answer.headers);
  });

  it('a signed-in malformed URL leaks nothing either, and the app keeps serving', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/notes/%ZZ', headers: { cookie: user.cookie } });
    expectCleanDetail(response, 400, MALFORMED_URL, 'signed in');
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/current', headers: { cookie: user.cookie } })).statusCode).toBe(200);
  });
});
