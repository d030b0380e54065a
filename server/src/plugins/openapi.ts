// The OpenAPI document, generated from the route schemas; served at /api/openapi.json.
// Register before the routes: @fastify/swagger collects them as they are added.
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

async function openapiPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    // Shared schemas appear under components/schemas by their $id (the web client's type names).
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Ads Auditor API', version: '1.0.0' },
      components: {
        securitySchemes: {
          sessionCookie: { type: 'apiKey', in: 'cookie', name: app.config.session.cookieName },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
    },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}

export default fp(openapiPlugin, { name: 'openapi', dependencies: ['config'] });
