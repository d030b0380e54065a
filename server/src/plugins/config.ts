// Makes the validated configuration available as `app.config`.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

async function configPlugin(app: FastifyInstance, opts: { config: AppConfig }) {
  app.decorate('config', opts.config);
}

export default fp(configPlugin, { name: 'config' });
