// The uploads kept for an ad account, newest first, a page at a time, with the figures stored
// when each audit completed and the status of its two tasks (one query for the page, one for its tasks).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { TaskKind, TaskStatus } from '../db/tables/audit.js';

export interface HistoryUpload {
  id: number;
  file_name: string;
  created_at: string;
  spend: number | null;
  sales: number | null;
  roas: number | null;
  period_start: string | null;
  period_end: string | null;
  /** Undefined for a task kind the upload has no task of. */
  task_statuses: Partial<Record<TaskKind, TaskStatus>>;
}

export function createUploadHistoryRepository(db: Kysely<Database>) {
  return {
    async page(accountId: number, page: number, pageSize: number): Promise<{ uploads: HistoryUpload[]; total: number }> {
      const [rows, count] = await Promise.all([
        db
          .selectFrom('uploads')
          .select(['id', 'file_name', 'created_at', 'spend', 'sales', 'roas', 'period_start', 'period_end'])
          .where('account_id', '=', accountId)
          .orderBy('id', 'desc')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        db
          .selectFrom('uploads')
          .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
          .where('account_id', '=', accountId)
          .executeTakeFirstOrThrow(),
      ]);
      const tasks = rows.length === 0 ? [] : await db.selectFrom('tasks').select(['upload_id', 'kind', 'status']).where('upload_id', 'in', rows.map((row) => row.id)).execute();
      const uploads = rows.map((row) => ({
        ...row,
        task_statuses: Object.fromEntries(tasks.filter((task) => task.upload_id === row.id).map((task) => [task.kind, task.status])),
      }));
      return { uploads, total: Number(count.count) };
    },
  };
}

export type UploadHistoryRepository = ReturnType<typeof createUploadHistoryRepository>;
