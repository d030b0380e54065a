// A task as its owner reads it: shared by the status route and the event stream.
import { Type } from '@fastify/type-provider-typebox';
import type { TaskRow } from '../../../db/tables/audit.js';

export const TaskParams = Type.Object({ task_id: Type.String({ minLength: 1, maxLength: 64 }) });

export const TASK_NOT_FOUND = 'Task not found';

export const taskStatusOf = (task: TaskRow) => ({ task_id: task.id, status: task.status, progress_message: task.progress_message, error_logs: task.error_logs });
