// The search-terms task of the upload an audit answer is for, in two headers: a page opened
// after a reload or from the history knows that search terms are still being read, and which
// task to watch, without waiting for a 409 from the search terms route.
import type { TaskRow } from '../../../db/tables/audit.js';

export const SEARCH_TERMS_TASK_HEADERS_DOC = {
  'x-search-terms-task-id': { type: 'string', description: "The upload's search-terms task (GET /api/background-tasks/{task_id}); absent when it has none" },
  'x-search-terms-status': { type: 'string', enum: ['pending', 'processing', 'completed', 'failed'], description: "That task's status when the answer was made" },
};

export function searchTermsTaskHeaders(tasks: readonly TaskRow[]): Record<string, string> {
  const task = tasks.find((candidate) => candidate.kind === 'search_terms');
  return task ? { 'x-search-terms-task-id': task.id, 'x-search-terms-status': task.status } : {};
}
