// The shapes the auditor screens work with: the engine's own types (the browser imports the
// engine's filter, sort, format and parent-ASIN functions, which take these), plus what the
// server adds when it serves them.
import type { AsinMapEntry, AuditResult, ParentAsinSummary } from '@ads-auditor/audit';

/** GET /api/background-tasks/{bulk_task_id}/results and GET /api/bulk/campaigns. */
export interface LoadedAudit extends AuditResult {
  upload_id: number;
  file_name: string;
}

/** POST /api/business_reports/upload and GET /api/business_reports/latest. */
export interface LoadedBusinessReport {
  upload_id?: number;
  file_name?: string;
  kind: 'seller' | 'vendor';
  asin_map: AsinMapEntry[];
  parent_asin_summary: Record<string, ParentAsinSummary>;
  notes: string[];
  warnings: string[];
}

export type TaskStatusValue = 'pending' | 'processing' | 'completed' | 'failed';

/** GET /api/background-tasks/{task_id}. */
export interface TaskStatus {
  status: TaskStatusValue;
  progress_message: string | null;
  error_logs: string | null;
}

/** POST /api/bulk/upload (202). */
export interface BulkUploadAccepted {
  bulk_task_id: string;
  search_terms_task_id: string;
  upload_id: number;
}
