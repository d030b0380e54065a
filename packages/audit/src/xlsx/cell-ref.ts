/** Spreadsheet column letters <-> 0-based column indexes (A = 0, Z = 25, AA = 26). */

const letterCache: string[] = [];

export function columnLetters(index: number): string {
  const cached = letterCache[index];
  if (cached !== undefined) return cached;
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  if (index < 16384) letterCache[index] = letters;
  return letters;
}

/** Index of the column in a reference like "AB12" (letters only are read); -1 when there are none. */
export function columnIndexOf(reference: string): number {
  let column = 0;
  let i = 0;
  for (; i < reference.length; i++) {
    const code = reference.charCodeAt(i) | 0x20; // lower-case
    if (code < 97 || code > 122) break;
    column = column * 26 + (code - 96);
  }
  return i === 0 ? -1 : column - 1;
}
