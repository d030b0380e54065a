// Entry point: read the configuration, build the app, listen; on SIGTERM or SIGINT shut down
// gracefully (plugins/shutdown.ts) and exit 0. A second signal ends the process at once.
import { buildApp } from './app.js';
import { loadConfigOrExit } from './config.js';

async function main() {
  const config = loadConfigOrExit();
  const app = await buildApp(config);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal} received, shutting down`);
      app.shutDown().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error('Ads Auditor could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
