// Graceful shutdown (SIGTERM, SIGINT): `app.shutDown()` refuses new work with 503, lets the
// uploads being processed finish for up to SHUTDOWN_GRACE_SECONDS, then closes the app: the
// job queue fails what is still running (with a message the user reads), then the database closes.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    shutDown: () => Promise<void>;
  }
}

export const SHUTTING_DOWN_DETAIL = 'The server is restarting. Please try again in a minute.';

const POLL_MS = 100;

async function shutdownPlugin(app: FastifyInstance) {
  let draining = false;

  // Reads go on (the web app keeps polling its tasks); anything that writes could be cut off by the close.
  app.addHook('onRequest', async (request, reply) => {
    if (!draining || request.method === 'GET' || request.method === 'HEAD') return;
    return reply.code(503).header('retry-after', '30').send({ detail: SHUTTING_DOWN_DETAIL });
  });

  app.decorate('shutDown', async () => {
    draining = true;
    // With pg-boss, jobs belong to the whole cluster: they are not this process's to wait for.
    if (app.config.jobs.backend === 'embedded') await waitForUnfinishedTasks(app, app.config.shutdownGraceMs);
    await app.close();
  });
}

/** Waits until no task is pending or processing, or the grace period is over. */
async function waitForUnfinishedTasks(app: FastifyInstance, graceMs: number): Promise<void> {
  const deadline = Date.now() + graceMs;
  const { tasks } = app.repos;
  while (Date.now() < deadline) {
    try {
      const unfinished = (await tasks.countByStatus('processing')) + (await tasks.countByStatus('pending'));
      if (unfinished === 0) return;
      app.log.info({ unfinished }, 'waiting for running uploads before shutting down');
    } catch (error) {
      app.log.warn({ err: error }, 'could not count running uploads; shutting down now');
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  app.log.warn('grace period over: the uploads still running are failed');
}

export default fp(shutdownPlugin, { name: 'shutdown', dependencies: ['jobs'] });
