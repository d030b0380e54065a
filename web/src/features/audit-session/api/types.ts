// The shapes the auditor screens work with: the engine's own types (the browser imports the
// engine's filter, sort, format and parent-ASIN functions, which take these), plus what the
// server adds when it serves them.
import type { AsinMapEntry, AuditResult, ParentAsinSummary } from '@ads-auditor/audit';

/** The task that reads an upload's search terms, as last known. */
export interface SearchTermsTask {
  id: string;
  status: TaskStatusValue;
}

/** GET /api/background-tasks/{bulk_task_id}/results and GET /api/bulk/campaigns. */
export interface LoadedAudit extends AuditResult {
  upload_id: number;
  file_name: string;
  /** The account's currency and the one the workbook told (null when it did not); absent in an audit made in the browser. */
  currency?: string;
  workbook_currency?: string | null;
  /** Not in the document: from the headers of GET /api/bulk/campaigns, or the upload's answer. */
  search_terms_task?: SearchTermsTask;
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
  /** When the report was uploaded (ISO time). */
  uploaded_at?: string;
  /** True when it was uploaded for an earlier upload of the same ad account. */
  carried_over?: boolean;
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
