// Every repository, created together over one database handle (or one transaction, so that a
// multi-step change commits or rolls back as a whole). The app makes them once (`app.repos`).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { createAdAccountsRepository } from './ad-accounts.js';
import { createArticlesRepository } from './articles.js';
import { createBusinessReportsRepository } from './business-reports.js';
import { createChangesRepository } from './changes.js';
import { createEmailVerificationTokensRepository } from './email-verification-tokens.js';
import { createInsightSettingsRepository } from './insight-settings.js';
import { createNotesRepository } from './notes.js';
import { createPlansRepository } from './plans.js';
import { createPasswordResetTokensRepository } from './password-reset-tokens.js';
import { createProcessedStripeEventsRepository } from './processed-stripe-events.js';
import { createPurchasesRepository } from './purchases.js';
import { createReportNoteChoicesRepository } from './report-note-choices.js';
import { createSearchTermReportsRepository } from './search-term-reports.js';
import { createSearchTermsRepository } from './search-terms.js';
import { createSessionsRepository } from './sessions.js';
import { createShareLinksRepository } from './share-links.js';
import { createSubscriptionsRepository } from './subscriptions.js';
import { createTasksRepository } from './tasks.js';
import { createUploadHistoryRepository } from './upload-history.js';
import { createUploadsRepository } from './uploads.js';
import { createUserDataRepository } from './user-data.js';
import { createUsersRepository } from './users.js';

export function createRepositories(db: Kysely<Database>) {
  return {
    users: createUsersRepository(db),
    sessions: createSessionsRepository(db),
    passwordResetTokens: createPasswordResetTokensRepository(db),
    emailVerificationTokens: createEmailVerificationTokensRepository(db),
    userData: createUserDataRepository(db),
    uploads: createUploadsRepository(db),
    uploadHistory: createUploadHistoryRepository(db),
    adAccounts: createAdAccountsRepository(db),
    tasks: createTasksRepository(db),
    searchTerms: createSearchTermsRepository(db),
    insightSettings: createInsightSettingsRepository(db),
    plans: createPlansRepository(db),
    changes: createChangesRepository(db),
    businessReports: createBusinessReportsRepository(db),
    searchTermReports: createSearchTermReportsRepository(db),
    notes: createNotesRepository(db),
    articles: createArticlesRepository(db),
    shareLinks: createShareLinksRepository(db),
    reportNoteChoices: createReportNoteChoicesRepository(db),
    purchases: createPurchasesRepository(db),
    subscriptions: createSubscriptionsRepository(db),
    processedStripeEvents: createProcessedStripeEventsRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
