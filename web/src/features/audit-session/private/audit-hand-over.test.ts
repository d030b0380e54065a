import type { StoredAudit } from '@ads-auditor/audit';
import { describe, expect, test } from 'vitest';
import { AuditAssembly, auditParts, type AuditPart } from './audit-hand-over';

/** An audit of `count` campaigns, each told apart by its id (only the hand-over's own fields matter here). */
function auditOf(count: number): StoredAudit {
  const campaigns = Array.from({ length: count }, (_, i) => ({ id: String(i + 1), name: `Campaign ${i + 1}`, ad_groups: [] }));
  return { currency: 'USD', upload_id: 4, file_name: 'bulk.xlsx', summary: { spend: 12.34 }, campaigns } as unknown as StoredAudit;
}

/** The parts as posted (structured-cloned), put together as the page does. */
function handOver(audit: StoredAudit, perPart: number) {
  const parts = [...auditParts(audit, perPart)].map((part) => structuredClone(part));
  const assembly = new AuditAssembly(parts[0] as Extract<AuditPart, { kind: 'audit' }>);
  const seen: (object | null)[] = [assembly.audit()];
  for (const part of parts.slice(1)) {
    assembly.add(part as Extract<AuditPart, { kind: 'campaigns' }>);
    seen.push(assembly.audit());
  }
  return { parts, seen, assembly };
}

describe('the audit handed over in parts', () => {
  test.each([0, 1, 3, 4, 10])('%i campaigns, 3 per part: the page gets back the same audit, whole only at the last part', (count) => {
    const audit = auditOf(count);
    const { parts, seen } = handOver(audit, 3);
    expect(parts).toHaveLength(1 + Math.ceil(count / 3));
    expect(parts[0]).toMatchObject({ kind: 'audit', ok: true, campaigns: count, parts: Math.ceil(count / 3) });
    expect(seen.slice(0, -1).every((whole) => whole === null)).toBe(true);
    expect(seen.at(-1)).toEqual(audit);
  });

  test('the whole audit is the same object each time it is asked for', () => {
    const { assembly } = handOver(auditOf(5), 2);
    expect(assembly.audit()).toBe(assembly.audit());
  });

  test('no part is larger than the parts given: the head carries no campaign', () => {
    const { parts } = handOver(auditOf(7), 3);
    expect(JSON.parse((parts[0] as { head: string }).head)).not.toHaveProperty('campaigns');
    expect(parts.slice(1).map((part) => (JSON.parse((part as { json: string }).json) as unknown[]).length)).toEqual([3, 3, 1]);
  });

  test('before the campaigns, the audit is its head with none, the same object each time, sharing the whole one\'s summary', () => {
    const { assembly } = handOver(auditOf(5), 2);
    const head = assembly.withoutCampaigns();
    expect(head).toEqual({ ...auditOf(5), campaigns: [] });
    expect(assembly.withoutCampaigns()).toBe(head);
    expect(head.summary).toBe(assembly.audit()!.summary);
    expect(assembly.campaignCount).toBe(5);
  });

  test('a part beyond the ones announced is refused', () => {
    const { assembly } = handOver(auditOf(2), 2);
    expect(() => assembly.add({ kind: 'campaigns', json: '[]' })).toThrow('More campaigns arrived than the audit announced.');
  });
});
