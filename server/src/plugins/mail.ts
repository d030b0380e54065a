// Outgoing mail as `app.mailer` (see mail/mailer.ts).
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Mailer } from '../mail/mailer.js';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

async function mailPlugin(app: FastifyInstance) {
  const { mail, dataDir } = app.config;
  const mailer = new Mailer({ smtpUrl: mail.smtpUrl, from: mail.from, outboxDir: path.join(dataDir, 'outbox') }, app.log);
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => {
    await mailer.idle();
    mailer.close();
  });
}

export default fp(mailPlugin, { name: 'mail', dependencies: ['config'] });
