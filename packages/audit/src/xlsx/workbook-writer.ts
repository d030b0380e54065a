/**
 * Writes a real .xlsx workbook in the style of Amazon's Apache POI exporter: inline strings
 * (`t="inlineStr"`), numbers as `<v>`, an `r` reference on every row and cell. Big enough for
 * 20 MB workbooks because the sheet XML is built in bounded chunks rather than one giant string.
 * Environment-neutral: the zip step takes a ZipCodec (writer.ts binds node:zlib for the fixture
 * builder, the tests and the benchmarks; writeStoredWorkbook runs in the browser).
 */
import { columnLetters } from './cell-ref.js';
import type { CellValue } from './types.js';
import { escapeXml } from './xml-escape.js';
import { storedZipCodec, zipWith, type ZipCodec, type ZipEntryInput } from './zip-archive.js';

export interface SheetInput {
  name: string;
  rows: Iterable<CellValue[]>;
  hidden?: boolean;
  /** Excel number format codes by column index, for the column's number cells (an amount's currency sign and decimals). */
  columnFormats?: Readonly<Record<number, string>>;
}

export interface WriteWorkbookOptions {
  /** 'inline' (default, as Amazon/POI) or 'shared' (as Excel: a sharedStrings.xml table). */
  strings?: 'inline' | 'shared';
  /** Deflate level of every part, default 6. */
  level?: number;
}

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const CT = 'application/vnd.openxmlformats-officedocument.spreadsheetml';
/** Chunk size of the sheet XML buffers: keeps string concatenation short-lived. */
const CHUNK_CHARS = 1 << 16;
const utf8 = new TextEncoder();

/** Accumulates XML text and turns it into UTF-8 chunks every CHUNK_CHARS characters. */
class XmlChunks {
  readonly chunks: Uint8Array[] = [];
  private text = '';

  push(text: string): void {
    this.text += text;
    if (this.text.length >= CHUNK_CHARS) this.flush();
  }

  finish(): Uint8Array[] {
    this.flush();
    return this.chunks;
  }

  private flush(): void {
    if (this.text.length > 0) this.chunks.push(utf8.encode(this.text));
    this.text = '';
  }
}

/** Shared-string table built while the sheets are written. */
class SharedStrings {
  private readonly indexes = new Map<string, number>();
  readonly strings: string[] = [];
  references = 0;

  indexOf(text: string): number {
    this.references++;
    let index = this.indexes.get(text);
    if (index === undefined) {
      index = this.strings.length;
      this.indexes.set(text, index);
      this.strings.push(text);
    }
    return index;
  }
}

function textElement(text: string): string {
  // Leading/trailing whitespace is dropped by XML readers unless preserved explicitly.
  const preserve = text.length > 0 && (/^\s/.test(text) || /\s$/.test(text));
  return preserve ? `<t xml:space="preserve">${escapeXml(text)}</t>` : `<t>${escapeXml(text)}</t>`;
}

function cellXml(value: CellValue, ref: string, shared: SharedStrings | null, style = 0): string {
  if (typeof value === 'number') {
    // XML cannot hold NaN/Infinity as a number cell; Excel shows such results as #NUM!.
    if (!Number.isFinite(value)) return `<c r="${ref}" t="e"><v>#NUM!</v></c>`;
    return style === 0 ? `<c r="${ref}"><v>${value}</v></c>` : `<c r="${ref}" s="${style}"><v>${value}</v></c>`;
  }
  if (typeof value === 'boolean') return `<c r="${ref}" t="b"><v>${value ? 1 : 0}</v></c>`;
  if (shared) return `<c r="${ref}" t="s"><v>${shared.indexOf(value as string)}</v></c>`;
  return `<c r="${ref}" t="inlineStr"><is>${textElement(value as string)}</is></c>`;
}

/** `styles[column]`: the cell style (an index into cellXfs) of the column's number cells. */
function sheetXml(rows: Iterable<CellValue[]>, shared: SharedStrings | null, styles: readonly number[] = []): Uint8Array[] {
  const out = new XmlChunks();
  out.push(`${XML_HEADER}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheetData>`);
  let rowNumber = 0;
  for (const row of rows) {
    rowNumber++;
    let cells = '';
    for (let column = 0; column < row.length; column++) {
      const value = row[column];
      if (value === null || value === undefined) continue;
      cells += cellXml(value, columnLetters(column) + rowNumber, shared, styles[column]);
    }
    out.push(cells === '' ? `<row r="${rowNumber}"/>` : `<row r="${rowNumber}">${cells}</row>`);
  }
  out.push('</sheetData></worksheet>');
  return out.finish();
}

function sharedStringsXml(shared: SharedStrings): Uint8Array[] {
  const out = new XmlChunks();
  out.push(
    `${XML_HEADER}<sst xmlns="${MAIN_NS}" count="${shared.references}" uniqueCount="${shared.strings.length}">`,
  );
  for (const text of shared.strings) out.push(`<si>${textElement(text)}</si>`);
  out.push('</sst>');
  return out.finish();
}

/** The first id of a workbook's own number formats (lower ids are Excel's built-in ones). */
const FIRST_CUSTOM_FORMAT = 164;

/** The style sheet: the default cell style, then one per number format code (cell style i + 1 is formats[i]). */
function stylesXml(formats: readonly string[]): string {
  const numFmts = formats.length === 0 ? '' :
    `<numFmts count="${formats.length}">${formats.map((code, i) => `<numFmt numFmtId="${FIRST_CUSTOM_FORMAT + i}" formatCode="${escapeXml(code)}"/>`).join('')}</numFmts>`;
  const xfs = formats.map((_, i) => `<xf numFmtId="${FIRST_CUSTOM_FORMAT + i}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`).join('');
  return `${XML_HEADER}<styleSheet xmlns="${MAIN_NS}">${numFmts}` +
    '<fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts>' +
    '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
    '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
    `<cellXfs count="${formats.length + 1}"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>${xfs}</cellXfs>` +
    '</styleSheet>';
}

/** Each sheet's column styles, and the format codes in the order of their cell styles. */
function columnStyles(sheets: readonly SheetInput[]): { formats: string[]; styles: number[][] } {
  const formats: string[] = [];
  const styles = sheets.map((sheet) => {
    const byColumn: number[] = [];
    for (const [column, code] of Object.entries(sheet.columnFormats ?? {})) {
      if (!formats.includes(code)) formats.push(code);
      byColumn[Number(column)] = formats.indexOf(code) + 1;
    }
    return byColumn;
  });
  return { formats, styles };
}

function contentTypesXml(sheetCount: number, withSharedStrings: boolean): string {
  let overrides = `<Override PartName="/xl/workbook.xml" ContentType="${CT}.sheet.main+xml"/>`;
  for (let i = 1; i <= sheetCount; i++) {
    overrides += `<Override PartName="/xl/worksheets/sheet${i}.xml" ContentType="${CT}.worksheet+xml"/>`;
  }
  overrides += `<Override PartName="/xl/styles.xml" ContentType="${CT}.styles+xml"/>`;
  if (withSharedStrings) {
    overrides += `<Override PartName="/xl/sharedStrings.xml" ContentType="${CT}.sharedStrings+xml"/>`;
  }
  return (
    `${XML_HEADER}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    `${overrides}</Types>`
  );
}

function workbookXml(sheets: SheetInput[]): string {
  const entries = sheets
    .map((sheet, i) => {
      const state = sheet.hidden ? ' state="hidden"' : '';
      return `<sheet name="${escapeXml(sheet.name)}" sheetId="${i + 1}"${state} r:id="rId${i + 1}"/>`;
    })
    .join('');
  return `${XML_HEADER}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets>${entries}</sheets></workbook>`;
}

function workbookRelsXml(sheetCount: number, withSharedStrings: boolean): string {
  let rels = '';
  for (let i = 1; i <= sheetCount; i++) {
    rels += `<Relationship Id="rId${i}" Type="${REL_NS}/worksheet" Target="worksheets/sheet${i}.xml"/>`;
  }
  rels += `<Relationship Id="rId${sheetCount + 1}" Type="${REL_NS}/styles" Target="styles.xml"/>`;
  if (withSharedStrings) {
    rels += `<Relationship Id="rId${sheetCount + 2}" Type="${REL_NS}/sharedStrings" Target="sharedStrings.xml"/>`;
  }
  return `${XML_HEADER}<Relationships xmlns="${PKG_REL_NS}">${rels}</Relationships>`;
}

const ROOT_RELS_XML =
  `${XML_HEADER}<Relationships xmlns="${PKG_REL_NS}">` +
  `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

/**
 * The zip entries of the workbook, in Excel's part order (sharedStrings after the sheets).
 * Exposed so tests can alter one part before zipping (namespace prefixes, DOCTYPE, ...).
 */
export function workbookEntries(sheets: SheetInput[], options: WriteWorkbookOptions = {}): ZipEntryInput[] {
  const shared = options.strings === 'shared' ? new SharedStrings() : null;
  const level = options.level ?? 6;
  const { formats, styles } = columnStyles(sheets);
  const sheetEntries = sheets.map((sheet, i) => ({
    name: `xl/worksheets/sheet${i + 1}.xml`,
    data: sheetXml(sheet.rows, shared, styles[i]),
    level,
  }));
  const entries: ZipEntryInput[] = [
    { name: '[Content_Types].xml', data: contentTypesXml(sheets.length, shared !== null), level },
    { name: '_rels/.rels', data: ROOT_RELS_XML, level },
    { name: 'xl/workbook.xml', data: workbookXml(sheets), level },
    { name: 'xl/_rels/workbook.xml.rels', data: workbookRelsXml(sheets.length, shared !== null), level },
    ...sheetEntries,
    { name: 'xl/styles.xml', data: stylesXml(formats), level },
  ];
  if (shared) entries.push({ name: 'xl/sharedStrings.xml', data: sharedStringsXml(shared), level });
  return entries;
}

/** Writes the sheets as an .xlsx workbook, zipped with the codec's deflate (or stored without one). */
export function writeWorkbookWith(codec: ZipCodec, sheets: SheetInput[], options: WriteWorkbookOptions = {}): Uint8Array {
  return zipWith(codec, workbookEntries(sheets, options));
}

/**
 * An .xlsx workbook with uncompressed (stored) parts: no zlib, so it runs in the browser.
 * Fine for small exports; Excel, LibreOffice and our reader all open stored parts.
 */
export function writeStoredWorkbook(sheets: SheetInput[], options: Pick<WriteWorkbookOptions, 'strings'> = {}): Uint8Array {
  return writeWorkbookWith(storedZipCodec, sheets, options);
}
