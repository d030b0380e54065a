// The change loop's table (migration 0015). Conventions: see tables/accounts.ts.
export interface UploadChangeSnapshotsTable {
  upload_id: number;
  /** How `content` is compressed ('br' or 'gzip'), as upload_results. */
  encoding: string;
  /** The engine's Snapshot as compressed JSON (snapshotToJson). */
  content: Uint8Array;
  created_at: string;
}

export interface ChangeTables {
  upload_change_snapshots: UploadChangeSnapshotsTable;
}
