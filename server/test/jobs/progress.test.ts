import { describe, expect, it } from 'vitest';
import { ProgressWriter, progressMessage } from '../../src/jobs/progress.js';

describe('progressMessage', () => {
  it('names the sheet and the rows read so far', () => {
    expect(progressMessage({ sheet: 'Sponsored Products Campaigns', rowsRead: 12000 })).toBe('Reading Sponsored Products Campaigns (12,000 rows)...');
    expect(progressMessage({ sheet: 'SP Search Term Report', rowsRead: 0 })).toBe('Reading SP Search Term Report...');
  });
});

describe('ProgressWriter', () => {
  it('writes the newest message at most once per interval, one write at a time', async () => {
    const written: string[] = [];
    const writer = new ProgressWriter(async (message) => {
      written.push(message);
    }, 50);
    for (let i = 1; i <= 1000; i += 1) writer.report(`row ${i}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(written).toEqual(['row 1000']);
    writer.report('row 1001');
    writer.report('row 1002');
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(written).toEqual(['row 1000', 'row 1002']);
    await writer.stop();
  });

  it('drops pending messages on stop, so a final status is not overwritten', async () => {
    const written: string[] = [];
    const writer = new ProgressWriter(async (message) => {
      written.push(message);
    }, 50);
    writer.report('first');
    await new Promise((resolve) => setTimeout(resolve, 10));
    writer.report('late');
    await writer.stop();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(written).toEqual(['first']);
  });
});
