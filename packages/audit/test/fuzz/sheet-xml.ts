/**
 * Random worksheets with the values they mean: each cell value is written in one of the shapes
 * Excel, LibreOffice or Apache POI write (inline, preserved, rich and phonetic text, shared
 * strings, formulas with cached values, numbers in any text form, booleans, errors, empty cells,
 * with or without `r` references, with a namespace prefix or none), text escaped in any legal way.
 */
import fc from 'fast-check';
import type { CellValue } from '../../src/xlsx/types.js';
import { columnLetters } from '../../src/xlsx/cell-ref.js';

export interface GeneratedSheet {
  /** The worksheet XML and the shared-string table XML it refers to. */
  sheetXml: string;
  sharedStringsXml: string;
  /** The texts of that table, by index. */
  sharedTexts: string[];
  /** Row 1 (the header) then every data row, by row number; trailing nulls left out. */
  expected: Map<number, CellValue[]>;
}

type CellSpec =
  | { kind: 'text'; text: string; shape: number; entityStyle: number }
  | { kind: 'number'; text: string; shape: number }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'empty'; shape: number };

/** Characters XML 1.0 cannot carry raw (or that a parser would normalise): SpreadsheetML writes them _xHHHH_. */
// eslint-disable-next-line no-control-regex
const NOT_RAW = /[\u0000-\u0008\u000b-\u001f\ufffe\uffff]/g;

/** Escapes text for element content; `style` picks named, decimal or hex references for some characters. */
export function escapeText(text: string, style: number): string {
  const references = (ch: string) => {
    const code = ch.codePointAt(0)!;
    if (style === 1) return `&#${code};`;
    if (style === 2) return `&#x${code.toString(16)};`;
    return ch === '&' ? '&amp;' : ch === '<' ? '&lt;' : '&gt;';
  };
  const escaped = text
    .replace(/_(?=x[0-9a-fA-F]{4}_)/g, '_x005F_')
    .replace(NOT_RAW, (ch) => `_x${ch.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}_`)
    .replace(/[&<>]/g, references);
  // Style 3 also spells every 'e' as a reference, so decoding has work in long plain runs too.
  return style === 3 ? escaped.replace(/e/g, '&#101;') : escaped;
}

const NUMBER_FORMS = [
  (n: number) => String(n),
  (n: number) => n.toExponential(),
  (n: number) => n.toPrecision(6),
  (n: number) => n.toFixed(2),
  (n: number) => n.toExponential().toUpperCase(),
];

const cellSpec: fc.Arbitrary<CellSpec> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('text' as const), text: fc.string({ unit: 'binary', maxLength: 24 }), shape: fc.nat({ max: 7 }), entityStyle: fc.nat({ max: 3 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('text' as const), text: fc.string({ unit: fc.constantFrom('&', '<', '>', '_', 'x', '0', 'D', ' ', '"', "'", '\n', '\t', '\r'), maxLength: 24 }), shape: fc.nat({ max: 7 }), entityStyle: fc.nat({ max: 3 }) }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('number' as const),
      text: fc.oneof(
        fc.tuple(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.nat({ max: NUMBER_FORMS.length - 1 })).map(([n, form]) => NUMBER_FORMS[form](n)),
        fc.tuple(fc.integer({ min: -1e6, max: 1e6 }), fc.nat({ max: 6 })).map(([n, scale]) => (n / 10 ** scale).toFixed(scale)),
      ),
      shape: fc.nat({ max: 2 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('boolean' as const), value: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('empty' as const), shape: fc.nat({ max: 2 }) }) },
);

/** A row: each cell comes after a gap of 0-3 empty columns. */
const rowSpec = fc.array(fc.tuple(fc.nat({ max: 3 }), cellSpec), { maxLength: 8 });

export const sheetArbitrary: fc.Arbitrary<GeneratedSheet> = fc
  .record({
    prefix: fc.constantFrom('', 'x:'),
    rows: fc.array(fc.tuple(fc.nat({ max: 2 }), rowSpec, fc.boolean()), { minLength: 1, maxLength: 10 }),
  })
  .map(({ prefix, rows }) => buildSheet(prefix, rows));

function buildSheet(prefix: string, rows: [number, [number, CellSpec][], boolean][]): GeneratedSheet {
  const shared: string[] = [];
  const expected = new Map<number, CellValue[]>();
  const p = prefix;
  let xml = `<?xml version="1.0" encoding="UTF-8"?>\n<${p}worksheet xmlns${p ? `:${p.slice(0, -1)}` : ''}="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><${p}dimension ref="A1"/><${p}sheetData>`;
  let rowNumber = 0;
  for (const [gap, cells, withReferences] of rows) {
    // Without an `r` a row is numbered right after the previous one; with one, rows may be skipped.
    rowNumber += withReferences ? gap + 1 : 1;
    const values: CellValue[] = [];
    let cellXml = '';
    let column = -1;
    for (const [skip, spec] of cells) {
      const previous = column;
      column += skip + 1;
      const reference = withReferences || column !== previous + 1 ? ` r="${columnLetters(column)}${rowNumber}"` : '';
      const { xml: written, value } = writeCell(p, reference, spec, shared);
      cellXml += written;
      values[column] = value;
    }
    expected.set(rowNumber, trimmed(values));
    const rowReference = withReferences ? ` r="${rowNumber}"` : '';
    xml += cellXml === '' ? `<${p}row${rowReference}/>` : `<${p}row${rowReference} spans="1:9">${cellXml}</${p}row>`;
  }
  xml += `</${p}sheetData><${p}pageMargins left="0.7"/></${p}worksheet>`;
  const items = shared.map((text, i) => {
    if (i % 3 !== 2) return `<si><t>${escapeText(text, i % 3)}</t></si>`;
    const [a, b] = splitText(text);
    return `<si><r><t>${escapeText(a, 0)}</t></r><r><rPr><b/></rPr><t xml:space="preserve">${escapeText(b, 0)}</t></r><rPh sb="0" eb="1"><t>ヨミ</t></rPh></si>`;
  });
  const sharedStringsXml = `<?xml version="1.0"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${shared.length}" uniqueCount="${shared.length}">${items.join('')}</sst>`;
  return { sheetXml: xml, sharedStringsXml, sharedTexts: shared, expected };
}

/** The text in two halves, cut between code points. */
function splitText(text: string): [string, string] {
  const chars = [...text];
  const half = Math.floor(chars.length / 2);
  return [chars.slice(0, half).join(''), chars.slice(half).join('')];
}

/** Holes filled with null, trailing nulls left out. */
export function trimmed(cells: readonly CellValue[]): CellValue[] {
  const out = Array.from(cells, (cell) => cell ?? null);
  while (out.length > 0 && out[out.length - 1] === null) out.pop();
  return out;
}

function writeCell(p: string, reference: string, spec: CellSpec, shared: string[]): { xml: string; value: CellValue } {
  const c = (attributes: string, content: string) => `<${p}c${attributes}>${content}</${p}c>`;
  switch (spec.kind) {
    case 'text': {
      const text = escapeText(spec.text, spec.entityStyle);
      const t = (body: string, preserve = false) => `<${p}t${preserve ? ' xml:space="preserve"' : ''}>${body}</${p}t>`;
      switch (spec.shape) {
        case 0: return { xml: c(`${reference} t="inlineStr"`, `<${p}is>${t(text)}</${p}is>`), value: spec.text };
        case 1: return { xml: c(`${reference} t="inlineStr"`, `<${p}is>${t(text, true)}</${p}is>`), value: spec.text };
        case 2: {
          // Rich text: the text split into two runs (at a code point boundary), the second one formatted.
          const [a, b] = splitText(spec.text);
          const runs = `<${p}r>${t(escapeText(a, spec.entityStyle))}</${p}r><${p}r><${p}rPr><${p}b/></${p}rPr>${t(escapeText(b, spec.entityStyle), true)}</${p}r>`;
          return { xml: c(` s="4"${reference} t="inlineStr"`, `<${p}is>${runs}</${p}is>`), value: spec.text };
        }
        case 3: return { xml: c(`${reference} t="inlineStr"`, `<${p}is>${t(text)}<${p}rPh sb="0" eb="1">${t('ヨミ')}</${p}rPh></${p}is>`), value: spec.text };
        case 4: return { xml: c(`${reference} t="str"`, `<${p}f>CONCAT("a";"b")</${p}f><${p}v>${text}</${p}v>`), value: spec.text };
        case 5: return { xml: c(`${reference} t="d"`, `<${p}v>${text}</${p}v>`), value: spec.text };
        default: {
          shared.push(spec.text);
          return { xml: c(`${reference} s="1" t="s"`, `<${p}v>${shared.length - 1}</${p}v>`), value: spec.text };
        }
      }
    }
    case 'number': {
      const value = Number(spec.text);
      if (spec.shape === 0) return { xml: c(reference, `<${p}v>${spec.text}</${p}v>`), value };
      if (spec.shape === 1) return { xml: c(`${reference} t="n"`, `<${p}f>SUM(A1:A2)</${p}f><${p}v>${spec.text}</${p}v>`), value };
      return { xml: c(`${reference} s="2"`, `<${p}v>${spec.text}</${p}v>`), value };
    }
    case 'boolean':
      return { xml: c(`${reference} t="b"`, `<${p}v>${spec.value ? 1 : 0}</${p}v>`), value: spec.value };
    case 'empty':
      if (spec.shape === 0) return { xml: `<${p}c${reference} s="3"/>`, value: null };
      if (spec.shape === 1) return { xml: c(`${reference} t="e"`, `<${p}v>#N/A</${p}v>`), value: null };
      return { xml: c(reference, ''), value: null };
  }
}
