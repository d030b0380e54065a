import { describe, expect, test } from 'vitest';
import type { LoadedAudit } from '../../audit-session';
import { buildTestAudit } from '../../../test/audit-fixture';
import { withBrowserParts } from './use-file-audit';

describe("the server's result replacing this browser's", () => {
  test("keeps the browser's objects where the data is the same, and takes the server's identity", () => {
    const browser = { ...buildTestAudit(3), upload_id: 0 } as LoadedAudit;
    const server = { ...structuredClone(browser), upload_id: 42, search_terms_task: { id: 's42', status: 'pending' as const } };
    const shown = withBrowserParts(server, browser);
    expect(shown.upload_id).toBe(42);
    expect(shown.search_terms_task).toEqual({ id: 's42', status: 'pending' });
    expect(shown.campaigns).toBe(browser.campaigns);
    expect(shown.summary).toBe(browser.summary);
    expect(shown.report).toBe(browser.report);
  });

  test("takes the server's part wherever it differs: the server's result is the one kept", () => {
    const browser = { ...buildTestAudit(3), upload_id: 0 } as LoadedAudit;
    const server = structuredClone(browser);
    server.campaigns[1]!.metrics.spend += 0.01;
    const shown = withBrowserParts(server, browser);
    expect(shown.campaigns).toBe(server.campaigns);
    expect(shown.summary).toBe(browser.summary);
    expect(withBrowserParts(server, null)).toBe(server);
  });
});
