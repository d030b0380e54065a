// The dialog's sort, filter and export: what it asks the server for, and what it shows.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MockReply } from '../../../test/api-mock';
import { SearchTermsButton } from './SearchTermsButton';
import { AD_GROUP_ID, pagedSearchTerms, renderInSession, stubSearchTermsApi, testSearchTerm } from '../../../test/search-terms-fixture';

afterEach(() => vi.restoreAllMocks());

async function openDialog() {
  const view = renderInSession(<SearchTermsButton campaignName="Valves - Exact" adGroupId={AD_GROUP_ID} adGroupName="Brass valves" />);
  await view.user.click(screen.getByRole('button', { name: 'Search Terms' }));
  return { ...view, dialog: await screen.findByRole('dialog', { name: 'Search Terms' }) };
}

const header = (dialog: HTMLElement, label: string) => within(within(dialog).getByRole('table')).getByRole('columnheader', { name: label });
const lastQuery = (calls: { path: string }[]) => new URL(calls.at(-1)!.path, 'http://x').searchParams;

/** The server's answer, with the query it was asked echoed as the first term's name (what it sorted and kept). */
function echoingServer(total: number) {
  const paged = pagedSearchTerms(total);
  return (request: Request): MockReply => {
    const query = new URL(request.url).searchParams;
    const reply = paged(request) as { body: { data: { search_terms: { customer_search_term: string }[] } } };
    const first = reply.body.data.search_terms[0];
    if (first) first.customer_search_term = `sorted by ${query.get('sort')} ${query.get('order')}`;
    return reply;
  };
}

describe('SearchTermsDialog sort, filter and export', { timeout: 30_000 }, () => {
  it('asks the server for a column highest first, then lowest, and starts again from page 1', async () => {
    const { calls } = stubSearchTermsApi(echoingServer(120));
    const { dialog, user } = await openDialog();
    await within(dialog).findByText('Showing 1-50 of 120 search terms');
    expect(header(dialog, 'Spend')).toHaveAttribute('aria-sort', 'descending');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await within(dialog).findByText('Showing 51-100 of 120 search terms');

    await user.click(within(header(dialog, 'ACOS')).getByRole('button', { name: 'ACOS' }));
    expect(await within(dialog).findByText('sorted by acos desc')).toBeInTheDocument();
    expect(within(dialog).getByText('Showing 1-50 of 120 search terms')).toBeInTheDocument();
    expect(header(dialog, 'ACOS')).toHaveAttribute('aria-sort', 'descending');
    expect(header(dialog, 'Spend')).not.toHaveAttribute('aria-sort');
    expect(lastQuery(calls).get('offset')).toBe('0');

    await user.click(within(header(dialog, 'ACOS')).getByRole('button', { name: 'ACOS' }));
    expect(await within(dialog).findByText('sorted by acos asc')).toBeInTheDocument();
    expect(header(dialog, 'ACOS')).toHaveAttribute('aria-sort', 'ascending');
  });

  it('filters by text and minimum clicks and spend on the server, and says when nothing matches', async () => {
    const { calls } = stubSearchTermsApi((request) => {
      const query = new URL(request.url).searchParams;
      return pagedSearchTerms(query.has('q') ? 0 : 120)(request);
    });
    const { dialog, user } = await openDialog();
    await within(dialog).findByText('Showing 1-50 of 120 search terms');
    const filters = within(within(dialog).getByRole('search', { name: 'Filter search terms' }));

    await user.type(filters.getByLabelText('Min clicks'), '2.5');
    expect(filters.getByText('A whole number, 0 or more')).toBeInTheDocument();
    expect(filters.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await user.clear(filters.getByLabelText('Min clicks'));
    await user.type(filters.getByLabelText('Min clicks'), '3');
    await user.type(filters.getByLabelText('Min spend'), '12.5{Enter}');
    await vi.waitFor(() => expect(lastQuery(calls).get('min_spend')).toBe('12.5'));
    expect(lastQuery(calls).get('min_clicks')).toBe('3');
    expect(lastQuery(calls).has('q')).toBe(false);

    await user.type(filters.getByLabelText('Search term or keyword contains'), 'nothing like it');
    await user.click(filters.getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('No search terms match the filters. Change or clear them.')).toBeInTheDocument();
    expect(lastQuery(calls).get('q')).toBe('nothing like it');

    await user.click(within(within(dialog).getByRole('search')).getByRole('button', { name: 'Clear' }));
    expect(await within(dialog).findByText('Showing 1-50 of 120 search terms')).toBeInTheDocument();
    for (const field of ['Search term or keyword contains', 'Min clicks', 'Min spend']) expect(filters.getByLabelText(field)).toHaveValue('');
  });

  it("exports every term of the ad group, all pages, in the table's order, with no cell a spreadsheet would run", async () => {
    const { calls } = stubSearchTermsApi((request) => {
      const reply = pagedSearchTerms(620)(request) as { body: { data: { search_terms: ReturnType<typeof testSearchTerm>[] } } };
      const first = reply.body.data.search_terms[0];
      if (first?.customer_search_term === 'valve term 1') first.customer_search_term = '=HYPERLINK("http://evil")';
      return reply;
    });
    let blob: Blob | null = null;
    const names: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((object) => {
      blob = object as Blob;
      return 'blob:terms';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const { dialog, user } = await openDialog();
    await within(dialog).findByText('Showing 1-50 of 620 search terms');
    await user.click(within(header(dialog, 'Clicks')).getByRole('button', { name: 'Clicks' }));
    await user.click(within(dialog).getByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(names).toEqual(['search-terms-brass-valves.csv']));

    const exports = calls.filter((call) => new URL(call.path, 'http://x').searchParams.get('limit') === '500');
    expect(exports.map((call) => new URL(call.path, 'http://x').searchParams.get('offset'))).toEqual(['0', '500']);
    expect(exports.every((call) => new URL(call.path, 'http://x').searchParams.get('sort') === 'clicks')).toBe(true);
    expect(exports.some((call) => new URL(call.path, 'http://x').searchParams.has('q'))).toBe(false);
    const lines = (await blob!.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines).toHaveLength(621);
    expect(lines[0]).toBe('Type,Customer Search Term,Keyword/Targeting,Match Type,Bid (USD),Impressions,Clicks,CTR,Spend (USD),Sales (USD),Orders,CVR,ACOS,CPC (USD),ROAS,Status');
    expect(lines[1]).toBe('Keyword,"\'=HYPERLINK(""http://evil"")",brass valve,Exact,1.2,1001,20,2,12.5,50,2,10,25,0.625,4,enabled');
  });
});
