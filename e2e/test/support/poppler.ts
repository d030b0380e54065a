// The PDF journey reads the downloaded report with poppler-utils (pdftotext, pdfinfo, pdftoppm).
// Without them it is skipped with the same loud banner as a missing Chromium (a failure in CI).
import fs from 'node:fs';
import path from 'node:path';
import { skipLoudly } from './chromium.js';

const POPPLER_COMMANDS = ['pdftotext', 'pdfinfo', 'pdftoppm'];

function onPath(command: string): boolean {
  return (process.env.PATH ?? '').split(path.delimiter).some((dir) => {
    try {
      fs.accessSync(path.join(dir, command), fs.constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/** True when every poppler command the PDF checks call is installed; otherwise skips loudly. */
export function requirePoppler(what: string): boolean {
  const missing = POPPLER_COMMANDS.filter((command) => !onPath(command));
  if (missing.length === 0) return true;
  return skipLoudly(what, `${missing.join(', ')} not found on PATH (apt-get install -y poppler-utils)`);
}
