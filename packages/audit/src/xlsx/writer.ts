/** writeWorkbook for Node: the environment-neutral workbook writer zipped with node:zlib's deflate. */
import { writeWorkbookWith, type SheetInput, type WriteWorkbookOptions } from './workbook-writer.js';
import { nodeZipCodec } from './zip-writer.js';

export { workbookEntries, type SheetInput, type WriteWorkbookOptions } from './workbook-writer.js';

/** Writes the sheets as an .xlsx workbook (deflated parts). */
export function writeWorkbook(sheets: SheetInput[], options: WriteWorkbookOptions = {}): Uint8Array {
  return writeWorkbookWith(nodeZipCodec, sheets, options);
}
