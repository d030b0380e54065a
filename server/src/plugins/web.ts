// Serves the built web app (web/dist): hashed assets cached for good, index.html for every
// non-API route (client-side routing), and a small placeholder page when no build exists.
// Unknown API routes (first segment `api`, any case) answer 404 `{detail: 'Not Found'}`.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath } from '../lib/api-path.js';

const PLACEHOLDER_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Ads Auditor</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem">
<h1>Ads Auditor</h1>
<p>The API is running. The web app has not been built yet: run <code>npm run build</code>.</p>
<p>API description: <a href="/api/openapi.json">/api/openapi.json</a></p>
</body></html>`;

async function webPlugin(app: FastifyInstance) {
  const root = app.config.webDist;
  const hasBuild = fs.existsSync(path.join(root, 'index.html'));

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      index: false,
      // '/' is a client route: it goes to the fallback below, not to a directory answer.
      allowedPath: (pathName) => pathName !== '/',
      // Cache headers are set here: Vite names built assets by content hash, they never change under the same name.
      cacheControl: false,
      setHeaders(res, filePath) {
        const hashed = filePath.startsWith(path.join(root, 'assets') + path.sep);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (isApiPath(request.url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ detail: 'Not Found' });
    }
    // Shared report pages (/r/{token}) are private to whoever holds the link: never indexed.
    if (request.url.startsWith('/r/')) reply.header('x-robots-tag', 'noindex');
    if (hasBuild) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', root);
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(PLACEHOLDER_PAGE);
  });
}

export default fp(webPlugin, { name: 'web', dependencies: ['config'] });
