// The database as `app.db` (Kysely), migrated to the latest schema before the app is ready.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { migrateToLatest, openDatabase } from '../db/connect.js';
import type { Database } from '../db/schema.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
  }
}

async function dbPlugin(app: FastifyInstance) {
  const db = openDatabase(app.config.database);
  try {
    await migrateToLatest(db, app.config.database);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  app.decorate('db', db);
  app.addHook('onClose', async () => {
    await db.destroy();
  });
}

export default fp(dbPlugin, { name: 'db', dependencies: ['config'] });
