import type { CurrentUser, SignedIn } from '@care360/domain';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { fetchData } from './api';

/** The signed-in person: the domain's answer of GET /api/v1/user, re-exported for its readers. */
export type { CurrentUser };

export const CURRENT_USER_PATH = '/api/v1/user';

export const currentUserQuery = queryOptions({
  queryKey: ['current-user'],
  queryFn: async ({ signal }) => (await fetchData<SignedIn>(CURRENT_USER_PATH, signal)).data,
  staleTime: 5 * 60_000,
  // A 401 sends the person to sign in; retrying would only delay that.
  retry: false,
});

/** The signed-in user inside /app, where the route has already loaded them. */
export function useCurrentUser(): CurrentUser {
  return useSuspenseQuery(currentUserQuery).data;
}
