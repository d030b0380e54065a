import { screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred } from '../../../test/api-mock';
import { SearchTermsButton } from './SearchTermsButton';
import { SEARCH_TERM_COLUMN_LABELS } from './SearchTermsTable';
import { AD_GROUP_ID, pagedSearchTerms, renderInSession, stubSearchTermsApi, UPLOAD_ID } from '../../../test/search-terms-fixture';

const SHEET_HEADERS = {
  'x-available-sheets': '[]',
  'x-expected-sheets': JSON.stringify(['SP Search Term Report', 'SB Search Term Report']),
  'x-instructions': 'In the Amazon Ads console, open Bulk operations, tick "Search terms".',
};

async function openDialog() {
  const view = renderInSession(<SearchTermsButton campaignName="Valves - Exact" adGroupId={AD_GROUP_ID} adGroupName="Brass valves" />);
  await view.user.click(screen.getByRole('button', { name: 'Search Terms' }));
  return { ...view, dialog: await screen.findByRole('dialog', { name: 'Search Terms' }) };
}

const bodyRows = (dialog: HTMLElement) => within(within(dialog).getByRole('table')).getAllByRole('row').slice(1);
const pageButton = (dialog: HTMLElement, name: 'Previous' | 'Next') => within(dialog).getByRole('button', { name });

describe('SearchTermsDialog', { timeout: 30_000 }, () => {
  it('shows the loading message, then the chips, the 16 columns and the page of search terms', async () => {
    const reply = deferred(pagedSearchTerms(120)(new Request(`http://x/api/search-terms/${AD_GROUP_ID}?limit=50&offset=0`)));
    stubSearchTermsApi(reply.handler);
    const { dialog } = await openDialog();
    expect(within(dialog).getByText('Loading search terms...')).toBeInTheDocument();
    reply.release();
    expect(await within(dialog).findByText('Showing 1-50 of 120 search terms')).toBeInTheDocument();
    expect(within(dialog).getByText('Total: 120')).toBeInTheDocument();
    // 16 of the first 50 terms are product targets, 40 of all 120: the chip counts the whole ad group.
    expect(within(dialog).getByText('Product Targeting: 40')).toBeInTheDocument();
    expect(within(dialog).queryByText(/^Page \d/)).not.toBeInTheDocument();
    const headers = within(within(dialog).getByRole('table')).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(SEARCH_TERM_COLUMN_LABELS);
    expect(headers).toHaveLength(16);
    const rows = bodyRows(dialog);
    expect(rows).toHaveLength(50);
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells(rows[0])).toEqual([
      'Keyword', 'valve term 1', 'brass valve', 'Exact', '$1.20', '1,001', '20', '2.00%', '$12.50', '$50.00', '2', '10.00%', '25.00%', '$0.63', '4.00', 'enabled',
    ]);
    expect(cells(rows[2]).slice(0, 5)).toEqual(['Product Targeting', 'valve term 3', 'close-match', '—', '$1.20']);
    // Term 15 is a target without a bid of its own: its ad group's default bid, marked and explained.
    expect(cells(rows[14])[4]).toBe('$0.75 (default)');
    expect(within(dialog).getByText(/\(default\) No bid of its own: the ad group's default bid applies\./)).toBeInTheDocument();
  });

  it('pages with Next and Previous, 50 at a time, by has_next and has_previous', async () => {
    const { calls } = stubSearchTermsApi(pagedSearchTerms(120));
    const { dialog, user } = await openDialog();
    await within(dialog).findByText('Showing 1-50 of 120 search terms');
    expect(pageButton(dialog, 'Previous')).toBeDisabled();
    await user.click(pageButton(dialog, 'Next'));
    expect(await within(dialog).findByText('Showing 51-100 of 120 search terms')).toBeInTheDocument();
    expect(within(dialog).getByText('Page 2')).toBeInTheDocument();
    expect(bodyRows(dialog)[0]).toHaveTextContent('valve term 51');
    expect(pageButton(dialog, 'Previous')).toBeEnabled();
    await user.click(pageButton(dialog, 'Next'));
    expect(await within(dialog).findByText('Showing 101-120 of 120 search terms')).toBeInTheDocument();
    expect(bodyRows(dialog)).toHaveLength(20);
    expect(pageButton(dialog, 'Next')).toBeDisabled();
    await user.click(pageButton(dialog, 'Previous'));
    expect(await within(dialog).findByText('Showing 51-100 of 120 search terms')).toBeInTheDocument();
    expect(calls.map((call) => call.path.split('?')[1])).toEqual([0, 50, 100].map((offset) => `limit=50&offset=${offset}&upload_id=${UPLOAD_ID}`));
  });

  it('closing resets it: it opens again on page 1', async () => {
    stubSearchTermsApi(pagedSearchTerms(120));
    const { dialog, user } = await openDialog();
    await within(dialog).findByText('Showing 1-50 of 120 search terms');
    await user.click(pageButton(dialog, 'Next'));
    await within(dialog).findByText('Showing 51-100 of 120 search terms');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
    await user.click(screen.getByRole('button', { name: 'Search Terms' }));
    const reopened = await screen.findByRole('dialog', { name: 'Search Terms' });
    expect(await within(reopened).findByText('Showing 1-50 of 120 search terms')).toBeInTheDocument();
    expect(within(reopened).queryByText('Page 2')).not.toBeInTheDocument();
  });

  it('says so when the ad group has no search terms', async () => {
    stubSearchTermsApi(pagedSearchTerms(0));
    const { dialog } = await openDialog();
    expect(await within(dialog).findByText('No search terms found for this ad group.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/^Showing/)).not.toBeInTheDocument();
    expect(pageButton(dialog, 'Next')).toBeDisabled();
  });

  it('counts the product targets of a single page', async () => {
    stubSearchTermsApi(pagedSearchTerms(7));
    const { dialog } = await openDialog();
    expect(await within(dialog).findByText('Product Targeting: 2')).toBeInTheDocument();
    expect(within(dialog).getByText('Total: 7')).toBeInTheDocument();
  });

  it('shows the sheet information in an info alert when the workbook had no search term tabs', async () => {
    stubSearchTermsApi({
      body: {
        status: 'success',
        no_sheets_info: true,
        message: 'No search terms sheets found in the uploaded file',
        available_sheets: ['Sponsored Products Campaigns', 'Portfolios'],
        expected_sheets: ['SP Search Term Report', 'SB Search Term Report'],
        instructions: 'Tick "Search terms" before creating the spreadsheet.',
      },
    });
    const { dialog } = await openDialog();
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('No search terms sheets found in the uploaded file');
    expect(alert).toHaveTextContent('Available sheets: Sponsored Products Campaigns, Portfolios');
    expect(alert).toHaveTextContent('Expected sheets: SP Search Term Report, SB Search Term Report');
    expect(alert).toHaveTextContent('Tick "Search terms" before creating the spreadsheet.');
    expect(alert.className).toMatch(/Info/);
  });

  it('shows an error alert with the generic message, or titled with the server detail', async () => {
    stubSearchTermsApi({ status: 403 });
    const first = await openDialog();
    const generic = await within(first.dialog).findByRole('alert');
    expect(generic).toHaveTextContent('Failed to load search terms. Please try again.');
    expect(generic.className).toMatch(/Error/);
    first.unmount();

    stubSearchTermsApi({ status: 404, body: { detail: 'No processed bulk file found. Upload a bulk file first.' } });
    const second = await openDialog();
    const detailed = await within(second.dialog).findByRole('alert');
    expect(detailed).toHaveTextContent('Failed to load search terms');
    expect(detailed).toHaveTextContent('No processed bulk file found. Upload a bulk file first.');
  });

  it.each([
    [401, 'Not authenticated'],
    [404, 'No processed bulk file found. Upload a bulk file first.'],
    [409, 'Search terms are still being processed. Please try again in a moment.'],
    [422, 'Search terms could not be read: This file is damaged.'],
  ])('shows a %i as an error alert with its detail, never as sheet advice, even with sheet headers', async (status, detail) => {
    stubSearchTermsApi({ status, body: { detail } }, SHEET_HEADERS);
    const { dialog } = await openDialog();
    const alert = await within(dialog).findByRole('alert');
    expect(alert.className).toMatch(/Error/);
    expect(alert).toHaveTextContent(detail);
    expect(alert).not.toHaveTextContent('Expected sheets');
    expect(alert).not.toHaveTextContent('open Bulk operations');
  });

  it('reads the sheet information of a missing-sheet error from its headers and shows it in an info alert', async () => {
    stubSearchTermsApi({ status: 404, body: { detail: 'No search terms sheets found in the uploaded file' } }, SHEET_HEADERS);
    const { dialog } = await openDialog();
    const alert = await within(dialog).findByRole('alert');
    expect(alert.className).toMatch(/Info/);
    expect(alert).toHaveTextContent('No search terms sheets found in the uploaded file');
    expect(alert).toHaveTextContent('Expected sheets: SP Search Term Report, SB Search Term Report');
    expect(alert).toHaveTextContent('open Bulk operations');
    // The server did not say which tabs the workbook has: no empty list is shown.
    expect(alert).not.toHaveTextContent('Available sheets');
  });
});
