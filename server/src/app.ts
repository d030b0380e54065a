// Builds the application (no listening): plugins for the outside world, then the routes.
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config.js';
import { HttpError } from './lib/errors.js';
import authPlugin from './plugins/auth.js';
import configPlugin from './plugins/config.js';
import dbPlugin from './plugins/db.js';
import errorsPlugin from './plugins/errors.js';
import jobsPlugin from './plugins/jobs.js';
import mailPlugin from './plugins/mail.js';
import openapiPlugin from './plugins/openapi.js';
import paymentsPlugin from './plugins/payments.js';
import securityPlugin from './plugins/security.js';
import shutdownPlugin from './plugins/shutdown.js';
import { answerParserRefusal, answerRouterRefusal } from './plugins/unrouted-answers.js';
import webPlugin from './plugins/web.js';
import routes, { addSharedSchemas } from './routes/index.js';

export type App = FastifyInstance;

export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimit,
    // Validation errors are collected (all of them) and answered as 422 by plugins/errors.
    ajv: { customOptions: { allErrors: true } },
    frameworkErrors: answerRouterRefusal,
    clientErrorHandler: answerParserRefusal,
  }).withTypeProvider<TypeBoxTypeProvider>();

  await app.register(errorsPlugin);
  await app.register(configPlugin, { config });
  await app.register(securityPlugin);
  await app.register(cookie);
  // br or gzip for every answer above 1 KB. Audit results are stored as br and sent as they are;
  // for the clients that only take gzip they are recompressed at level 1 (fast, off the event loop).
  await app.register(compress, { global: true, encodings: ['br', 'gzip', 'deflate'], zlibOptions: { level: 1 } });
  // Limits are declared per route (`config: { rateLimit }`); none apply globally.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Too many requests. Please try again in ${context.after}.`),
  });
  await app.register(dbPlugin);
  await app.register(mailPlugin);
  await app.register(authPlugin);
  await app.register(jobsPlugin);
  await app.register(shutdownPlugin);
  await app.register(paymentsPlugin);
  await app.register(openapiPlugin);
  addSharedSchemas(app);
  await app.register(routes);
  await app.register(webPlugin);
  return app;
}
