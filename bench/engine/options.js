// @ts-check
/**
 * The measured ways of reading a workbook. Each returns the data rows it went through
 * (null for the floor, which only inflates). Plain JavaScript: the measuring processes load
 * no TypeScript loader, whose memory would count in their peak RSS.
 */
import { createInflateRaw } from 'node:zlib';
import * as XLSX from '@e965/xlsx';
import { auditBulkWorkbook, auditWorkbookParallel, readSearchTerms, readWorkbook } from '@ads-auditor/audit/node';

/** @typedef {'floor' | 'reader' | 'audit_campaigns' | 'search_terms' | 'audit' | 'sheetjs'} OptionName */

/** @type {OptionName[]} */
export const OPTION_NAMES = ['floor', 'reader', 'audit_campaigns', 'search_terms', 'audit', 'sheetjs'];

/** @type {Record<OptionName, string>} */
export const OPTION_DESCRIPTIONS = {
  floor: 'inflate every worksheet entry with a node:zlib stream (1 MiB chunks), output discarded',
  reader: 'our reader, every cell of every sheet decoded (one thread)',
  audit_campaigns: 'auditBulkWorkbook: campaign tabs, model and summaries (one thread)',
  search_terms: 'readSearchTerms: the search term tabs into records (one thread)',
  audit: 'auditWorkbookParallel: campaigns + summaries on the main thread, search terms on a worker, in parallel',
  sheetjs: 'SheetJS (@e965/xlsx): XLSX.read dense + sheet_to_json(header: 1) of every sheet',
};

/** Rows read per sheet, from the reader's progress reports (the last report of a sheet is its total). */
function rowCounter() {
  /** @type {Map<string, number>} */
  const rows = new Map();
  return {
    /** @param {{ sheet: string, rowsRead: number }} p */
    onProgress: (p) => void rows.set(p.sheet, p.rowsRead),
    total: () => [...rows.values()].reduce((a, b) => a + b, 0),
  };
}

/** The deflated worksheet entries of a zip, from its central directory (stored entries are not expected here). */
/** @param {Buffer} bytes @returns {Buffer[]} */
function worksheetEntries(bytes) {
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 5, 6]));
  const count = bytes.readUInt16LE(end + 10);
  const entries = [];
  let at = bytes.readUInt32LE(end + 16);
  for (let i = 0; i < count; i++) {
    const size = bytes.readUInt32LE(at + 20);
    const nameLength = bytes.readUInt16LE(at + 28);
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    const local = bytes.readUInt32LE(at + 42);
    const data = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    if (name.startsWith('xl/worksheets/')) entries.push(bytes.subarray(data, data + size));
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return entries;
}

/** @param {Buffer} data @returns {Promise<void>} */
function inflateDiscarding(data) {
  return new Promise((resolve, reject) => {
    const inflate = createInflateRaw({ chunkSize: 1 << 20 });
    inflate.on('data', () => undefined);
    inflate.on('end', () => resolve());
    inflate.on('error', reject);
    inflate.end(data);
  });
}

/** @type {Record<OptionName, (bytes: Buffer) => Promise<number | null>>} */
export const OPTIONS = {
  async floor(bytes) {
    for (const entry of worksheetEntries(bytes)) await inflateDiscarding(entry);
    return null;
  },
  async reader(bytes) {
    let rows = 0;
    await readWorkbook(bytes, { selectSheet: () => ({ onHeader: () => undefined, onRow: () => void rows++ }) });
    return rows;
  },
  async audit_campaigns(bytes) {
    const counter = rowCounter();
    await auditBulkWorkbook(bytes, { onProgress: counter.onProgress });
    return counter.total();
  },
  async search_terms(bytes) {
    const counter = rowCounter();
    await readSearchTerms(bytes, { onProgress: counter.onProgress });
    return counter.total();
  },
  async audit(bytes) {
    const counter = rowCounter();
    await auditWorkbookParallel(bytes, { onProgress: counter.onProgress });
    return counter.total();
  },
  async sheetjs(bytes) {
    const workbook = XLSX.read(bytes, { dense: true, cellText: false, cellHTML: false });
    let rows = 0;
    for (const name of workbook.SheetNames) {
      rows += Math.max(0, XLSX.utils.sheet_to_json(workbook.Sheets[name], { header: 1, raw: true }).length - 1);
    }
    return rows;
  },
};
