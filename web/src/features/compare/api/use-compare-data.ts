// The data of the Compare tab: the account's kept uploads, the two chosen audits, and the search
// term rows the comparison of converting terms needs.
import { useQueries, useQuery } from '@tanstack/react-query';
import type { AuditResult, SearchTermInput } from '@ads-auditor/audit';
import { getAdGroupSearchTerms, getUploadAudit, getUploads } from './compare-api';
import { mapLimited } from './map-limited';

/** Parallel search-term calls per upload: enough to overlap round trips, few enough to stay polite. */
const SEARCH_TERM_CALLS_AT_ONCE = 4;

/** How often the list is asked again while a task of a listed upload still runs. */
const RUNNING_TASKS_POLL_MS = 2000;

const running = (status: string | null) => status === 'pending' || status === 'processing';

export function useKeptUploads(accountId: number | null) {
  return useQuery({
    queryKey: ['bulk', 'uploads', accountId ?? 'default', 'compare'],
    queryFn: ({ signal }) => getUploads(accountId, signal),
    staleTime: 0,
    retry: false,
    // A fresh upload's search terms may still be read: the tab compares them once they are.
    refetchInterval: (query) =>
      query.state.data?.uploads.some((u) => running(u.tasks.audit) || running(u.tasks.search_terms)) ? RUNNING_TASKS_POLL_MS : false,
  });
}

/** Both audits (a kept audit never changes, so each is loaded once). */
export function useUploadAudits(uploadIds: readonly (number | null)[]) {
  return useQueries({
    queries: uploadIds.map((id) => ({
      queryKey: ['bulk', 'campaigns', 'upload', id],
      queryFn: ({ signal }: { signal: AbortSignal }) => getUploadAudit(id!, signal),
      enabled: id !== null,
      staleTime: Infinity,
      // A failure is shown with a Retry button rather than retried silently.
      retry: false,
    })),
  });
}

/**
 * The ad groups whose search terms matter: Sponsored Products and Brands ad groups with clicks.
 * A search term without a click has no spend and no order, so leaving those ad groups out changes
 * no figure of the comparison.
 */
export function adGroupsWithClicks(audit: Pick<AuditResult, 'campaigns'>): string[] {
  return audit.campaigns
    .filter((c) => c.type_code !== 'SD')
    .flatMap((c) => c.ad_groups)
    .filter((g) => g.metrics.clicks > 0)
    .map((g) => g.id);
}

async function uploadSearchTerms(uploadId: number, adGroupIds: readonly string[], signal: AbortSignal): Promise<SearchTermInput[] | null> {
  const pages = await mapLimited(adGroupIds, SEARCH_TERM_CALLS_AT_ONCE, (id) => getAdGroupSearchTerms(uploadId, id, signal));
  // One ad group answering "no search term tab" means the whole workbook has none.
  if (pages.some((rows) => rows === null)) return null;
  return pages.flatMap((rows) => rows ?? []);
}

/** The search term rows of one upload; null when its workbook has no search term tab. */
export function useUploadSearchTerms(uploadId: number | null, audit: Pick<AuditResult, 'campaigns'> | undefined, enabled: boolean) {
  const adGroupIds = audit ? adGroupsWithClicks(audit) : [];
  return useQuery({
    queryKey: ['search-terms', 'compare', uploadId, adGroupIds.length],
    queryFn: ({ signal }) => uploadSearchTerms(uploadId!, adGroupIds, signal),
    enabled: enabled && uploadId !== null && audit !== undefined,
    staleTime: Infinity,
    retry: false,
  });
}
