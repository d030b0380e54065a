import { describe, expect, it } from 'vitest';
import { SharedBytesBuilder, toSharedBytes } from '../../src/jobs/shared-bytes.js';

describe('shared bytes', () => {
  it('joins chunks into one SharedArrayBuffer', () => {
    const bytes = toSharedBytes([new Uint8Array([1, 2]), new Uint8Array([]), new Uint8Array([3])]);
    expect(bytes.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect([...bytes]).toEqual([1, 2, 3]);
  });

  it('fills the expected size without growing, and grows when a stream is longer than expected', () => {
    const exact = new SharedBytesBuilder(4);
    exact.append(new Uint8Array([1, 2]));
    exact.append(new Uint8Array([3, 4]));
    expect(exact.bytes().buffer.byteLength).toBe(4);
    expect([...exact.bytes()]).toEqual([1, 2, 3, 4]);

    const small = new SharedBytesBuilder(2);
    for (let i = 0; i < 5; i += 1) small.append(new Uint8Array([i, i]));
    expect(small.byteLength).toBe(10);
    expect([...small.bytes()]).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4, 4]);
    expect(small.bytes().buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(new SharedBytesBuilder(0).bytes().byteLength).toBe(0);
  });
});
