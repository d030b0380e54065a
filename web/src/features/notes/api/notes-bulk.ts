import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { VALIDATION_ERRORS } from '../../../lib/api-errors';
import { useAccountParam } from '../../accounts';
import { NOTES_KEY, type Note } from './types';

export interface BulkNotes {
  campaign_notes: Record<string, Note[]>;
  parent_asin_notes: Record<string, Note[]>;
}

/** The API takes at most this many ids per list: longer lists go in several calls. */
export const BULK_NOTES_MAX_KEYS = 10_000;

const chunk = (keys: readonly string[], start: number) => keys.slice(start, start + BULK_NOTES_MAX_KEYS);

async function fetchBulkNotes(campaignIds: readonly string[], parentAsins: readonly string[], everyParentAsin: boolean, accountId: number | undefined, signal: AbortSignal): Promise<BulkNotes> {
  const merged: BulkNotes = { campaign_notes: {}, parent_asin_notes: {} };
  // Once at least: every parent-ASIN note of the account comes with the first call when asked for.
  for (let start = 0; start === 0 || start < Math.max(campaignIds.length, parentAsins.length); start += BULK_NOTES_MAX_KEYS) {
    const body = { campaign_ids: chunk(campaignIds, start), parent_asins: chunk(parentAsins, start), all_parent_asins: everyParentAsin && start === 0, account_id: accountId };
    const page = await unwrap(api.POST('/api/notes/bulk', { body, signal }), VALIDATION_ERRORS);
    Object.assign(merged.campaign_notes, page.campaign_notes);
    Object.assign(merged.parent_asin_notes, page.parent_asin_notes);
  }
  return merged;
}

export const bulkNotesKey = (campaignIds: readonly string[], parentAsins: readonly string[]) =>
  [...NOTES_KEY, 'bulk', campaignIds.join(','), parentAsins.join(',')] as const;

/**
 * POST /api/notes/bulk: the notes of every campaign and parent ASIN on screen, in the chosen ad
 * account (their counts feed the badges). With `everyParentAsin`, every other parent-ASIN note of
 * the account too, so notes written earlier show without a business report to list their parents.
 */
export function useBulkNotes(campaignIds: readonly string[], parentAsins: readonly string[], { everyParentAsin = false, enabled = true } = {}) {
  const accountId = useAccountParam();
  return useQuery({
    queryKey: [...bulkNotesKey(campaignIds, parentAsins), everyParentAsin, accountId ?? 'default'],
    queryFn: ({ signal }) => fetchBulkNotes(campaignIds, parentAsins, everyParentAsin, accountId, signal),
    enabled: enabled && (everyParentAsin || campaignIds.length + parentAsins.length > 0),
    // A new list (a business report came, say) keeps the last counts on the badges until its answer comes.
    placeholderData: keepPreviousData,
    // The error is shown with a Retry button rather than retried silently.
    retry: false,
  });
}
