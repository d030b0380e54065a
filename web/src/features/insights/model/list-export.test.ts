import { expect, test } from 'vitest';
import { listCsv } from './list-export';
import { countColumn, textColumn } from './insight-column';

interface TermRow {
  term: string;
  change: number;
}

const COLUMNS = [textColumn<TermRow>('term', 'Search Term', (r) => r.term), countColumn<TermRow>('change', 'Change', (r) => r.change)];

test('a shopper search term that starts a formula is exported as text; a negative figure stays a number', () => {
  const csv = listCsv(COLUMNS, [
    { term: '=HYPERLINK("http://evil.example","valves")', change: -12.5 },
    { term: '+cmd', change: 3 },
    { term: 'ball valve', change: 0 },
  ]);
  expect(csv).toBe(`\uFEFFSearch Term,Change\r\n"'=HYPERLINK(""http://evil.example"",""valves"")",-12.5\r\n'+cmd,3\r\nball valve,0\r\n`);
});
