// @vitest-environment node
// The audit's inflater on a worker of its own: used while that worker lives; once it fails, the
// job under way fails with the reason and the next parts are inflated on the audit's own thread.
import { deflateRawSync } from 'node:zlib';
import { InflateBudget } from '@ads-auditor/audit';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { INFLATE_THREAD_FAILED, inflaterOnItsOwnThread } from './inflate-thread';

/** A worker that takes requests and never answers, until it fails. */
class SilentWorker {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: { preventDefault(): void }) => void) | null = null;
  requests: unknown[] = [];
  terminated = false;
  postMessage(request: unknown) {
    this.requests.push(request);
  }
  terminate() {
    this.terminated = true;
  }
}

const text = 'rows '.repeat(1000);
const deflated = deflateRawSync(new TextEncoder().encode(text));
const inflate = async (inflater: ReturnType<typeof inflaterOnItsOwnThread>) => {
  const chunks: string[] = [];
  await inflater.inflateChunks(deflated, new InflateBudget(1 << 20), (chunk) => chunks.push(new TextDecoder().decode(chunk)));
  return chunks.join('');
};

afterEach(() => vi.unstubAllGlobals());

describe('inflaterOnItsOwnThread', () => {
  test('hands the parts to its worker; when the worker fails, the job under way fails and the next is inflated here', async () => {
    vi.stubGlobal('Worker', SilentWorker);
    const thread = new SilentWorker();
    const inflater = inflaterOnItsOwnThread(() => thread as unknown as Worker);
    const job = inflate(inflater);
    expect(thread.requests).toMatchObject([{ kind: 'inflate', id: 1 }]);
    thread.onerror!({ preventDefault: () => undefined });
    await expect(job).rejects.toThrow(INFLATE_THREAD_FAILED);
    expect(thread.terminated).toBe(true);
    expect(await inflate(inflater)).toBe(text);
    expect(thread.requests).toHaveLength(1);
  });

  test('without workers (none nested in this browser), inflates on this thread', async () => {
    vi.stubGlobal('Worker', undefined);
    const make = vi.fn();
    expect(await inflate(inflaterOnItsOwnThread(make))).toBe(text);
    expect(make).not.toHaveBeenCalled();
  });
});
