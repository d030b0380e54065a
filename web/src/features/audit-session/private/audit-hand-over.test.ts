import type { StoredAudit } from '@ads-auditor/audit';
import { describe, expect, test } from 'vitest';
import { AuditAssembly, auditParts, type AuditPart } from './audit-hand-over';

/** An audit of `count` campaigns, each told apart by its id (only the hand-over's own fields matter here). */
function auditOf(count: number): StoredAudit {
  const campaigns = Array.from({ length: count }, (_, i) => ({ id: String(i + 1), name: `Campaign ${i + 1}`, ad_groups: [] }));
  return { currency: 'USD', upload_id: 4, file_name: 'bulk.xlsx', summary: { spend: 12.34 }, campaigns } as unknown as StoredAudit;
}

/** The parts as posted (structured-cloned), put together as the page does. */
function handOver(audit: StoredAudit, partChars: number) {
  const parts = [...auditParts(audit, partChars)].map((part) => structuredClone(part));
  const assembly = new AuditAssembly(parts[0] as Extract<AuditPart, { kind: 'audit' }>);
  const seen: (object | null)[] = [assembly.audit()];
  for (const part of parts.slice(1)) {
    assembly.add(part as Extract<AuditPart, { kind: 'campaigns' }>);
    seen.push(assembly.audit());
  }
  return { parts, seen, assembly };
}

describe('the audit handed over in parts', () => {
  // A campaign here is 45 to 48 characters of JSON: 100 characters make parts of three.
  test.each([0, 1, 3, 4, 10])('%i campaigns, parts of 100 characters: the page gets back the same audit, whole only at the last part', (count) => {
    const audit = auditOf(count);
    const { parts, seen } = handOver(audit, 100);
    expect(parts).toHaveLength(1 + Math.ceil(count / 3));
    expect(parts[0]).toMatchObject({ kind: 'audit', ok: true, campaigns: count });
    expect(seen.slice(0, -1).every((whole) => whole === null)).toBe(true);
    expect(seen.at(-1)).toEqual(audit);
  });

  test('the whole audit is the same object each time it is asked for', () => {
    const { assembly } = handOver(auditOf(5), 100);
    expect(assembly.audit()).toBe(assembly.audit());
  });

  test('a part ends as soon as it reaches the characters given; the head carries no campaign', () => {
    const { parts } = handOver(auditOf(7), 100);
    expect(JSON.parse((parts[0] as { head: string }).head)).not.toHaveProperty('campaigns');
    const jsons = parts.slice(1).map((part) => (part as { json: string }).json);
    expect(jsons.map((json) => (JSON.parse(json) as unknown[]).length)).toEqual([3, 3, 1]);
    for (const json of jsons.slice(0, -1)) {
      const campaigns = JSON.parse(json) as unknown[];
      expect(json.length).toBeGreaterThanOrEqual(100);
      expect(JSON.stringify(campaigns.slice(0, -1)).length).toBeLessThan(100);
    }
  });

  test('a big account still makes parts of about the characters given, never one of everything', () => {
    const { parts, seen } = handOver(auditOf(2000), 10_000);
    expect(parts.length).toBeGreaterThan(9);
    expect(parts.slice(1).every((part) => (part as { json: string }).json.length < 10_100)).toBe(true);
    expect(seen.at(-1)).toEqual(auditOf(2000));
  });

  test('before the campaigns, the audit is its head with none, the same object each time, sharing the whole one\'s summary', () => {
    const { assembly } = handOver(auditOf(5), 100);
    const head = assembly.withoutCampaigns();
    expect(head).toEqual({ ...auditOf(5), campaigns: [] });
    expect(assembly.withoutCampaigns()).toBe(head);
    expect(head.summary).toBe(assembly.audit()!.summary);
    expect(assembly.campaignCount).toBe(5);
  });

  test('campaigns beyond the ones announced are refused', () => {
    const { assembly } = handOver(auditOf(2), 100);
    expect(() => assembly.add({ kind: 'campaigns', json: '[{"id":"3"}]' })).toThrow('More campaigns arrived than the audit announced.');
  });
});
