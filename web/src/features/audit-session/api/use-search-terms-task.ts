// Whether the search terms of the audit on screen are still being read. Known from the upload's
// answer, or after a reload or a reopening from the history from the audit's answer; watched
// until the task ends, however long that takes.
import { useEffect, useState } from 'react';
import { isAbort } from '../../../lib/api-errors';
import { getTaskStatus } from './auditor-api';
import { isTaskDone, watchTask } from './task-polling';
import { taskEventStream } from './task-stream';
import type { SearchTermsTask } from './types';

/** True while the task runs: the 'Search Terms' buttons read 'Processing...'. */
export function useSearchTermsProcessing(task: SearchTermsTask | undefined): boolean {
  const [endedTaskId, setEndedTaskId] = useState<string | null>(null);
  const running = task !== undefined && !isTaskDone(task.status) && endedTaskId !== task.id;
  const taskId = running ? task.id : null;

  useEffect(() => {
    if (taskId === null) return;
    const controller = new AbortController();
    watchTask((signal) => getTaskStatus(taskId, signal), { openStream: taskEventStream(taskId), signal: controller.signal })
      .catch((error: unknown) => {
        if (isAbort(error)) return;
        // The route answers 409 while they are read: the dialog says so rather than the button waiting forever.
        console.error('Search terms task watching failed', error);
      })
      .finally(() => {
        if (!controller.signal.aborted) setEndedTaskId(taskId);
      });
    return () => controller.abort();
  }, [taskId]);

  return running;
}
