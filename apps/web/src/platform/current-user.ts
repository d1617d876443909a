import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { fetchData } from './api';

/** The signed-in person as GET /api/v1/user describes them (at `data.data`). */
export interface CurrentUser {
  id: string;
  name: string;
  email: string;
  userRole: string;
  userRoleName: string;
  userPermissions: string[];
  organisation: { id: string; name: string };
  branch: { id: string; name: string } | null;
  parentUserId: string | null;
}

export const CURRENT_USER_PATH = '/api/v1/user';

export const currentUserQuery = queryOptions({
  queryKey: ['current-user'],
  queryFn: async ({ signal }) =>
    (await fetchData<{ data: CurrentUser }>(CURRENT_USER_PATH, signal)).data,
  staleTime: 5 * 60_000,
  // A 401 sends the person to sign in; retrying would only delay that.
  retry: false,
});

/** The signed-in user inside /app, where the route has already loaded them. */
export function useCurrentUser(): CurrentUser {
  return useSuspenseQuery(currentUserQuery).data;
}
