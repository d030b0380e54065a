/**
 * Reads an .xlsx workbook from its bytes and streams the selected sheets into visitors.
 * Environment-neutral: decompression comes in through an Inflater (node-inflater.ts on Node,
 * browser-inflater.ts in the browser).
 */
import { InflateBudget, MAX_WHOLE_PART_BYTES, PART_TOO_LARGE_MESSAGE, type Inflater } from './inflater.js';
import { parseSharedStrings } from './shared-strings.js';
import { SheetScanner } from './sheet-scanner.js';
import { TextCache } from './text-cache.js';
import {
  WorkbookError, type ReadLimits, type ReadWorkbookOptions, type SheetVisitor, type WorkbookReadResult,
} from './types.js';
import { readWorkbookStructure, type SheetPart } from './workbook-parts.js';
import { plainBytes } from './xml-scan.js';
import { entryData, readZipDirectory, type ZipEntry } from './zip-directory.js';

export interface SheetSize {
  name: string;
  /** Uncompressed size of the sheet's XML part, as declared (a hostile file may lie). */
  bytes: number;
}

export const DEFAULT_LIMITS: ReadLimits = { maxDecompressedBytes: 1 << 30, maxRows: 2_000_000 };

/** Stored entries are handed to the scanner in pieces of this size, like inflated ones. */
const STORED_CHUNK_BYTES = 1 << 20;
const utf8 = new TextDecoder('utf-8');

/** One open workbook: its zip directory, structure and (lazily) shared strings. */
export class WorkbookFile {
  readonly structure: { sheets: SheetPart[]; sharedStringsPath: string | null };
  private readonly bytes: Uint8Array;
  private readonly entries: Map<string, ZipEntry>;
  private sharedStrings: string[] | null = null;

  /** Whole parts inflated ahead of need, for an inflater without a synchronous path. */
  private readonly gathered: Map<string, Uint8Array>;

  constructor(
    bytes: Uint8Array,
    private readonly inflater: Inflater,
    readonly budget: InflateBudget,
    gathered = new Map<string, Uint8Array>(),
  ) {
    this.bytes = plainBytes(bytes);
    this.gathered = gathered;
    this.entries = readZipDirectory(this.bytes);
    this.structure = readWorkbookStructure((path) => {
      const data = this.readPart(path);
      return data === null ? null : utf8.decode(data);
    });
  }

  /**
   * Opens the workbook with any inflater. Without a synchronous path, the structure is read again
   * each time it asks for a part not yet gathered (a handful of small parts), that part gathered first.
   */
  static async open(bytes: Uint8Array, inflater: Inflater, budget: InflateBudget): Promise<WorkbookFile> {
    if (inflater.inflateSync) return new WorkbookFile(bytes, inflater, budget);
    const gathered = new Map<string, Uint8Array>();
    for (;;) {
      try {
        return new WorkbookFile(bytes, inflater, budget, gathered);
      } catch (error) {
        if (!(error instanceof PartNeeded)) throw error;
        gathered.set(error.path, await gatherPart(plainBytes(bytes), error.entry, inflater, budget));
      }
    }
  }

  get sheetNames(): string[] {
    return this.structure.sheets.map((sheet) => sheet.name);
  }

  /** Each sheet's XML size as the zip directory declares it (0 when the part is missing). */
  get sheetSizes(): SheetSize[] {
    return this.structure.sheets.map((sheet) => ({
      name: sheet.name,
      bytes: (sheet.path === null ? undefined : this.findEntry(sheet.path))?.uncompressedSize ?? 0,
    }));
  }

  /** Whole part, inflated at once (for the small parts); null if absent. */
  readPart(path: string): Uint8Array | null {
    const gathered = this.gathered.get(path);
    if (gathered !== undefined) return gathered;
    const entry = this.findEntry(path);
    if (!entry) return null;
    if (!this.inflater.inflateSync) throw new PartNeeded(path, entry);
    const data = entryData(this.bytes, entry, this.budget.limit);
    if (entry.uncompressedSize > MAX_WHOLE_PART_BYTES) throw new WorkbookError('too_large', PART_TOO_LARGE_MESSAGE);
    if (entry.method === 0) {
      this.budget.spend(data.length);
      return data;
    }
    return plainBytes(this.inflater.inflateSync(data, this.budget, MAX_WHOLE_PART_BYTES));
  }

  /** Gathers the shared-text table ahead of the sheets when the inflater cannot inflate it on demand. */
  async gatherSharedStrings(): Promise<void> {
    const path = this.structure.sharedStringsPath;
    if (this.inflater.inflateSync || path === null || this.gathered.has(path)) return;
    const entry = this.findEntry(path);
    if (entry) this.gathered.set(path, await gatherPart(this.bytes, entry, this.inflater, this.budget));
  }

  /** Streams a part's inflated bytes into `onChunk`. */
  async streamPart(path: string, onChunk: (chunk: Uint8Array) => void): Promise<boolean> {
    const entry = this.findEntry(path);
    if (!entry) return false;
    const data = entryData(this.bytes, entry, this.budget.limit);
    if (entry.method === 8) {
      await this.inflater.inflateChunks(data, this.budget, onChunk);
      return true;
    }
    for (let at = 0; at < data.length; at += STORED_CHUNK_BYTES) {
      const chunk = data.subarray(at, at + STORED_CHUNK_BYTES);
      this.budget.spend(chunk.length);
      onChunk(chunk);
    }
    return true;
  }

  /** Shared string `index`; the table is loaded the first time any sheet needs it. */
  sharedString(index: number): string {
    if (this.sharedStrings === null) {
      const path = this.structure.sharedStringsPath;
      const data = path === null ? null : this.readPart(path);
      this.sharedStrings = data === null ? [] : parseSharedStrings(data);
    }
    const text = this.sharedStrings[index];
    if (text === undefined) {
      throw new WorkbookError('malformed', 'This workbook is damaged: a cell refers to text that is missing from the file.');
    }
    return text;
  }

  private findEntry(path: string): ZipEntry | undefined {
    // Zip names are case-sensitive, but some writers disagree with their own relationships on case.
    return this.entries.get(path) ?? this.entries.get(path.replace(/^\//, '')) ?? [...this.entries.values()].find(
      (entry) => entry.name.toLowerCase() === path.toLowerCase(),
    );
  }
}

/** Thrown by readPart when a part must first be gathered asynchronously (see WorkbookFile.open). */
class PartNeeded {
  constructor(
    readonly path: string,
    readonly entry: ZipEntry,
  ) {}
}

/** A whole part read through inflateChunks, with the same caps and budget as readPart. */
async function gatherPart(bytes: Uint8Array, entry: ZipEntry, inflater: Inflater, budget: InflateBudget): Promise<Uint8Array> {
  const data = entryData(bytes, entry, budget.limit);
  if (entry.uncompressedSize > MAX_WHOLE_PART_BYTES) throw new WorkbookError('too_large', PART_TOO_LARGE_MESSAGE);
  if (entry.method === 0) {
    budget.spend(data.length);
    return data;
  }
  const chunks: Uint8Array[] = [];
  let length = 0;
  await inflater.inflateChunks(data, budget, (chunk) => {
    length += chunk.length;
    if (length > MAX_WHOLE_PART_BYTES) throw new WorkbookError('too_large', PART_TOO_LARGE_MESSAGE);
    chunks.push(chunk.slice());
  });
  const whole = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    whole.set(chunk, at);
    at += chunk.length;
  }
  return whole;
}

/** Carries an error thrown by the caller's own callbacks through the reader unchanged. */
class CallerError {
  constructor(readonly error: unknown) {}
}

function guardedVisitor(visitor: SheetVisitor): SheetVisitor {
  return {
    readsOnDemand: visitor.readsOnDemand,
    onHeader(header) {
      try {
        return visitor.onHeader(header);
      } catch (error) {
        throw new CallerError(error);
      }
    },
    onRow(cells, rowNumber, row) {
      try {
        visitor.onRow(cells, rowNumber, row);
      } catch (error) {
        throw new CallerError(error);
      }
    },
  };
}

/**
 * Runs `read` so that only WorkbookErrors (and the caller's own errors) come out: anything else
 * thrown while reading (a RangeError on garbage input, say) means the file is damaged.
 */
async function guard<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    throw asReaderError(error);
  }
}

function asReaderError(error: unknown): unknown {
  if (error instanceof CallerError) return error.error;
  if (error instanceof WorkbookError) return error;
  return new WorkbookError('malformed', 'This workbook is damaged and could not be read.');
}

function limitsOf(options: Pick<ReadWorkbookOptions, 'limits'>): ReadLimits {
  return { ...DEFAULT_LIMITS, ...options.limits };
}

/** Sheet names in workbook order, without reading any sheet. */
export function listSheetNamesWith(inflater: Inflater, bytes: Uint8Array, limits?: Partial<ReadLimits>): string[] {
  return listSheetSizesWith(inflater, bytes, limits).map((sheet) => sheet.name);
}

/** Sheet names and declared XML sizes in workbook order, without reading any sheet. */
export function listSheetSizesWith(inflater: Inflater, bytes: Uint8Array, limits?: Partial<ReadLimits>): SheetSize[] {
  const { maxDecompressedBytes } = limitsOf({ limits });
  try {
    return new WorkbookFile(bytes, inflater, new InflateBudget(maxDecompressedBytes)).sheetSizes;
  } catch (error) {
    throw asReaderError(error);
  }
}

export function readWorkbookWith(inflater: Inflater, bytes: Uint8Array, options: ReadWorkbookOptions): Promise<WorkbookReadResult> {
  return guard(() => readSheets(inflater, bytes, options));
}

/** The sheets by ascending rank; Array.prototype.sort is stable, so ties keep workbook order. */
function readingOrder(sheets: readonly SheetPart[], rank: ((name: string) => number) | undefined): readonly SheetPart[] {
  if (!rank) return sheets;
  const ranks = new Map(sheets.map((sheet) => [sheet, rank(sheet.name)]));
  return [...sheets].sort((a, b) => (ranks.get(a) as number) - (ranks.get(b) as number));
}

async function readSheets(inflater: Inflater, bytes: Uint8Array, options: ReadWorkbookOptions): Promise<WorkbookReadResult> {
  const limits = limitsOf(options);
  const counters = options.counters ?? null;
  const workbook = await WorkbookFile.open(bytes, inflater, new InflateBudget(limits.maxDecompressedBytes, counters));
  let rows = 0;
  const countRow = () => {
    if ((counters ? counters.addRow() : ++rows) > limits.maxRows) {
      throw new WorkbookError(
        'too_many_rows',
        `The workbook has more than ${limits.maxRows.toLocaleString('en-US')} rows and was refused.`,
      );
    }
  };
  const texts = new TextCache();
  for (const sheet of readingOrder(workbook.structure.sheets, options.sheetRank)) {
    const visitor = options.selectSheet(sheet.name);
    if (!visitor) continue;
    await workbook.gatherSharedStrings();
    const scanner = new SheetScanner({
      sheetName: sheet.name,
      texts,
      visitor: guardedVisitor(visitor),
      sharedString: (index) => workbook.sharedString(index),
      countRow,
      onProgress: options.onProgress,
    });
    const found = sheet.path !== null && (await workbook.streamPart(sheet.path, (chunk) => scanner.push(chunk)));
    if (!found) {
      throw new WorkbookError('malformed', `This workbook is damaged: the sheet "${sheet.name}" is missing from the file.`);
    }
    scanner.finish();
  }
  return { sheetNames: workbook.sheetNames };
}
