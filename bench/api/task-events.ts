/** Reads a task's event stream (GET /api/background-tasks/{id}/events) as the web app's EventSource does. */
import { performance } from 'node:perf_hooks';
import { bearer, type Session, type TaskStatus } from './api-client.js';

/** Resolves with the final status and when it arrived (performance.now()), once a completed or failed event comes. */
export async function finalTaskEvent(session: Session, taskId: string): Promise<{ task: TaskStatus; at: number }> {
  const response = await fetch(`${session.url}/api/background-tasks/${taskId}/events`, { headers: { ...bearer(session), accept: 'text/event-stream' } });
  if (!response.ok || !response.body) throw new Error(`task events answered ${response.status}: ${await response.text()}`);
  const decoder = new TextDecoder();
  let buffered = '';
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffered += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffered.indexOf('\n\n')) >= 0) {
      const line = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      if (!line.startsWith('data: ')) continue;
      const task = JSON.parse(line.slice(6)) as TaskStatus;
      if (task.status === 'completed' || task.status === 'failed') return { task, at: performance.now() };
    }
  }
  throw new Error(`the event stream of task ${taskId} ended without a final status`);
}
