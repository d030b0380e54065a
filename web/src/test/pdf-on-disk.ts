// Renders a react-pdf document to a file and reads it back as a reader's tools do (pdftotext,
// pdffonts; poppler-utils, as CI installs it). In a browser the PDF's font comes from the app's
// own URL; under Vitest that URL is Vite's name for the file on disk ('/@fs/…'), read from there.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { Font, pdf } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import type { DocumentProps } from '@react-pdf/renderer';

const VITE_FILE_URL = '/@fs/';

function readFontsFromDisk(): void {
  for (const family of Object.values(Font.getRegisteredFonts())) {
    for (const source of family.sources) {
      if (typeof source.src === 'string' && source.src.startsWith(VITE_FILE_URL)) source.src = source.src.slice(VITE_FILE_URL.length - 1);
    }
  }
}

export async function writePdfFile(document: ReactElement<DocumentProps>, file: string): Promise<string> {
  readFontsFromDisk();
  const stream = await pdf(document).toBuffer();
  const chunks: Buffer[] = [];
  for await (const chunk of stream as unknown as AsyncIterable<Buffer>) chunks.push(Buffer.from(chunk));
  fs.writeFileSync(file, Buffer.concat(chunks));
  return file;
}

/** The PDF's text, laid out as on the page. */
export const pdfTextOf = (file: string): string => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });

/** The names of the fonts the PDF embeds. */
export function pdfFontsOf(file: string): string[] {
  const lines = execFileSync('pdffonts', [file], { encoding: 'utf8' }).split('\n').slice(2);
  return lines.map((line) => line.split(/\s+/)[0]!).filter(Boolean);
}
