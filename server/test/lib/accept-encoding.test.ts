import { describe, expect, it } from 'vitest';
import { acceptsEncoding } from '../../src/lib/accept-encoding.js';

describe('acceptsEncoding', () => {
  it('finds a coding by name, case and spaces aside', () => {
    expect(acceptsEncoding('gzip, deflate, br, zstd', 'br')).toBe(true);
    expect(acceptsEncoding('GZIP', 'gzip')).toBe(true);
    expect(acceptsEncoding('x-gzip', 'gzip')).toBe(true);
    expect(acceptsEncoding('gzip, deflate', 'br')).toBe(false);
  });

  it('honours q-values: q=0 refuses, even against a wildcard', () => {
    expect(acceptsEncoding('br;q=0, gzip', 'br')).toBe(false);
    expect(acceptsEncoding('br; q=0.5', 'br')).toBe(true);
    expect(acceptsEncoding('*;q=0.1', 'br')).toBe(true);
    expect(acceptsEncoding('*, br;q=0', 'br')).toBe(false);
    expect(acceptsEncoding('*;q=0', 'gzip')).toBe(false);
  });

  it('accepts nothing without a header, or from an empty or malformed one', () => {
    expect(acceptsEncoding(undefined, 'gzip')).toBe(false);
    expect(acceptsEncoding('', 'gzip')).toBe(false);
    expect(acceptsEncoding('gzip;q=abc', 'gzip')).toBe(false);
  });
});
