// @vitest-environment node
import { auditWorkbookDocument, browserInflater, computeHealth, type AccountHealth } from '@ads-auditor/audit';
import { generateBulkWorkbook } from '@ads-auditor/audit/fixtures';
import { beforeAll, describe, expect, test } from 'vitest';
import type { LoadedAudit } from '../api/types';
import { accountHealth, primeAccountHealth, type HealthFor } from './account-health';

const ABOUT: HealthFor = { fileName: 'bulk.xlsx', period: null, currency: 'USD' };

describe('the account health of an audit', () => {
  let audit: LoadedAudit;
  beforeAll(async () => {
    audit = (await auditWorkbookDocument(browserInflater, generateBulkWorkbook({ campaigns: 20, seed: 3 }), { currency: 'USD', uploadId: 0, fileName: 'bulk.xlsx' })) as unknown as LoadedAudit;
  });

  test('is the one primed for the same audit and options (the worker computed it), also on the server result holding the same objects', () => {
    const primed = { ...computeHealth(audit, ABOUT) } as AccountHealth;
    primeAccountHealth(audit, ABOUT, primed);
    expect(accountHealth(audit, ABOUT)).toBe(primed);
    expect(accountHealth({ ...audit, file_name: 'bulk.xlsx' }, ABOUT)).toBe(primed);
  });

  test('with notes, is the primed one with the notes check added (the other checks are not run again)', () => {
    const primed = computeHealth(audit, ABOUT);
    primeAccountHealth(audit, ABOUT, primed);
    const noted = (id: string) => id === audit.campaigns[0]!.id;
    const health = accountHealth(audit, ABOUT, noted);
    expect(health).toEqual(computeHealth(audit, { ...ABOUT, campaignHasNotes: noted }));
    expect(health.checks.slice(0, -1)).toEqual(primed.checks);
    health.checks.slice(0, -1).forEach((check, i) => expect(check).toBe(primed.checks[i]));
    expect(health.checks.at(-1)!.id).toBe('spend_without_notes');
  });

  test('is computed for other options or other objects', () => {
    const primed = { ...computeHealth(audit, ABOUT) } as AccountHealth;
    primeAccountHealth(audit, ABOUT, primed);
    const period = { start: '2026-10-01', end: '2026-10-30' };
    expect(accountHealth(audit, { ...ABOUT, period })).toEqual(computeHealth(audit, { ...ABOUT, period }));
    expect(accountHealth(audit, { ...ABOUT, currency: 'EUR' })).toEqual(computeHealth(audit, { ...ABOUT, currency: 'EUR' }));
    // A server result whose summary is its own (it differed from the browser's) is not given the browser's health.
    const server = { ...audit, summary: structuredClone(audit.summary) };
    expect(accountHealth(server, ABOUT)).not.toBe(primed);
    expect(accountHealth(server, ABOUT)).toEqual(computeHealth(server, ABOUT));
    const noted = (id: string) => id === audit.campaigns[0]!.id;
    expect(accountHealth(audit, ABOUT, noted)).toEqual(computeHealth(audit, { ...ABOUT, campaignHasNotes: noted }));
    expect(accountHealth(audit, ABOUT, noted).checks).toHaveLength(primed.checks.length + 1);
  });
});
