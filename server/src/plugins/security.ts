// Security headers, and the refusal of cross-site state changes (CSRF). The content security
// policy allows what the Vite-built React + MUI app needs: its own scripts, inline styles
// (Emotion injects <style> tags), data:/blob: images and fonts, and API calls to its own origin.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { refuseCrossSite } from '../auth/same-origin.js';
import { isApiPath } from '../lib/api-path.js';

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// Stripe posts these from its own servers; each call is verified by its signature instead.
export const SIGNED_WEBHOOK_ROUTES = new Set(['/api/payment/webhook', '/api/subscription/webhook']);

async function securityPlugin(app: FastifyInstance) {
  const https = app.config.publicUrl.startsWith('https:');
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        // 'wasm-unsafe-eval': the PDF report (@react-pdf/renderer) lays out with WebAssembly; plain eval stays blocked.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    // HSTS only makes sense when the app is served over HTTPS.
    strictTransportSecurity: https ? undefined : false,
  });

  // API answers are per user (or cheap to make again): no browser or proxy keeps them, unless a
  // route says otherwise.
  app.addHook('onSend', async (request, reply) => {
    if (isApiPath(request.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  // On top of the SameSite session cookie: a state change from another site's page is refused
  // before anything else runs.
  const refuse = refuseCrossSite(app.config.publicUrl);
  app.addHook('onRequest', async (request, reply) => {
    if (!STATE_CHANGING_METHODS.has(request.method) || SIGNED_WEBHOOK_ROUTES.has(request.routeOptions.url ?? '')) return;
    return refuse(request, reply);
  });
}

export default fp(securityPlugin, { name: 'security', dependencies: ['config'] });
