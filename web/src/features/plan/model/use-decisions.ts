import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { serverDetail } from '../../../lib/api-errors';
import type { SearchTermsSource } from '../../audit-session';
import { putDecisions, type LoadedPlan, type SavedDecision, type SavedDecisions } from '../api/plan-api';
import { planKey } from '../api/use-plan';

/** How long the page waits after the last change before saving: a burst of clicks is one request. */
export const SAVE_DELAY_MS = 700;

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'error';

export interface DecisionsState {
  decisions: SavedDecisions;
  /** Changes these items' decisions on the page at once and saves them shortly after. */
  change: (updates: Record<string, SavedDecision>) => void;
  /** Saves what waits now (before an export); rejects when the save fails. */
  flush: () => Promise<void>;
  status: SaveStatus;
  error: string | null;
  retry: () => void;
}

const UNDECIDED: SavedDecision = { status: null, value: null, note: null };
export const decisionOf = (decisions: SavedDecisions, id: string): SavedDecision => decisions[id] ?? UNDECIDED;

/**
 * The seller's decisions on the upload's plan: shown as made, saved in batches after a pause
 * (one request at a time, in order, so a later change never lands before an earlier one). A
 * failed batch is kept to be retried with the next change or the Retry button. Each is checked
 * against the plan over `source`; the decisions saved then replace those of every plan of the
 * upload kept on the page, so the other source's plan opens with them.
 */
export function useDecisions(uploadId: number, initial: SavedDecisions, source: SearchTermsSource): DecisionsState {
  const queryClient = useQueryClient();
  const [decisions, setDecisions] = useState<SavedDecisions>(initial);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const waiting = useRef(new Map<string, SavedDecision>());
  const chain = useRef<Promise<void>>(Promise.resolve());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const send = useCallback((): Promise<void> => {
    clearTimeout(timer.current);
    const run = async () => {
      if (waiting.current.size === 0) return;
      const batch = [...waiting.current].map(([item_id, d]) => ({ item_id, ...d }));
      waiting.current = new Map();
      setStatus('saving');
      try {
        const saved = await putDecisions(uploadId, source, batch);
        queryClient.setQueriesData<LoadedPlan>({ queryKey: planKey(uploadId) }, (plan) => plan && { ...plan, decisions: saved });
        if (waiting.current.size === 0) setStatus('saved');
        setError(null);
      } catch (failure) {
        // Kept for a retry, unless a newer change of the same item replaced it meanwhile.
        for (const { item_id, ...d } of batch) if (!waiting.current.has(item_id)) waiting.current.set(item_id, d);
        setStatus('error');
        setError(serverDetail(failure) ?? (failure instanceof Error ? failure.message : String(failure)));
        throw failure;
      }
    };
    const next = chain.current.then(run);
    chain.current = next.catch(() => undefined);
    return next;
  }, [uploadId, source, queryClient]);

  const change = useCallback((updates: Record<string, SavedDecision>) => {
    setDecisions((current) => ({ ...current, ...updates }));
    for (const [id, d] of Object.entries(updates)) waiting.current.set(id, d);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void send().catch(() => undefined), SAVE_DELAY_MS);
  }, [send]);

  // Leaving the tab saves what waits rather than dropping it.
  useEffect(() => () => void send().catch(() => undefined), [send]);

  return { decisions, change, flush: send, status, error, retry: () => void send().catch(() => undefined) };
}
