// Every route folder, registered explicitly. Add one line per resource.
import type { FastifyInstance } from 'fastify';
import accountRoutes, { AdAccountSchema } from './api/accounts/index.js';
import articleRoutes, { ArticleSchema } from './api/articles/index.js';
import authRoutes from './api/auth/index.js';
import healthRoutes from './api/health/index.js';
import insightRoutes from './api/insights/index.js';
import backgroundTaskRoutes from './api/background-tasks/index.js';
import bulkRoutes from './api/bulk/index.js';
import { HistoryUploadSchema } from './api/bulk/history.js';
import businessReportRoutes from './api/business-reports/index.js';
import noteRoutes, { NoteSchema } from './api/notes/index.js';
import paymentRoutes from './api/payment/index.js';
import planRoutes from './api/plan/index.js';
import changeRoutes from './api/changes/index.js';
import searchTermRoutes from './api/search-terms/index.js';
import searchTermReportRoutes, { SearchTermReportSchema } from './api/search-term-reports/index.js';
import shareRoutes from './api/shares/index.js';
import { SHARE_SCHEMAS } from './api/shares/schemas.js';
import subscriptionRoutes, { SubscriptionSchema } from './api/subscription/index.js';
import { AUDIT_RESULT_SCHEMAS } from './api/audit-result-schema.js';
import { AUDIT_SCHEMAS } from './api/audit-schemas.js';

/**
 * Named schemas the routes reference (`refTo`), added to the root instance so that the
 * OpenAPI document lists each once under components/schemas.
 */
export function addSharedSchemas(app: FastifyInstance) {
  for (const schema of [...AUDIT_RESULT_SCHEMAS, ...AUDIT_SCHEMAS, NoteSchema, ArticleSchema, SubscriptionSchema, AdAccountSchema, HistoryUploadSchema, SearchTermReportSchema, ...SHARE_SCHEMAS]) app.addSchema(schema);
}

export default async function routes(app: FastifyInstance) {
  await app.register(healthRoutes, { prefix: '/api/health' });
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(bulkRoutes, { prefix: '/api/bulk' });
  await app.register(accountRoutes, { prefix: '/api/accounts' });
  await app.register(backgroundTaskRoutes, { prefix: '/api/background-tasks' });
  await app.register(searchTermRoutes, { prefix: '/api/search-terms' });
  await app.register(businessReportRoutes, { prefix: '/api/business_reports' });
  await app.register(searchTermReportRoutes, { prefix: '/api/accounts' });
  await app.register(noteRoutes, { prefix: '/api/notes' });
  await app.register(articleRoutes, { prefix: '/api/articles' });
  await app.register(paymentRoutes, { prefix: '/api/payment' });
  await app.register(subscriptionRoutes, { prefix: '/api/subscription' });
  await app.register(shareRoutes, { prefix: '/api/shares' });
  await app.register(insightRoutes, { prefix: '/api/insights' });
  await app.register(planRoutes, { prefix: '/api' });
  await app.register(changeRoutes, { prefix: '/api' });
}
