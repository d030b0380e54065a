// Audit tables (uploads, tasks, search terms, business reports, notes): owned by issue #4.
// Follow the portable conventions described in tables/accounts.ts.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface AuditTables {}
