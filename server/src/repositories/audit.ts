// The repositories of the signed-in features (audit, notes, articles, purchases, subscriptions), created together over one database handle.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { createAdAccountsRepository } from './ad-accounts.js';
import { createArticlesRepository } from './articles.js';
import { createBusinessReportsRepository } from './business-reports.js';
import { createInsightSettingsRepository } from './insight-settings.js';
import { createNotesRepository } from './notes.js';
import { createPurchasesRepository } from './purchases.js';
import { createSearchTermsRepository } from './search-terms.js';
import { createSubscriptionsRepository } from './subscriptions.js';
import { createTasksRepository } from './tasks.js';
import { createUploadHistoryRepository } from './upload-history.js';
import { createUploadsRepository } from './uploads.js';

export function createAuditRepositories(db: Kysely<Database>) {
  return {
    uploads: createUploadsRepository(db),
    uploadHistory: createUploadHistoryRepository(db),
    adAccounts: createAdAccountsRepository(db),
    tasks: createTasksRepository(db),
    searchTerms: createSearchTermsRepository(db),
    insightSettings: createInsightSettingsRepository(db),
    businessReports: createBusinessReportsRepository(db),
    notes: createNotesRepository(db),
    articles: createArticlesRepository(db),
    purchases: createPurchasesRepository(db),
    subscriptions: createSubscriptionsRepository(db),
  };
}

export type AuditRepositories = ReturnType<typeof createAuditRepositories>;
