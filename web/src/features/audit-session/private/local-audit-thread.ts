// The local audit's worker, made ahead: the upload screen asks for one, so that a chosen file's
// audit starts at once instead of after the worker's code has loaded and compiled.
let spare: Worker | null = null;

const makeThread = () => new Worker(new URL('./local-audit.worker.ts', import.meta.url), { type: 'module' });

/** Makes the next audit's worker now (once; nothing where the browser has no workers). */
export function prepareLocalAuditThread(): void {
  if (spare || typeof Worker === 'undefined') return;
  spare = makeThread();
}

/** The worker made ahead, or a new one. */
export function takeLocalAuditThread(): Worker {
  const thread = spare ?? makeThread();
  spare = null;
  return thread;
}
