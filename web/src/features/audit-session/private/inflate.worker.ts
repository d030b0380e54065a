// The private audit's second worker: inflates the workbook's parts for the audit's worker, which
// scans the rows meanwhile (see inflate-thread.ts).
import { serveInflating, type InflatePort } from '@ads-auditor/audit';

serveInflating(self as unknown as InflatePort);
