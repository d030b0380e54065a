/**
 * N users upload a ~20 MB workbook at the same moment: how many the server accepts (202) and
 * refuses (503, busy) and whether every accepted one is then processed (no out-of-memory).
 */
import { performance } from 'node:perf_hooks';
import { postUpload, signUp, waitForTask, type StartedUpload } from '../api/api-client.js';

type Answer = { status: number; started?: StartedUpload; error?: string };

export async function measureAdmission(url: string, bytes: Uint8Array, uploads: number) {
  const sessions = await Promise.all(Array.from({ length: uploads }, (_, i) => signUp(url, `admission${i}`)));
  const t0 = performance.now();
  const answers: Answer[] = await Promise.all(
    sessions.map(async (session, i): Promise<Answer> => {
      try {
        const response = await postUpload(session, bytes, `burst-${i}.xlsx`);
        const body = await response.text();
        return response.status === 202 ? { status: 202, started: JSON.parse(body) as StartedUpload } : { status: response.status, error: body.slice(0, 200) };
      } catch (error) {
        // A connection reset (the server died or dropped the request) counts as status 0.
        return { status: 0, error: error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error) };
      }
    }),
  );
  const answeredMs = Math.round(performance.now() - t0);
  const statuses: Record<string, number> = {};
  for (const answer of answers) statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
  const outcomes: Record<string, number> = {};
  await Promise.all(
    answers.map(async (answer, i) => {
      if (!answer.started) return;
      for (const taskId of [answer.started.bulk_task_id, answer.started.search_terms_task_id]) {
        const task = await waitForTask(sessions[i], taskId, 250, 600_000);
        const key = task.status === 'completed' ? 'completed' : `failed: ${task.error_logs}`;
        outcomes[key] = (outcomes[key] ?? 0) + 1;
      }
    }),
  );
  const otherErrors = [...new Set(answers.filter((a) => a.status !== 202 && a.status !== 503).map((a) => `${a.status} ${a.error}`))];
  return {
    uploads,
    accepted: statuses['202'] ?? 0,
    busy_503: statuses['503'] ?? 0,
    statuses,
    other_errors: otherErrors,
    all_answered_ms: answeredMs,
    task_outcomes: outcomes,
    all_processed_ms: Math.round(performance.now() - t0),
  };
}
