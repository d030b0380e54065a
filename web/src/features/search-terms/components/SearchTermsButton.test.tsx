import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SearchTermsButton } from './SearchTermsButton';
import { AD_GROUP_ID, pagedSearchTerms, renderInSession, stubSearchTermsApi, UPLOAD_ID } from '../../../test/search-terms-fixture';

const button = <SearchTermsButton campaignName="Valves - Exact" adGroupId={AD_GROUP_ID} adGroupName="Brass valves" />;

describe('SearchTermsButton', () => {
  it("is disabled and reads 'Processing...' while the search-terms task runs", () => {
    const { calls } = stubSearchTermsApi(pagedSearchTerms(3));
    renderInSession(button, { searchTermsProcessing: true });
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Search Terms' })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('opens the dialog of its ad group, which loads the first 50 search terms', async () => {
    const { calls } = stubSearchTermsApi(pagedSearchTerms(3));
    const { user } = renderInSession(button);
    expect(calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Search Terms' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search Terms' });
    expect(dialog).toHaveTextContent('Campaign: Valves - Exact');
    expect(dialog).toHaveTextContent('Ad group: Brass valves');
    expect(await screen.findByText('Showing 1-3 of 3 search terms')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual([`/api/search-terms/${AD_GROUP_ID}?limit=50&offset=0&upload_id=${UPLOAD_ID}`]);
  });
});
