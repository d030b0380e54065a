import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { BULK_MAX_MB } from './upload-rules';

/**
 * The server's bulk upload limit in MB (GET /api/bulk/config: BULK_UPLOAD_MAX_MB). The default 20
 * until it is known, or when it cannot be read: the server checks the size again anyway.
 */
export function useBulkUploadLimit(): number {
  const { data } = useQuery({
    queryKey: ['bulk', 'config'],
    queryFn: ({ signal }) => unwrap(api.GET('/api/bulk/config', { signal })),
    staleTime: Infinity,
    retry: false,
  });
  return data?.max_upload_mb ?? BULK_MAX_MB;
}
