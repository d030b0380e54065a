/** Plain-text tables for the terminal: the first column left-aligned, the others right-aligned. */

export interface TextTableOptions {
  /** Spaces before each line. Default 2. */
  indent?: number;
  /** Columns (by index) aligned left; default only the first. */
  leftColumns?: number[];
}

export function textTable(header: string[], rows: string[][], options: TextTableOptions = {}): string {
  const indent = ' '.repeat(options.indent ?? 2);
  const left = new Set(options.leftColumns ?? [0]);
  const all = [header, ...rows];
  const widths = header.map((_, c) => Math.max(...all.map((row) => (row[c] ?? '').length)));
  const line = (row: string[]) =>
    indent +
    row
      .map((cell, c) => (left.has(c) ? cell.padEnd(widths[c]) : cell.padStart(widths[c])))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}
