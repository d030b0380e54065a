/** The HTTP calls the benchmarks make, as the web app makes them (fetch, multipart, polling). */
import { performance } from 'node:perf_hooks';

export interface Session {
  url: string;
  token: string;
}

export interface TaskStatus {
  task_id: string;
  status: 'pending' | 'processing' | 'completed' | 'failed';
  progress_message: string | null;
  error_logs: string | null;
}

export interface StartedUpload {
  bulk_task_id: string;
  search_terms_task_id: string;
  upload_id: number;
}

const auth = (session: Session) => ({ authorization: `Bearer ${session.token}` });

async function expectOk(response: Response, what: string): Promise<Response> {
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return response;
}

let users = 0;
export async function signUp(url: string, label = 'bench'): Promise<Session> {
  const email = `${label}-${process.pid}-${Date.now()}-${++users}@example.com`;
  const response = await fetch(`${url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, full_name: 'Bench User', password: 'bench password 1' }),
  });
  const body = (await (await expectOk(response, 'sign-up')).json()) as { access_token: string };
  return { url, token: body.access_token };
}

/** POST /api/bulk/upload, whatever it answers (the load benchmark counts 503s). */
export function postUpload(session: Session, bytes: Uint8Array, fileName: string): Promise<Response> {
  const form = new FormData();
  form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), fileName);
  return fetch(`${session.url}/api/bulk/upload`, { method: 'POST', headers: auth(session), body: form });
}

export async function upload(session: Session, bytes: Uint8Array, fileName: string): Promise<StartedUpload> {
  return (await (await expectOk(await postUpload(session, bytes, fileName), 'upload')).json()) as StartedUpload;
}

/** Polls until the task ends (every `intervalMs`; the web app polls every 2000 ms). */
export async function waitForTask(session: Session, taskId: string, intervalMs = 50, timeoutMs = 180_000): Promise<TaskStatus> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${session.url}/api/background-tasks/${taskId}`, { headers: auth(session) });
    const task = (await (await expectOk(response, 'task status')).json()) as TaskStatus;
    if (task.status === 'completed' || task.status === 'failed') return task;
    if (Date.now() > deadline) throw new Error(`task ${taskId} still ${task.status}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** The audit result as a browser receives it (compressed on the wire, inflated by fetch), with where the time went. */
export async function fetchResult(session: Session, taskId: string) {
  const t0 = performance.now();
  // Browsers advertise br (over HTTPS and on localhost); Node's fetch does not unless asked.
  const headers = { ...auth(session), 'accept-encoding': 'br, gzip, deflate' };
  const response = await expectOk(await fetch(`${session.url}/api/background-tasks/${taskId}/results`, { headers }), 'results');
  const text = await response.text();
  const received = performance.now();
  const body = JSON.parse(text) as { campaigns: { ad_groups: { id: string }[] }[] };
  return {
    body,
    encoding: response.headers.get('content-encoding'),
    jsonMb: text.length / 1e6,
    downloadMs: received - t0,
    parseMs: performance.now() - received,
  };
}

export const bearer = auth;
