// The job system (worker threads, queue), for the audit routes.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJobSystem } from '../jobs/create-job-queue.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { WorkerPool } from '../jobs/worker-pool.js';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
    workerPool: WorkerPool;
  }
}

async function jobsPlugin(app: FastifyInstance) {
  const { pool, queue } = await createJobSystem(app.config, app.repos, app.log);
  app.decorate('workerPool', pool);
  app.decorate('jobs', queue);
  // Runs before the database plugin closes (hooks close in reverse order): tasks still running get failed first.
  app.addHook('onClose', async () => queue.close());
}

export default fp(jobsPlugin, { name: 'jobs', dependencies: ['db'] });
