import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { testInsights } from '../test/insights-test-kit';
import { BulkExportBar } from './BulkExportBar';

test('a selection that would make a bad file shows each problem and downloads nothing', async () => {
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  const [good] = testInsights().negative_suggestions;
  // The same negative twice, and one whose ad group is unknown.
  const broken = { ...good!, id: 'neg:broken', ad_group_id: null };
  render(<BulkExportBar selection={{ negatives: [good!, good!, broken], harvests: [] }} />);
  await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Export bulk upload file' }));
  expect(screen.getByText('The file was not created: fix these first')).toBeInTheDocument();
  expect(screen.getByText('Row 2, negative keyword "cheap valve": the same as row 1.')).toBeInTheDocument();
  expect(screen.getByText('Row 3, negative keyword "cheap valve": the ad group ID is missing.')).toBeInTheDocument();
  expect(click).not.toHaveBeenCalled();
  click.mockRestore();
});
