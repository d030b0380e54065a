// Security headers. The content security policy allows what the Vite-built React + MUI app
// needs: its own scripts, inline styles (Emotion injects <style> tags), data:/blob: images
// and fonts, and API calls to its own origin.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

async function securityPlugin(app: FastifyInstance) {
  const https = app.config.publicUrl.startsWith('https:');
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
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
}

export default fp(securityPlugin, { name: 'security', dependencies: ['config'] });
