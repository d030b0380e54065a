import { describe, expect, test } from 'vitest';
import { csvCell, csvFile, csvLines, spreadsheetSafeText } from '../../src/csv/write-csv.js';

describe('spreadsheetSafeText', () => {
  test.each([
    ['=HYPERLINK("http://evil.example","click")', `'=HYPERLINK("http://evil.example","click")`],
    ['+cmd|\' /C calc\'!A0', `'+cmd|' /C calc'!A0`],
    ['-2+3+cmd|\' /C calc\'!A0', `'-2+3+cmd|' /C calc'!A0`],
    ['@SUM(1+9)*cmd|\' /C calc\'!A0', `'@SUM(1+9)*cmd|' /C calc'!A0`],
    ['\t=1+1', `'\t=1+1`],
    ['\r=1+1', `'\r=1+1`],
    ['-1.20 pp', `'-1.20 pp`],
    ['-', `'-`],
  ])('makes %j text that a spreadsheet shows rather than runs', (text, safe) => {
    expect(spreadsheetSafeText(text)).toBe(safe);
  });

  test.each(['-12.5%', '+13.17%', '-$1,234.56', '+$37.01', '-3', '+0.25', '-0.5'])('leaves the formatted figure %j a number', (text) => {
    expect(spreadsheetSafeText(text)).toBe(text);
  });

  test.each(['garden hose', 'a=b', 'x-ray valves', '', '1+1', "'already quoted"])('leaves %j as it is', (text) => {
    expect(spreadsheetSafeText(text)).toBe(text);
  });
});

describe('csvCell', () => {
  test('numbers, negative ones included, are written as numbers', () => {
    expect([-12.5, 0, 3.25, -0.0001].map(csvCell)).toEqual(['-12.5', '0', '3.25', '-0.0001']);
  });

  test('a formula is prefixed first, then quoted when it holds a comma or a quote', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('\t=1+1')).toBe("'\t=1+1");
  });

  test('RFC 4180 quoting, empty nulls and booleans are unchanged', () => {
    expect(['a, b', 'say "hi"', 'two\nlines', ' padded', null, true].map(csvCell)).toEqual(['"a, b"', '"say ""hi"""', '"two\nlines"', '" padded"', '', 'TRUE']);
  });
});

test('csvLines and csvFile: CRLF between rows, a byte-order mark and a final CRLF', () => {
  expect(csvFile(csvLines([['Term', 'Spend'], ['=cmd', -4.5]]))).toBe("\uFEFFTerm,Spend\r\n'=cmd,-4.5\r\n");
});
