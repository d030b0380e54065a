// One error format everywhere: {detail}, never a stack trace or a path.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { buildTestApp, type TestApp } from '../helpers/index.js';

describe('error answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t?.close());

  it('answers 404 {detail} for an unknown API route, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/no-such-thing' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ detail: 'Not Found' });
    }
  });

  it('answers 413 {detail} for a JSON body over the limit, 400 for malformed JSON, 415 for an unknown content type', async () => {
    const big = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) }), headers: { 'content-type': 'application/json' } });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ detail: 'Request body is too large' });
    const malformed = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: '{"email": ', headers: { 'content-type': 'application/json' } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ detail: 'Request body is not valid JSON' });
    const xml = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: '<login/>', headers: { 'content-type': 'application/xml' } });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ detail: 'Unsupported content type' });
  });

  it('answers 422 with a list of {loc, msg, type} for request validation', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@b.c' } });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ detail: [{ loc: ['body', 'password'], msg: 'Field required', type: 'required' }] });
  });

  it('answers 500 with a generic detail: never the message, a stack or a path', async () => {
    const dataDir = t.dataDir;
    const app = await buildApp(loadConfig({ DATA_DIR: `${dataDir}/second`, LOG_LEVEL: 'silent' }));
    app.get('/api/test-crash', async () => {
      throw new Error(`ENOENT: no such file or directory, open '${dataDir}/secret.txt'`);
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/test-crash' });
      expect(response.statusCode).toBe(500);
      expect(response.body).toBe(JSON.stringify({ detail: 'Internal Server Error' }));
    } finally {
      await app.close();
    }
  });
});
