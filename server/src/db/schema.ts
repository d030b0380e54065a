// The whole database as Kysely sees it: one interface per area, merged here.
import type { AccountTables } from './tables/accounts.js';
import type { AuditTables } from './tables/audit.js';

export interface Database extends AccountTables, AuditTables {}
