// `npm run worker`: a process that only runs audit jobs from pg-boss (PostgreSQL), so API
// processes and workers scale apart. The embedded SQLite default runs jobs in the API process.
import { pino } from 'pino';
import { loadConfigOrExit } from './config.js';
import { migrateToLatest, openDatabase } from './db/connect.js';
import { createJobSystem } from './jobs/create-job-queue.js';
import { createRepositories } from './repositories/index.js';
import { lowerSessionPriority } from './lib/lower-session-priority.js';

async function main() {
  const config = loadConfigOrExit();
  if (config.database.dialect !== 'postgres' || config.jobs.backend !== 'pg-boss') {
    console.error('npm run worker needs DATABASE_URL set to a PostgreSQL database (jobs then go through pg-boss). ' +
      'With the embedded SQLite database, jobs run inside the API process: use npm start.');
    process.exit(1);
  }
  const log = pino({ level: config.logLevel, name: 'worker' });
  log.info({ sessionPriority: lowerSessionPriority(config.jobs.sessionNice), nice: config.jobs.sessionNice }, 'scheduling priority of the worker session');
  const db = openDatabase(config.database);
  await migrateToLatest(db, config.database);
  const { queue } = await createJobSystem(config, createRepositories(db), log, true);
  log.info({ workers: config.jobs.workers }, 'worker started: waiting for audit jobs');
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      log.info(`${signal} received, stopping`);
      queue.close().then(() => db.destroy()).then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}

main().catch((error: unknown) => {
  console.error('The worker could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
