/**
 * The giant inputs, written into a folder by streaming (never held in memory): zip bombs that
 * inflate to 2 GiB (declared honestly, and lying about their size), a campaign tab of 5 million
 * empty rows, and one cell holding a 500 MB string (inline, and in the shared-string table).
 * Each is a real workbook shape: a Sponsored Products campaign tab the audit reads.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { StreamingZip } from './streaming-zip.js';

export interface GiantFile {
  name: string;
  path: string;
  bytes: number;
  /** What the content inflates to. */
  inflatedBytes: number;
}

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const GiB = 1 << 30;
const MB = 1 << 20;
const HEADER_ROW = '<row r="1"><c r="A1" t="inlineStr"><is><t>Product</t></is></c><c r="B1" t="inlineStr"><is><t>Entity</t></is></c><c r="C1" t="inlineStr"><is><t>Operation</t></is></c><c r="D1" t="inlineStr"><is><t>Campaign ID</t></is></c></row>';

/** The small parts of a one-sheet workbook (the sheet named as Amazon names the SP tab). */
function addWorkbookParts(zip: StreamingZip, sharedStrings: boolean): void {
  zip.addText('[Content_Types].xml', `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>`);
  zip.addText('_rels/.rels', `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`);
  zip.addText('xl/workbook.xml', `<workbook xmlns="${MAIN_NS}" xmlns:r="${REL}"><sheets><sheet name="Sponsored Products Campaigns" sheetId="1" r:id="rId1"/></sheets></workbook>`);
  const shared = sharedStrings ? `<Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/>` : '';
  zip.addText('xl/_rels/workbook.xml.rels', `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>${shared}</Relationships>`);
}

/** `total` bytes of `byte`, in pieces of 1 MiB. */
function* filler(total: number, byte: number): Generator<Buffer> {
  const piece = Buffer.alloc(MB, byte);
  for (let left = total; left > 0; left -= MB) yield left >= MB ? piece : piece.subarray(0, left);
}

/** 2 GiB of whitespace inside the worksheet (before its rows): the classic bomb, as well-formed XML. */
async function zipBomb(path: string, lying: boolean): Promise<number> {
  const zip = new StreamingZip(path);
  addWorkbookParts(zip, false);
  const { size } = await zip.addGenerated(
    'xl/worksheets/sheet1.xml',
    function* () {
      yield Buffer.from(`<worksheet xmlns="${MAIN_NS}">`);
      yield* filler(2 * GiB - 64, 0x20);
      yield Buffer.from('<sheetData/></worksheet>');
    },
    // The lie: a size that passes every declared-size check (under the cap, a plausible ratio).
    lying ? () => 1 * MB : undefined,
  );
  zip.finish();
  return size;
}

/** A header row and 5,000,000 empty rows, as `<row r="N"/>`. */
async function emptyRows(path: string): Promise<number> {
  const zip = new StreamingZip(path);
  addWorkbookParts(zip, false);
  const { size } = await zip.addGenerated('xl/worksheets/sheet1.xml', function* () {
    yield Buffer.from(`<worksheet xmlns="${MAIN_NS}"><sheetData>${HEADER_ROW}`);
    for (let row = 2; row <= 5_000_001; row += 50_000) {
      let text = '';
      for (let r = row; r < Math.min(row + 50_000, 5_000_002); r++) text += `<row r="${r}"/>`;
      yield Buffer.from(text);
    }
    yield Buffer.from('</sheetData></worksheet>');
  });
  zip.finish();
  return size;
}

/** One cell (the Campaign ID, which the audit reads) of 500 MB of text: inline, or the only entry of the shared-string table. */
async function giantString(path: string, where: 'inline' | 'shared'): Promise<number> {
  const zip = new StreamingZip(path);
  addWorkbookParts(zip, where === 'shared');
  const text = () => filler(500 * MB, 0x61 /* a */);
  const cell = where === 'inline' ? null : '<c r="D2" t="s"><v>0</v></c>';
  const { size } = await zip.addGenerated('xl/worksheets/sheet1.xml', function* () {
    yield Buffer.from(`<worksheet xmlns="${MAIN_NS}"><sheetData>${HEADER_ROW}<row r="2"><c r="A2" t="inlineStr"><is><t>Sponsored Products</t></is></c><c r="B2" t="inlineStr"><is><t>Campaign</t></is></c>`);
    if (cell) yield Buffer.from(cell);
    else {
      yield Buffer.from('<c r="D2" t="inlineStr"><is><t>');
      yield* text();
      yield Buffer.from('</t></is></c>');
    }
    yield Buffer.from('</row></sheetData></worksheet>');
  });
  let total = size;
  if (where === 'shared') {
    total += (await zip.addGenerated('xl/sharedStrings.xml', function* () {
      yield Buffer.from(`<sst xmlns="${MAIN_NS}" count="1" uniqueCount="1"><si><t>`);
      yield* text();
      yield Buffer.from('</t></si></sst>');
    })).size;
  }
  zip.finish();
  return total;
}

const MAKERS: { name: string; make: (path: string) => Promise<number> }[] = [
  { name: 'zip bomb 2 GiB (size declared)', make: (path) => zipBomb(path, false) },
  { name: 'zip bomb 2 GiB (size lies: 1 MB)', make: (path) => zipBomb(path, true) },
  { name: '5,000,000 empty rows', make: emptyRows },
  { name: 'one 500 MB inline string', make: (path) => giantString(path, 'inline') },
  { name: 'one 500 MB shared string', make: (path) => giantString(path, 'shared') },
];

/** Writes every giant file into `folder`; `only` picks some by index. */
export async function writeGiantFiles(folder: string, only?: number[]): Promise<GiantFile[]> {
  const files: GiantFile[] = [];
  for (const [index, { name, make }] of MAKERS.entries()) {
    if (only && !only.includes(index)) continue;
    const path = join(folder, `giant-${index + 1}.xlsx`);
    const inflatedBytes = await make(path);
    files.push({ name, path, bytes: statSync(path).size, inflatedBytes });
  }
  return files;
}
