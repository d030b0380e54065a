// The audit's worker inflates on a worker of its own: DecompressionStream works on the thread that
// reads it, so one thread would inflate and scan in turn, where two do both at once (the 20 MB
// workbook's campaign tab inflates to 78 MB). Without nested workers, or once that worker has
// failed, parts are inflated on the audit's thread.
import { browserInflater, pipedInflater, type Inflater, type InflatePort } from '@ads-auditor/audit';

export const INFLATE_THREAD_FAILED = 'The browser stopped the thread that decompresses the file.';

/** Made once, when the audit's worker starts (with the upload screen), so that it is ready with the file. */
export function inflaterOnItsOwnThread(makeThread = () => new Worker(new URL('./inflate.worker.ts', import.meta.url), { type: 'module' })): Inflater {
  if (typeof Worker === 'undefined') return browserInflater;
  const thread = makeThread();
  const piped = pipedInflater(thread as unknown as InflatePort);
  let lost = false;
  thread.onerror = (event) => {
    event.preventDefault();
    lost = true;
    thread.terminate();
    piped.lose(new Error(INFLATE_THREAD_FAILED));
  };
  return { inflateChunks: (data, budget, onChunk) => (lost ? browserInflater : piped).inflateChunks(data, budget, onChunk) };
}
