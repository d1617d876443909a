import type { LinkedAccounts, SignedIn, SignInAnswer } from '@care360/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiPost, fetchData } from './api';

/** The calls that start, change and end a session (spec §7). */

export function signIn(email: string, password: string) {
  return apiPost<SignInAnswer>('/login', { email, password });
}

export function signOut() {
  return apiPost<null>('/logout');
}

export function requestPasswordReset(email: string) {
  return apiPost<null>('/forgot-password', { email });
}

export function resetPassword(token: string, password: string) {
  return apiPost<null>('/reset-password', { token, password });
}

export function switchAccount(parentUser: string, targetUser: string) {
  return apiPost<SignedIn>('/api/v1/account/switch', {
    parent_user: parentUser,
    target_user: targetUser,
  });
}

export const linkedAccountsQuery = queryOptions({
  queryKey: ['linked-accounts'],
  queryFn: ({ signal }) =>
    fetchData<LinkedAccounts>('/api/v1/account/switch-accounts-list', signal),
  staleTime: 5 * 60_000,
});
