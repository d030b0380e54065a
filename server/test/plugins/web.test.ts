// The server serves the built web app with client-side routing, and security headers.
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/index.js';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>';

describe('serving the web app', () => {
  let built: TestApp;
  let unbuilt: TestApp;

  beforeAll(async () => {
    unbuilt = await buildTestApp({ env: { WEB_DIST: '/nonexistent-web-dist' } });
    const webDist = path.join(unbuilt.dataDir, 'dist');
    await fs.mkdir(path.join(webDist, 'assets'), { recursive: true });
    await fs.writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
    await fs.writeFile(path.join(webDist, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(2000))});`);
    await fs.writeFile(path.join(webDist, 'favicon.svg'), '<svg/>');
    built = await buildTestApp({ env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await built?.close();
    await unbuilt?.close();
  });

  it('answers index.html for every client route, never cached', async () => {
    for (const url of ['/', '/dashboard/bulk-campaigns', '/reset-password?token=abc']) {
      const response = await built.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX_HTML);
    }
  });

  it('serves hashed assets cached for good (compressed when asked), other files revalidated', async () => {
    const asset = await built.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('gzip');
    const icon = await built.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('keeps API routes out of the fallback: an unknown one is a JSON 404', async () => {
    const response = await built.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not Found' });
  });

  it('sends security headers', async () => {
    const response = await built.app.inject({ method: 'GET', url: '/' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('without a build, answers a page that says how to build the app', async () => {
    const response = await unbuilt.app.inject({ method: 'GET', url: '/dashboard' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('npm run build');
  });
});
