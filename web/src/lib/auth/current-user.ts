import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../api-client';
import { ApiError } from '../api-errors';
import type { User } from '../api-types';

export type CurrentUser = User;

export const CURRENT_USER_KEY = ['currentUser'] as const;

/** The signed-in user, or null when the server answers 401 (signed out). */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<CurrentUser | null> {
  try {
    return await unwrap(api.GET('/api/auth/current', { signal }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function useCurrentUser() {
  const query = useQuery({
    queryKey: CURRENT_USER_KEY,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    retry: false,
    refetchOnWindowFocus: false,
  });
  const user = query.data?.email ? query.data : null;
  return { ...query, user, isLoggedIn: user !== null };
}
