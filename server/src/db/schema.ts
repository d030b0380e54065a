// The whole database as Kysely sees it: one interface per area, merged here.
import type { AccountTables } from './tables/accounts.js';
import type { AdAccountTables } from './tables/ad-accounts.js';
import type { ArticleTables } from './tables/articles.js';
import type { AuditTables } from './tables/audit.js';
import type { InsightTables } from './tables/insights.js';
import type { PaymentTables } from './tables/payments.js';
import type { PlanTables } from './tables/plan.js';
import type { ChangeTables } from './tables/changes.js';
import type { SearchTermReportTables } from './tables/search-term-reports.js';
import type { ShareLinkTables } from './tables/share-links.js';

export interface Database extends AccountTables, AuditTables, ArticleTables, PaymentTables, AdAccountTables, ShareLinkTables, InsightTables, PlanTables, ChangeTables, SearchTermReportTables {}
