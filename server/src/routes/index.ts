// Every route folder, registered explicitly. Add one line per resource.
import type { FastifyInstance } from 'fastify';
import articleRoutes, { ArticleSchema } from './api/articles/index.js';
import authRoutes from './api/auth/index.js';
import healthRoutes from './api/health/index.js';
import backgroundTaskRoutes from './api/background-tasks/index.js';
import bulkRoutes from './api/bulk/index.js';
import businessReportRoutes from './api/business-reports/index.js';
import noteRoutes from './api/notes/index.js';
import paymentRoutes from './api/payment/index.js';
import searchTermRoutes from './api/search-terms/index.js';
import subscriptionRoutes, { SubscriptionSchema } from './api/subscription/index.js';
import { AUDIT_RESULT_SCHEMAS } from './api/audit-result-schema.js';
import { AUDIT_SCHEMAS } from './api/audit-schemas.js';
import { NoteSchema } from './api/notes/index.js';

/**
 * Named schemas the routes reference (`refTo`), added to the root instance so that the
 * OpenAPI document lists each once under components/schemas.
 */
export function addSharedSchemas(app: FastifyInstance) {
  for (const schema of [...AUDIT_RESULT_SCHEMAS, ...AUDIT_SCHEMAS, NoteSchema, ArticleSchema, SubscriptionSchema]) app.addSchema(schema);
}

export default async function routes(app: FastifyInstance) {
  await app.register(healthRoutes, { prefix: '/api/health' });
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(bulkRoutes, { prefix: '/api/bulk' });
  await app.register(backgroundTaskRoutes, { prefix: '/api/background-tasks' });
  await app.register(searchTermRoutes, { prefix: '/api/search-terms' });
  await app.register(businessReportRoutes, { prefix: '/api/business_reports' });
  await app.register(noteRoutes, { prefix: '/api/notes' });
  await app.register(articleRoutes, { prefix: '/api/articles' });
  await app.register(paymentRoutes, { prefix: '/api/payment' });
  await app.register(subscriptionRoutes, { prefix: '/api/subscription' });
}
