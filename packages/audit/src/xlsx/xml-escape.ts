/** Escaping of text written into SpreadsheetML (the writer side of xml-text.ts). */

// eslint-disable-next-line no-control-regex
const NEEDS_ESCAPE = /[&<>"\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|_x[0-9a-fA-F]{4}_/;
// eslint-disable-next-line no-control-regex
const ESCAPES = /[&<>"\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|_(?=x[0-9a-fA-F]{4}_)/g;

function escapeOne(match: string): string {
  switch (match) {
    case '&': return '&amp;';
    case '<': return '&lt;';
    case '>': return '&gt;';
    case '"': return '&quot;';
    // A literal "_xHHHH_" would be read back as an escaped character: escape its underscore.
    case '_': return '_x005F_';
    // XML 1.0 cannot carry these characters; SpreadsheetML spells them _xHHHH_ (as Excel and POI do).
    default: return `_x${match.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}_`;
  }
}

/** Escapes text for element content and double-quoted attributes. */
export function escapeXml(text: string): string {
  return NEEDS_ESCAPE.test(text) ? text.replace(ESCAPES, escapeOne) : text;
}
