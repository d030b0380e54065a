/**
 * Runs a job of this package on a worker thread: the built .js module, or, when the package
 * runs from its TypeScript source (tsx, vitest), the .ts module loaded through tsx. Progress
 * and the result come back as messages; errors come back with their name, code and message,
 * so a WorkbookError or AuditError is thrown again as the same class.
 */
import { Worker, isMainThread, parentPort, workerData, type ResourceLimits } from 'node:worker_threads';
import { AuditError, type AuditErrorCode } from '../errors.js';
import { WorkbookError, type WorkbookErrorCode } from '../xlsx/types.js';

/** CommonJS code run as the worker's entry: registers tsx when asked to, then imports the job module. */
const BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
(async () => {
  if (workerData.tsxApi) (await import(workerData.tsxApi)).register();
  await import(workerData.moduleUrl);
})();
`;

interface SerializedError {
  name: string;
  code?: string;
  message: string;
}

type WorkerMessage<P, R> =
  | { type: 'progress'; progress: P }
  | { type: 'result'; result: R }
  | { type: 'error'; error: SerializedError };

function serializeError(error: unknown): SerializedError {
  if (error instanceof Error) return { name: error.name, code: (error as { code?: string }).code, message: error.message };
  return { name: 'Error', message: String(error) };
}

function deserializeError(error: SerializedError): Error {
  if (error.name === 'WorkbookError') return new WorkbookError(error.code as WorkbookErrorCode, error.message);
  if (error.name === 'AuditError') return new AuditError(error.code as AuditErrorCode, error.message);
  return new Error(error.message);
}

/** The module named `name` beside `base` (a module's import.meta.url), with the same extension (.ts or .js). */
export function siblingModule(name: string, base: string): URL {
  const extension = base.endsWith('.ts') ? '.ts' : '.js';
  return new URL(`./${name}${extension}`, base);
}

export interface WorkerJob<R> {
  result: Promise<R>;
  /** Stops the worker (the result promise then never settles). */
  cancel(): Promise<void>;
}

/**
 * Starts `moduleUrl` (a module that calls serveWorkerJob) with `data` (structured-cloned:
 * views of a SharedArrayBuffer are shared, not copied).
 */
export function startWorkerJob<D, P, R>(
  moduleUrl: URL,
  data: D,
  options: { onProgress?(progress: P): void; resourceLimits?: ResourceLimits } = {},
): WorkerJob<R> {
  const fromSource = moduleUrl.pathname.endsWith('.ts');
  const worker = new Worker(BOOTSTRAP, {
    eval: true,
    workerData: { tsxApi: fromSource ? import.meta.resolve('tsx/esm/api') : null, moduleUrl: moduleUrl.href, data },
    resourceLimits: options.resourceLimits,
  });
  let settled = false;
  const result = new Promise<R>((resolve, reject) => {
    worker.on('message', (message: WorkerMessage<P, R>) => {
      if (message.type === 'progress') {
        options.onProgress?.(message.progress);
        return;
      }
      settled = true;
      if (message.type === 'result') resolve(message.result);
      else reject(deserializeError(message.error));
      void worker.terminate();
    });
    worker.on('error', (error) => {
      settled = true;
      reject(error);
    });
    worker.on('exit', (code) => {
      if (!settled) reject(new Error(`The worker thread stopped unexpectedly (exit code ${code}).`));
    });
  });
  return {
    result,
    cancel: async () => {
      settled = true;
      await worker.terminate();
    },
  };
}

/** Inside the worker: runs `job` on the data it was started with and reports back. */
export function serveWorkerJob<D, P, R>(job: (data: D, reportProgress: (progress: P) => void) => Promise<R>): void {
  if (isMainThread || !parentPort) throw new Error('serveWorkerJob must run on a worker thread');
  const port = parentPort;
  const post = (message: WorkerMessage<P, R>) => port.postMessage(message);
  const { data } = workerData as { data: D };
  job(data, (progress) => post({ type: 'progress', progress })).then(
    (result) => post({ type: 'result', result }),
    (error: unknown) => post({ type: 'error', error: serializeError(error) }),
  );
}
