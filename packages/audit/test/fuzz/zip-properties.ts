/** Properties of the zip layer: the central-directory reader and the inflater's bounds. */
import { deflateRawSync } from 'node:zlib';
import fc from 'fast-check';
import { InflateBudget } from '../../src/xlsx/inflater.js';
import { nodeInflater } from '../../src/xlsx/node-inflater.js';
import { WorkbookError } from '../../src/xlsx/types.js';
import { entryData, readZipDirectory } from '../../src/xlsx/zip-directory.js';
import { zip } from '../../src/xlsx/zip-writer.js';
import { BULK_SEEDS } from './corpus.js';
import { fuzzProperty } from './fuzz-property.js';
import { applyMutation, mutationArbitrary } from './mutations.js';
import { assertEngineError, deterministicOutcome } from './outcome.js';

const PART_NAMES = ['[Content_Types].xml', '_rels/.rels', 'xl/workbook.xml', 'xl/_rels/workbook.xml.rels', 'xl/worksheets/sheet1.xml', 'xl/sharedStrings.xml'];

/** Directory entries and each entry's stored bytes (or the engine error that refuses them). */
function readDirectory(bytes: Uint8Array, maxBytes: number) {
  const entries = readZipDirectory(bytes);
  return [...entries.values()].map((entry) => {
    try {
      const data = entryData(bytes, entry, maxBytes);
      if (data.length !== entry.compressedSize) throw new Error(`entry ${entry.name}: ${data.length} bytes for ${entry.compressedSize}`);
      return { name: entry.name, bytes: data.length };
    } catch (error) {
      assertEngineError(error);
      return { name: entry.name, error: error.message };
    }
  });
}

/** Archives written by our zip writer with forged fields: any flags, methods, names and declared sizes. */
const forgedArchive = fc
  .array(
    fc.record({
      name: fc.oneof(fc.constantFrom(...PART_NAMES), fc.string({ maxLength: 20 })),
      data: fc.uint8Array({ maxLength: 512 }),
      method: fc.oneof(fc.constantFrom(0, 8), fc.nat({ max: 0xffff })),
      flags: fc.oneof(fc.constant(0), fc.nat({ max: 0xffff })),
      declaredSize: fc.option(fc.nat({ max: 0xffffffff }), { nil: undefined }),
    }),
    { maxLength: 6 },
  )
  .map((entries) => zip(entries));

export const zipProperties = [
  fuzzProperty(
    'zip directory: arbitrary and damaged bytes give a directory or a WorkbookError',
    150,
    fc.asyncProperty(
      fc.oneof(fc.uint8Array({ maxLength: 2048 }), forgedArchive, fc.tuple(fc.constantFrom(...BULK_SEEDS), mutationArbitrary).map(([seed, m]) => applyMutation(seed.bytes, m))),
      fc.constantFrom(0, 1000, 1 << 20),
      async (bytes, maxBytes) => {
        await deterministicOutcome(() => readDirectory(bytes, maxBytes));
      },
    ),
  ),

  fuzzProperty(
    'inflater: never produces more than its budget; a valid stream within budget comes back whole',
    120,
    fc.asyncProperty(
      fc.oneof(
        fc.record({ kind: fc.constant('garbage' as const), data: fc.uint8Array({ maxLength: 1024 }) }),
        // Repetitive text deflates well: small input, large output (a small zip bomb).
        fc.record({ kind: fc.constant('deflated' as const), data: fc.tuple(fc.string({ maxLength: 8 }), fc.nat({ max: 40_000 })).map(([unit, times]) => new TextEncoder().encode((unit || 'a').repeat(times))) }),
      ),
      fc.nat({ max: 200_000 }),
      async (input, limit) => {
        const data = input.kind === 'deflated' ? deflateRawSync(input.data) : input.data;
        const budget = new InflateBudget(limit);
        let syncOutput: Uint8Array | null = null;
        try {
          syncOutput = nodeInflater.inflateSync(data, budget);
          if (syncOutput.length > limit) throw new Error(`inflateSync gave ${syncOutput.length} bytes for a budget of ${limit}`);
        } catch (error) {
          assertEngineError(error);
        }
        let streamed = 0;
        const chunks: Uint8Array[] = [];
        try {
          await nodeInflater.inflateChunks(data, new InflateBudget(limit), (chunk) => {
            streamed += chunk.length;
            chunks.push(Uint8Array.from(chunk));
          });
          if (streamed > limit) throw new Error(`inflateChunks delivered ${streamed} bytes for a budget of ${limit}`);
        } catch (error) {
          if (!(error instanceof WorkbookError)) throw error;
          assertEngineError(error);
        }
        if (input.kind === 'deflated' && input.data.length <= limit) {
          if (syncOutput === null || Buffer.compare(syncOutput, input.data) !== 0) throw new Error('inflateSync lost data within its budget');
          if (Buffer.compare(Buffer.concat(chunks), input.data) !== 0) throw new Error('inflateChunks lost data within its budget');
        }
        if (input.kind === 'deflated' && input.data.length > limit && syncOutput !== null) throw new Error('inflateSync went past its budget without an error');
      },
    ),
  ),
];
