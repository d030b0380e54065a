// Background tasks: one per job of an upload. Status moves pending -> processing -> completed | failed.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { TaskRow, TaskStatus } from '../db/tables/audit.js';
import { signalTaskChange } from './task-changes.js';

const now = () => new Date().toISOString();

export function createTasksRepository(db: Kysely<Database>) {
  return {
    /** A task as its owner sees it; another user's task is undefined (the route answers 404). */
    findOwned(userId: number, taskId: string): Promise<TaskRow | undefined> {
      return db.selectFrom('tasks').selectAll().where('id', '=', taskId).where('user_id', '=', userId).executeTakeFirst();
    },

    findById(taskId: string): Promise<TaskRow | undefined> {
      return db.selectFrom('tasks').selectAll().where('id', '=', taskId).executeTakeFirst();
    },

    listForUpload(uploadId: number): Promise<TaskRow[]> {
      return db.selectFrom('tasks').selectAll().where('upload_id', '=', uploadId).execute();
    },

    /** Moves a pending task to processing; false when it is gone or no longer pending. */
    async start(taskId: string, message: string): Promise<boolean> {
      const result = await db
        .updateTable('tasks')
        .set({ status: 'processing', progress_message: message, updated_at: now() })
        .where('id', '=', taskId)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      signalTaskChange(taskId);
      return result.numUpdatedRows > 0n;
    },

    async setProgress(taskId: string, message: string): Promise<void> {
      await db
        .updateTable('tasks')
        .set({ progress_message: message, updated_at: now() })
        .where('id', '=', taskId)
        .where('status', '=', 'processing')
        .execute();
      signalTaskChange(taskId);
    },

    async complete(taskId: string, message: string): Promise<void> {
      await db
        .updateTable('tasks')
        .set({ status: 'completed', progress_message: message, error_logs: null, updated_at: now() })
        .where('id', '=', taskId)
        .execute();
      signalTaskChange(taskId);
    },

    async fail(taskId: string, errorLogs: string): Promise<void> {
      await db
        .updateTable('tasks')
        .set({ status: 'failed', progress_message: 'Processing failed.', error_logs: errorLogs, updated_at: now() })
        .where('id', '=', taskId)
        .where('status', 'in', ['pending', 'processing'])
        .execute();
      signalTaskChange(taskId);
    },

    /**
     * Fails every unfinished task in `statuses` last touched before `before` (all when omitted):
     * used at start-up for tasks a dead process left behind. Returns how many were failed.
     */
    async failAbandoned(statuses: TaskStatus[], errorLogs: string, before?: string): Promise<number> {
      let query = db
        .updateTable('tasks')
        .set({ status: 'failed', progress_message: 'Processing failed.', error_logs: errorLogs, updated_at: now() })
        .where('status', 'in', statuses);
      if (before) query = query.where('updated_at', '<', before);
      const result = await query.executeTakeFirst();
      signalTaskChange(null);
      return Number(result.numUpdatedRows);
    },

    async countByStatus(status: TaskStatus): Promise<number> {
      const row = await db
        .selectFrom('tasks')
        .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
        .where('status', '=', status)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}

export type TasksRepository = ReturnType<typeof createTasksRepository>;
