import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatOpenApiDocument, generateOpenApiDocument } from '../src/openapi-document.js';
import { buildTestApp, type TestApp } from './helpers/index.js';

const COMMITTED = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'openapi.json');

interface OpenApiDocument {
  paths: Record<string, Record<string, { security?: unknown[]; responses: Record<string, unknown> }>>;
  components: { schemas: Record<string, unknown> };
}

/** Every call the API offers: the web app and other clients rely on each of them. */
const DOCUMENTED_ROUTES = [
  'GET /api/health',
  'POST /api/auth/signup',
  'POST /api/auth/login',
  'GET /api/auth/logout',
  'POST /api/auth/logout',
  'POST /api/auth/change-password',
  'GET /api/auth/current',
  'PUT /api/auth/profile',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'GET /api/auth/google/authorize',
  'GET /api/auth/google_callback',
  'POST /api/auth/verify-email',
  'POST /api/auth/verify-email/resend',
  'DELETE /api/auth/notice',
  'GET /api/auth/account/export',
  'DELETE /api/auth/account',
  'POST /api/bulk/upload',
  'GET /api/bulk/campaigns',
  'DELETE /api/bulk/uploads',
  'GET /api/bulk/config',
  'GET /api/bulk/uploads',
  'GET /api/bulk/uploads/{upload_id}/period',
  'PUT /api/bulk/uploads/{upload_id}/period',
  'GET /api/bulk/uploads/{upload_id}/report-notes',
  'PUT /api/bulk/uploads/{upload_id}/report-notes',
  'GET /api/accounts',
  'POST /api/accounts',
  'PATCH /api/accounts/{account_id}',
  'DELETE /api/accounts/{account_id}',
  'GET /api/background-tasks/{task_id}',
  'GET /api/background-tasks/{task_id}/results',
  'GET /api/background-tasks/{task_id}/events',
  'GET /api/search-terms/{ad_group_id}',
  'POST /api/business_reports/upload',
  'GET /api/business_reports/latest',
  'GET /api/notes/',
  'POST /api/notes/',
  'PUT /api/notes/{id}',
  'DELETE /api/notes/{id}',
  'POST /api/notes/bulk',
  'POST /api/articles',
  'GET /api/articles',
  'GET /api/articles/{article_id}',
  'PUT /api/articles/{article_id}',
  'DELETE /api/articles/{article_id}',
  'GET /api/payment/config',
  'POST /api/payment/create-checkout-session',
  'GET /api/payment/verify-download',
  'POST /api/payment/webhook',
  'POST /api/subscription/create-subscription-session',
  'GET /api/subscription/current-subscription',
  'POST /api/subscription/cancel-subscription',
  'POST /api/subscription/webhook',
  'POST /api/shares',
  'GET /api/shares',
  'DELETE /api/shares/{share_id}',
  'POST /api/shares/{share_id}/copy',
  'GET /api/shares/{token}',
  'GET /api/insights',
  'GET /api/insights/settings',
  'PUT /api/insights/settings',
  'GET /api/bulk/uploads/{upload_id}/plan',
  'PUT /api/bulk/uploads/{upload_id}/plan/decisions',
  'POST /api/bulk/uploads/{upload_id}/plan/export',
  'GET /api/bulk/uploads/{upload_id}/plan/change-sets',
  'GET /api/bulk/uploads/{upload_id}/changes',
  'POST /api/bulk/uploads/{upload_id}/changes/export',
  'GET /api/accounts/{account_id}/plan-settings',
  'PUT /api/accounts/{account_id}/plan-settings',
  'POST /api/accounts/{account_id}/search-term-reports',
  'GET /api/accounts/{account_id}/search-term-reports/latest',
  'DELETE /api/accounts/{account_id}/search-term-reports',
];

describe('the OpenAPI document', () => {
  let t: TestApp;
  let generated: OpenApiDocument;
  beforeAll(async () => {
    t = await buildTestApp();
    generated = (await generateOpenApiDocument()) as OpenApiDocument;
  });
  afterAll(async () => t?.close());

  it('documents every route, each with its answers', () => {
    const routes = Object.entries(generated.paths).flatMap(([url, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${url}`));
    expect(routes.sort()).toEqual([...DOCUMENTED_ROUTES].sort());
    for (const [url, methods] of Object.entries(generated.paths)) {
      for (const [method, operation] of Object.entries(methods)) expect(Object.keys(operation.responses).length, `${method} ${url}`).toBeGreaterThan(0);
    }
  });

  it('marks the routes that need a signed-in user, which answer 401', () => {
    for (const route of DOCUMENTED_ROUTES.filter((r) => /bulk|background|search-terms|business_reports|notes|accounts|insights|current|profile/.test(r))) {
      const [method, url] = route.split(' ');
      const operation = generated.paths[url][method.toLowerCase()];
      expect(operation.security, route).toEqual([{ sessionCookie: [] }, { bearer: [] }]);
      expect(operation.responses, route).toHaveProperty('401');
    }
  });

  it('names the audit data contract under components', () => {
    expect(Object.keys(generated.components.schemas)).toEqual(expect.arrayContaining(['AuditResult', 'Campaign', 'AdGroup', 'Metrics', 'SearchTerm', 'TaskStatus', 'BusinessReport', 'Note']));
  });

  it('is served at /api/openapi.json', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(generated);
  });

  it('is committed up to date as server/openapi.json (regenerate it with `npm run openapi -w server`)', async () => {
    expect(await fs.readFile(COMMITTED, 'utf8')).toBe(formatOpenApiDocument(generated));
  });
});
