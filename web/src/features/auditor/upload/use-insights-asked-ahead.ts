import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { insightSettingsQuery, type LocalAuditQueries } from '../../audit-session';

/**
 * The Insights of the account's saved settings are asked of this browser's audit ahead: it computes
 * them while the Summary is read, and they are there when the tab opens (a big account's take
 * seconds). The settings are read through the tab's own query, so the tab does not ask again.
 */
export function useInsightsAskedAhead(queries: Pick<LocalAuditQueries, 'insights'> | null, accountId: number | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!queries) return;
    let current = true;
    queryClient
      .fetchQuery(insightSettingsQuery(accountId))
      .then((settings) => {
        if (current) void queries.insights(settings).catch(() => undefined);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [queries, accountId, queryClient]);
}
