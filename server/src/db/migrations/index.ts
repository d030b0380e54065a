// Every migration, in order. A static list (not a folder scan) so it works the same from the
// TypeScript sources and from dist. Add new migrations at the end; never edit a shipped one.
import type { Migration } from 'kysely';
import * as accounts from './0001_accounts.js';
import * as audit from './0002_audit.js';
import * as adGroupDefaultBids from './0003_ad_group_default_bids.js';
import * as articles from './0004_articles.js';
import * as payments from './0005_payments.js';
import * as adAccounts from './0006_ad_accounts.js';
import * as shareLinks from './0007_share_links.js';
import * as insightSettings from './0008_insight_settings.js';
import * as emailVerification from './0009_email_verification.js';
import * as adAccountSettings from './0010_ad_account_settings.js';
import * as uploadPeriod from './0011_upload_period.js';
import * as businessReportCarryOver from './0012_business_report_carry_over.js';
import * as plan from './0013_plan.js';
import * as reportNoteChoice from './0014_report_note_choice.js';
import * as changeLoop from './0015_change_loop.js';
import * as reportNarrativeChoice from './0016_report_narrative_choice.js';
import * as accountCurrency from './0017_account_currency.js';
import * as searchTermReports from './0018_search_term_reports.js';
import * as resultDigest from './0019_result_digest.js';

export const migrations: Record<string, Migration> = {
  '0001_accounts': accounts,
  '0002_audit': audit,
  '0003_ad_group_default_bids': adGroupDefaultBids,
  '0004_articles': articles,
  '0005_payments': payments,
  '0006_ad_accounts': adAccounts,
  '0007_share_links': shareLinks,
  '0008_insight_settings': insightSettings,
  '0009_email_verification': emailVerification,
  '0010_ad_account_settings': adAccountSettings,
  '0011_upload_period': uploadPeriod,
  '0012_business_report_carry_over': businessReportCarryOver,
  '0013_plan': plan,
  '0014_report_note_choice': reportNoteChoice,
  '0015_change_loop': changeLoop,
  '0016_report_narrative_choice': reportNarrativeChoice,
  '0017_account_currency': accountCurrency,
  '0018_search_term_reports': searchTermReports,
  '0019_result_digest': resultDigest,
};
