/** Small accounts for the health checks, built with the fixture builder and audited through the model. */
import type { BulkFixture, BulkFixtureOptions, FixtureCampaign, FixtureCounts } from '../../src/fixtures/index.js';
import type { HealthInput } from '../../src/health/check-kit.js';
import type { AuditResult } from '../../src/model/contract.js';
import { auditFixture } from '../helpers/audit-fixture.js';

/** Figures with one order per $50 of sales (at least one when there are sales). */
export const counts = (spend: number, sales = 0, clicks = 10): FixtureCounts => ({
  impressions: clicks * 20,
  clicks,
  spend,
  sales,
  orders: sales > 0 ? Math.max(1, Math.round(sales / 50)) : 0,
});

/** An SP manual campaign whose figures are one exact keyword's. */
export function campaign(name: string, spend: number, sales: number, extra: Partial<FixtureCampaign> = {}): FixtureCampaign {
  return {
    name,
    adGroups: [{ name: `${name} AG`, keywords: [{ text: `${name.toLowerCase()} kw`, matchType: 'Exact', metrics: counts(spend, sales) }] }],
    ...extra,
  };
}

export function audit(campaigns: FixtureCampaign[], options?: BulkFixtureOptions): AuditResult {
  return auditFixture({ campaigns } satisfies BulkFixture, options);
}

/** The checks' input from an audited account. */
export function healthInput(campaigns: FixtureCampaign[], extra: Partial<HealthInput> = {}): HealthInput {
  const result = audit(campaigns);
  return { campaigns: result.campaigns, account: result.summary.account, days: null, ...extra };
}

/** Notes on the campaigns of these ids. */
export function notesOn(ids: string[]): (campaignId: string) => boolean {
  return (campaignId) => ids.includes(campaignId);
}

/** The names of the subjects a check found. */
export const subjects = (check: { evidence: { subject: string }[] }) => check.evidence.map((e) => e.subject);
