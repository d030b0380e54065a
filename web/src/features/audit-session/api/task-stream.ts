// The push side of a task watch: the task's server-sent events (GET
// /api/background-tasks/{task_id}/events), so a completion shows at once rather than at the
// next 2000 ms poll. The session cookie goes with it as with any same-origin request.
import type { TaskStatus } from './types';

export interface TaskStreamHandlers {
  onStatus: (task: TaskStatus) => void;
  /** Once, when the stream fails or ends without a final status (the watch then polls). */
  onError: () => void;
}

/** Opens the stream; the returned function closes it. */
export type OpenTaskStream = (handlers: TaskStreamHandlers) => () => void;

export const taskEventsPath = (taskId: string) => `/api/background-tasks/${encodeURIComponent(taskId)}/events`;

/** An opener for the task's event stream, or undefined where there is no EventSource (the watch polls). */
export function taskEventStream(taskId: string): OpenTaskStream | undefined {
  if (typeof EventSource === 'undefined') return undefined;
  return ({ onStatus, onError }) => {
    const source = new EventSource(taskEventsPath(taskId));
    let failed = false;
    const fail = () => {
      source.close();
      if (failed) return;
      failed = true;
      onError();
    };
    source.onmessage = (event: MessageEvent<string>) => {
      let task: TaskStatus;
      try {
        task = JSON.parse(event.data) as TaskStatus;
      } catch {
        return fail();
      }
      onStatus(task);
    };
    // A refused stream (401, 404, 429), a dropped connection or a server restart: EventSource would
    // reconnect by itself, but the polling fallback reads errors the way the page already shows them.
    source.onerror = fail;
    return () => source.close();
  };
}
