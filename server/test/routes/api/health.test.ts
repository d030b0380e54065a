import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../helpers/index.js';

describe.each(dialects)('GET /api/health (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ dialect });
  });
  afterAll(async () => t?.close());

  it('answers the database status', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok', dialect });
  });

  it('answers 503 with a detail when the database is gone', async () => {
    const broken = await buildTestApp({ dialect });
    await broken.app.db.destroy();
    const response = await broken.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ detail: 'Database is unavailable' });
    await broken.close().catch(() => undefined);
  });
});
