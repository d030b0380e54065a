// Every route folder, registered explicitly. Add one line per resource.
import type { FastifyInstance } from 'fastify';
import authRoutes from './api/auth/index.js';
import healthRoutes from './api/health/index.js';

export default async function routes(app: FastifyInstance) {
  await app.register(healthRoutes, { prefix: '/api/health' });
  await app.register(authRoutes, { prefix: '/api/auth' });
}
