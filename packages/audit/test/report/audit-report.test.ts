import { describe, expect, test } from 'vitest';
import { computeHealth, type AccountHealth, type HealthEvidence } from '../../src/index.js';
import { buildAuditReportModel, campaignLevelHealth, TOP_CAMPAIGNS_SHOWN, topCampaignsBySpend } from '../../src/report/index.js';
import { audit, campaign as fixtureCampaign } from '../health/health-fixture.js';
import { BUSINESS_REPORT, CAMPAIGN_NOTES, campaign, PARENT_NOTES } from '../notes/notes-fixture.js';

describe('topCampaignsBySpend', () => {
  test(`keeps the ${TOP_CAMPAIGNS_SHOWN} campaigns with the most spend, most first, equal spend by name`, () => {
    const campaigns = Array.from({ length: 12 }, (_, i) => campaign(String(i), `C${String(i).padStart(2, '0')}`, i * 10, 0));
    campaigns.push(campaign('tie', 'A tie', 110, 0));
    const top = topCampaignsBySpend(campaigns);
    expect(top).toHaveLength(TOP_CAMPAIGNS_SHOWN);
    expect(top.map((c) => c.name)).toEqual(['A tie', 'C11', 'C10', 'C09', 'C08', 'C07', 'C06', 'C05', 'C04', 'C03']);
  });

  test('shows a campaign by its id, name, type, state and figures only (no ad groups)', () => {
    const [top] = topCampaignsBySpend(audit([fixtureCampaign('Only', 50, 100)]).campaigns);
    expect(Object.keys(top!).sort()).toEqual(['id', 'metrics', 'name', 'state', 'type_code']);
  });

  test('does not reorder the campaigns it is given', () => {
    const campaigns = [campaign('1', 'Small', 1, 0), campaign('2', 'Big', 9, 0)];
    topCampaignsBySpend(campaigns);
    expect(campaigns.map((c) => c.name)).toEqual(['Small', 'Big']);
  });
});

describe('buildAuditReportModel', () => {
  const result = audit([fixtureCampaign('Winner', 100, 500), fixtureCampaign('Loser', 300, 30), fixtureCampaign('Quiet', 5, 0)]);
  const winnerId = result.campaigns.find((c) => c.name === 'Winner')!.id;
  const notes = { [winnerId]: CAMPAIGN_NOTES['2'] };
  const input = {
    result,
    fileName: 'bulk-a1b2c3-20260101-20260130-1769999999999.xlsx',
    campaignNotes: notes,
    parentAsinNotes: PARENT_NOTES,
    businessReport: BUSINESS_REPORT,
    evidence: 'full' as const,
  };

  test('holds the Summary, the campaign count, the top campaigns and the period of the file name', () => {
    const model = buildAuditReportModel(input);
    expect(model.summary).toBe(result.summary);
    expect(model.campaignCount).toBe(3);
    expect(model.topCampaigns.map((c) => c.name)).toEqual(['Loser', 'Winner', 'Quiet']);
    expect(model.dateRange).toEqual(model.health.data_quality.date_range);
  });

  test("carries the account's currency, USD when none is given", () => {
    expect(buildAuditReportModel(input).currency).toBe('USD');
    expect(buildAuditReportModel({ ...input, currency: 'EUR' }).currency).toBe('EUR');
  });

  test('the period set for the upload wins over the file name', () => {
    const model = buildAuditReportModel({ ...input, period: { start: '2026-03-01', end: '2026-03-10' } });
    expect(model.dateRange).toMatchObject({ start: '2026-03-01', end: '2026-03-10', days: 10 });
  });

  test('shows each note by its id, text and time only, under its campaign or parent ASIN', () => {
    const model = buildAuditReportModel(input);
    expect(model.notes.campaigns.map((c) => [c.name, c.notes.map((n) => n.content)])).toEqual([['Winner', CAMPAIGN_NOTES['2'].map((n) => n.content)]]);
    for (const note of [...model.notes.campaigns, ...model.notes.parent_asins].flatMap((entry) => entry.notes)) {
      expect(Object.keys(note).sort()).toEqual(['content', 'created_at', 'id']);
    }
    expect(model.notes.parent_asins.map((p) => [p.parent_asin, p.title])).toEqual([
      ['B0PARENT2', 'Ball valve'],
      ['B0PARENT1', 'Brass valve, 1/2 inch'],
    ]);
  });

  test('has no notes coverage check (notes are not the health of the account)', () => {
    const model = buildAuditReportModel(input);
    expect(model.health).toEqual(computeHealth(result, { fileName: input.fileName }));
  });

  test("a client's report names its evidence by campaigns", () => {
    const model = buildAuditReportModel({ ...input, evidence: 'campaign-level' });
    expect(model.health).toEqual(campaignLevelHealth(computeHealth(result, { fileName: input.fileName })));
  });
});

describe('campaignLevelHealth', () => {
  const evidence = (subject: string, campaigns: string[]): HealthEvidence =>
    ({ subject, campaigns: campaigns.map((name, i) => ({ id: String(i), name })), figures: [{ label: 'Keyword spend', value: 1 }] }) as unknown as HealthEvidence;
  const health = { checks: [{ id: 'x', evidence: [evidence('broad kw', ['Camp A', 'Camp B']), evidence('Camp C', ['Camp C'])] }] } as unknown as AccountHealth;

  test('names evidence inside a campaign by its campaigns, keeps the figures and campaign-level evidence', () => {
    const [check] = campaignLevelHealth(health).checks;
    expect(check!.evidence.map((e) => e.subject)).toEqual(['Camp A, Camp B', 'Camp C']);
    expect(check!.evidence[0]!.figures).toEqual(health.checks[0]!.evidence[0]!.figures);
  });
});
