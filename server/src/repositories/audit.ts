// The repositories of the signed-in features (audit, notes, articles, purchases, subscriptions), created together over one database handle.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { createArticlesRepository } from './articles.js';
import { createBusinessReportsRepository } from './business-reports.js';
import { createNotesRepository } from './notes.js';
import { createPurchasesRepository } from './purchases.js';
import { createSearchTermsRepository } from './search-terms.js';
import { createSubscriptionsRepository } from './subscriptions.js';
import { createTasksRepository } from './tasks.js';
import { createUploadsRepository } from './uploads.js';

export function createAuditRepositories(db: Kysely<Database>) {
  return {
    uploads: createUploadsRepository(db),
    tasks: createTasksRepository(db),
    searchTerms: createSearchTermsRepository(db),
    businessReports: createBusinessReportsRepository(db),
    notes: createNotesRepository(db),
    articles: createArticlesRepository(db),
    purchases: createPurchasesRepository(db),
    subscriptions: createSubscriptionsRepository(db),
  };
}

export type AuditRepositories = ReturnType<typeof createAuditRepositories>;
