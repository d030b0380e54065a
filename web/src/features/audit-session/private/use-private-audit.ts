import { useCallback, useEffect, useRef, useState } from 'react';
import type { LoadedAudit } from '../api/types';
import type { PrivateAuditAnswer, PrivateAuditRequest } from './private-audit-messages';

export interface PrivateAuditState {
  status: 'idle' | 'auditing' | 'done' | 'failed';
  fileName: string | null;
  /** The failure's message ('failed' only). */
  message: string | null;
  /** The audit made in this browser ('done' only). */
  audit: LoadedAudit | null;
}

const IDLE: PrivateAuditState = { status: 'idle', fileName: null, message: null, audit: null };
const READ_FAILED = 'The file could not be read. Choose it again.';
/** The worker itself failed (most often: out of memory on a large file). */
const WORKER_FAILED = 'The browser could not audit this file: it may be too large for it to hold. Turn off Private audit to audit it on the server.';

/** Runs a private audit in a Web Worker: the file is read here and never sent anywhere. */
export function usePrivateAudit() {
  const [state, setState] = useState<PrivateAuditState>(IDLE);
  const worker = useRef<Worker | null>(null);

  const stop = useCallback(() => {
    worker.current?.terminate();
    worker.current = null;
  }, []);
  useEffect(() => stop, [stop]);

  const run = useCallback(async (file: File, currency: string) => {
    stop();
    setState({ ...IDLE, status: 'auditing', fileName: file.name });
    let bytes: ArrayBuffer;
    try {
      bytes = await file.arrayBuffer();
    } catch {
      setState({ ...IDLE, status: 'failed', fileName: file.name, message: READ_FAILED });
      return;
    }
    const thread = new Worker(new URL('./private-audit.worker.ts', import.meta.url), { type: 'module' });
    worker.current = thread;
    thread.onmessage = (event: MessageEvent<PrivateAuditAnswer>) => {
      if (worker.current !== thread) return;
      stop();
      const answer = event.data;
      setState(answer.ok
        ? { ...IDLE, status: 'done', fileName: file.name, audit: answer.audit }
        : { ...IDLE, status: 'failed', fileName: file.name, message: answer.message });
    };
    thread.onerror = () => {
      if (worker.current !== thread) return;
      stop();
      setState({ ...IDLE, status: 'failed', fileName: file.name, message: WORKER_FAILED });
    };
    const request: PrivateAuditRequest = { bytes, fileName: file.name, currency };
    thread.postMessage(request, [bytes]);
  }, [stop]);

  const reset = useCallback(() => {
    stop();
    setState(IDLE);
  }, [stop]);

  return { state, run, reset };
}
