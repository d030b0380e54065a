// The audit area's repositories, created together over one database handle.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { createBusinessReportsRepository } from './business-reports.js';
import { createNotesRepository } from './notes.js';
import { createSearchTermsRepository } from './search-terms.js';
import { createTasksRepository } from './tasks.js';
import { createUploadsRepository } from './uploads.js';

export function createAuditRepositories(db: Kysely<Database>) {
  return {
    uploads: createUploadsRepository(db),
    tasks: createTasksRepository(db),
    searchTerms: createSearchTermsRepository(db),
    businessReports: createBusinessReportsRepository(db),
    notes: createNotesRepository(db),
  };
}

export type AuditRepositories = ReturnType<typeof createAuditRepositories>;
