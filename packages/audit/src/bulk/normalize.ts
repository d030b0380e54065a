/**
 * Normalisation keys for headers and enumerated values: lower case, letters and digits only.
 * Amazon writes the same column or value in Title Case, sentence case, camelCase, with
 * hyphens or en/em dashes depending on console language and year.
 */

const DASHES = /[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/g;
const SPACES = /[\s\u00A0\u202F\uFEFF]+/g;

/**
 * Header key: lower case, BOM and outer spaces removed, inner whitespace collapsed,
 * dash variants folded to '-', British 'optimisation' folded to US spelling.
 * Suffixes such as '(informational only)' stay: they name different columns.
 */
export function headerKey(header: unknown): string {
  if (header === null || header === undefined) return '';
  return String(header)
    .replace(DASHES, '-')
    .replace(SPACES, ' ')
    .trim()
    .toLowerCase()
    .replace(/optimisation/g, 'optimization');
}

const ENUM_NOISE = /[\s\u00A0\u202F\uFEFF_\-\u2010-\u2015\u2212]+/g;

/**
 * Enum key: lower case with spaces, underscores, hyphens and dashes removed, so that
 * 'Negative Exact' = 'negativeExact' and 'Placement Rest Of Search' = 'placementRestOfSearch'.
 */
export function enumKey(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value).replace(ENUM_NOISE, '').toLowerCase();
}

/** Sheet names compare like headers (case-insensitive, spacing and dashes folded). */
export function sheetKey(name: string): string {
  return headerKey(name);
}
