// The earlier audit reopened from the history, kept in the address (?upload=) so a reload or a
// shared link opens it again. A reopened upload belongs to the account it was opened in: switching
// account closes it (features/accounts).
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export const REOPENED_UPLOAD_PARAM = 'upload';

/** The reopened upload's id (null: the account's latest), and how to open another or go back to the latest. */
export function useReopenedUpload(): [number | null, (uploadId: number) => void, () => void] {
  const [params, setParams] = useSearchParams();
  const value = Number(params.get(REOPENED_UPLOAD_PARAM));
  const uploadId = Number.isInteger(value) && value > 0 ? value : null;
  const set = useCallback(
    (next: number | null) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next === null) updated.delete(REOPENED_UPLOAD_PARAM);
        else updated.set(REOPENED_UPLOAD_PARAM, String(next));
        return updated;
      }),
    [setParams],
  );
  const open = useCallback((id: number) => set(id), [set]);
  const backToLatest = useCallback(() => set(null), [set]);
  return [uploadId, open, backToLatest];
}
