// The whole database as Kysely sees it: one interface per area, merged here.
import type { AccountTables } from './tables/accounts.js';
import type { ArticleTables } from './tables/articles.js';
import type { AuditTables } from './tables/audit.js';
import type { PaymentTables } from './tables/payments.js';

export interface Database extends AccountTables, AuditTables, ArticleTables, PaymentTables {}
