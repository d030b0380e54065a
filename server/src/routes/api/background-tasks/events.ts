// GET /api/background-tasks/{task_id}/events: the task's status pushed as server-sent events, so
// the page learns of the completion at once instead of at its next poll.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger } from 'fastify';
import { notFound } from '../../../lib/errors.js';
import { openEventStream, type EventStream } from '../../../lib/event-stream.js';
import { waitForTaskChange } from '../../../repositories/task-changes.js';
import type { TasksRepository } from '../../../repositories/tasks.js';
import { requireUser } from '../../../plugins/auth.js';
import { ErrorResponse } from '../../schemas.js';
import { signedInRoute } from '../audit-schemas.js';
import { StreamSlots } from './stream-slots.js';
import { TASK_NOT_FOUND, TaskParams, taskStatusOf } from './task-status.js';

/**
 * How often an open stream re-reads its task. A change made in this process wakes it at once; a
 * separate worker process (pg-boss) cannot, so this bounds how late such a change is seen.
 */
export const RECHECK_MS = 250;

const EVENTS_DESCRIPTION = [
  'A text/event-stream. Each event is `data: <TaskStatus as JSON>`: one at once, then one on every change of the status or',
  'the progress message. The stream ends after a completed or failed status. A comment line (`: heartbeat`) comes every 15 s.',
  'At most 20 streams per user are open at a time (429 beyond). Clients that cannot read it poll GET /api/background-tasks/{task_id}.',
].join(' ');

interface Follow {
  tasks: TasksRepository;
  log: FastifyBaseLogger;
  userId: number;
  taskId: string;
  stream: EventStream;
}

/** Sends the task's status whenever it changes, until it ends, the task is gone, or the stream closes. */
async function followTask({ tasks, log, userId, taskId, stream }: Follow): Promise<void> {
  let last = '';
  try {
    while (!stream.signal.aborted) {
      const task = await tasks.findOwned(userId, taskId);
      // Deleted meanwhile (uploads cleared): the client's poll then reads the 404.
      if (!task || stream.signal.aborted) break;
      const status = taskStatusOf(task);
      const json = JSON.stringify(status);
      if (json !== last) stream.send(status);
      last = json;
      if (task.status === 'completed' || task.status === 'failed') break;
      await waitForTaskChange(taskId, RECHECK_MS, stream.signal);
    }
  } catch (error) {
    // The client falls back to polling, which answers the error as usual.
    log.warn({ err: error, taskId }, 'task stream stopped: the task could not be read');
  } finally {
    stream.end();
  }
}

const taskEventRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const slots = new StreamSlots();
  app.addHook('preClose', async () => slots.closeAll());

  app.get('/:task_id/events', {
    preHandler: app.authenticate,
    schema: {
      tags: ['background-tasks'],
      summary: "A task's status as server-sent events, until it is completed or failed",
      description: EVENTS_DESCRIPTION,
      security: signedInRoute.security,
      params: TaskParams,
      response: {
        200: { description: 'The event stream', content: { 'text/event-stream': { schema: Type.String() } } },
        ...signedInRoute.unauthorized,
        404: ErrorResponse,
        429: ErrorResponse,
      },
    },
  }, async (request, reply) => {
    const userId = requireUser(request).id;
    const taskId = request.params.task_id;
    const task = await app.repos.tasks.findOwned(userId, taskId);
    if (!task) throw notFound(TASK_NOT_FOUND);
    // Before the stream opens: a refusal is still an ordinary JSON answer. The slot's close runs
    // later (on shutdown), once `stream` and `following` exist.
    const free = slots.take(userId, async () => {
      stream.end();
      await following;
    });
    const stream = openEventStream(reply);
    stream.signal.addEventListener('abort', free, { once: true });
    const following = followTask({ tasks: app.repos.tasks, log: request.log, userId, taskId, stream });
  });
};

export default taskEventRoutes;
