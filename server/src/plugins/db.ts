// The database as `app.db` (Kysely), migrated to the latest schema before the app is ready, and
// every repository over it as `app.repos` (routes and plugins take theirs from there).
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { migrateToLatest, openDatabase } from '../db/connect.js';
import type { Database } from '../db/schema.js';
import { createRepositories, type Repositories } from '../repositories/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    repos: Repositories;
  }
}

async function dbPlugin(app: FastifyInstance) {
  const db = openDatabase(app.config.database, app.log);
  try {
    await migrateToLatest(db, app.config.database);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  warnIfReadOnly(app);
  app.decorate('db', db);
  app.decorate('repos', createRepositories(db));
  app.addHook('onClose', async () => {
    await db.destroy();
  });
}

/** A read-only SQLite file still serves reads; every change answers 503 (plugins/errors.ts). Say so at once. */
function warnIfReadOnly(app: FastifyInstance): void {
  const { database } = app.config;
  if (database.dialect !== 'sqlite') return;
  try {
    fs.accessSync(database.filename, fs.constants.W_OK);
  } catch {
    app.log.warn({ file: database.filename }, 'the database file is read-only: reads are served, changes answer 503');
  }
}

export default fp(dbPlugin, { name: 'db', dependencies: ['config'] });
