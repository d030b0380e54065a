import { afterEach, expect, test, vi } from 'vitest';
import { ProgressBar } from '../../src/cli/progress-bar.js';

afterEach(() => vi.useRealTimers());

test('draws the share of bytes read, the rows and the sheet, at most every 100 ms, and clears itself', () => {
  vi.useFakeTimers();
  vi.setSystemTime(1_000_000);
  const written: string[] = [];
  const bar = new ProgressBar({ write: (text: string) => void written.push(text), columns: 120 }, 1000);
  bar.update({ sheet: 'Sponsored Products Campaigns', rowsRead: 5000, bytesRead: 250 });
  bar.update({ sheet: 'SP Search Term Report', rowsRead: 5000, bytesRead: 250 }); // within 100 ms: not drawn
  vi.setSystemTime(1_000_150);
  bar.update({ sheet: 'SP Search Term Report', rowsRead: 10000, bytesRead: 500 });
  expect(written).toEqual([
    `\r\x1b[K[========                      ]  25%  5,000 rows  Sponsored Products Campaigns`,
    `\r\x1b[K[=======================       ]  75%  15,000 rows  SP Search Term Report`,
  ]);
  bar.finish();
  expect(written.at(-1)).toBe('\r\x1b[K');
});
