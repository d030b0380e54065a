// Entry point: read the configuration, build the app, listen; on SIGTERM or SIGINT shut down
// gracefully (plugins/shutdown.ts) and exit 0. A second signal ends the process at once. Started by
// `npm start` (start-in-own-session.ts), the server leads its own session, lowers it, and stops when
// that launcher is gone.
import { buildApp } from './app.js';
import { loadConfigOrExit } from './config.js';
import { lowerSessionPriority } from './lib/lower-session-priority.js';

async function main() {
  const config = loadConfigOrExit();
  const sessionPriority = lowerSessionPriority(config.jobs.sessionNice);
  const app = await buildApp(config);
  app.log.info({ sessionPriority, nice: config.jobs.sessionNice }, 'scheduling priority of the server session');
  let stopping = false;
  const stopOn = (reason: string) => {
    process.once(reason, () => {
      if (stopping) return;
      stopping = true;
      app.log.info(`${reason} received, shutting down`);
      app.shutDown().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  };
  stopOn('SIGINT');
  stopOn('SIGTERM');
  // The launcher's channel closes when it exits, however it ends: the server must not outlive it.
  if (process.connected) stopOn('disconnect');
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error('Ads Auditor could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
