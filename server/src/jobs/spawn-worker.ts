import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';

/**
 * Start a worker thread from a module URL. Compiled code (dist/*.js) starts directly; TypeScript
 * sources (tests, `npm run dev`) start through tsx's loader, registered inside the thread before
 * the module is imported (Node 20 refuses a .ts entry even with `--import tsx`).
 */
export function spawnWorker(moduleUrl: URL, resourceLimits?: ResourceLimits, workerData?: unknown): Worker {
  if (!moduleUrl.pathname.endsWith('.ts')) return new Worker(moduleUrl, { resourceLimits, workerData });
  const tsxApi = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api')).href.replace(/\.cjs$/, '.mjs');
  const bootstrap = `import(${JSON.stringify(tsxApi)})
    .then(({ register }) => { register(); return import(${JSON.stringify(moduleUrl.href)}); })`;
  return new Worker(bootstrap, { eval: true, execArgv: ['--conditions=source'], resourceLimits, workerData });
}
