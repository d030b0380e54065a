import { describe, expect, test } from 'vitest';
import { tablesToClipboard, tableToHtml, tableToTsv, type ClipboardTable } from '../../src/clipboard/clipboard-table.js';

const table: ClipboardTable = {
  title: 'Account Level',
  headers: ['Metric', 'Value'],
  rows: [['Total Spend', '$1,234.50'], ['ROAS', '2.49']],
};

describe('clipboard tables', () => {
  test('tab-separated text: the title, the header row, then one line per row', () => {
    expect(tableToTsv(table)).toBe('Account Level\nMetric\tValue\nTotal Spend\t$1,234.50\nROAS\t2.49');
  });

  test('a tab or line break inside a cell does not split it', () => {
    expect(tableToTsv({ title: 'T', headers: ['Name'], rows: [['a\tb\nc']] })).toBe('T\nName\na b c');
  });

  test('HTML: a heading and a table with header cells, text escaped', () => {
    const html = tableToHtml({ title: 'Top <5>', headers: ['Campaign'], rows: [['Brand & "Exact"']] });
    expect(html).toContain('<h3>Top &#60;5&#62;</h3>');
    expect(html).toContain('<th>Campaign</th>');
    expect(html).toContain('<td>Brand &#38; &#34;Exact&#34;</td>');
    expect(html).not.toContain('<5>');
  });

  test('Copy All joins the tables with a blank line in text and in order in HTML', () => {
    const all = tablesToClipboard([table, { ...table, title: 'Second' }]);
    expect(all.text.split('\n\n')).toHaveLength(2);
    expect(all.text.split('\n\n')[1]!.startsWith('Second')).toBe(true);
    expect(all.html.indexOf('Account Level')).toBeLessThan(all.html.indexOf('Second'));
  });
});
