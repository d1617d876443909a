import { queryOptions } from '@tanstack/react-query';
import { apiPost, fetchData } from './api';
import type { CurrentUser } from './current-user';

/** The calls that start, change and end a session (spec §7). */

export function signIn(email: string, password: string) {
  return apiPost<{ data: CurrentUser }>('/login', { email, password });
}

export function signOut() {
  return apiPost<unknown>('/logout');
}

export function requestPasswordReset(email: string) {
  return apiPost<unknown>('/forgot-password', { email });
}

export function resetPassword(token: string, password: string) {
  return apiPost<unknown>('/reset-password', { token, password });
}

export function switchAccount(parentUser: string, targetUser: string) {
  return apiPost<{ data: CurrentUser }>('/api/v1/account/switch', {
    parent_user: parentUser,
    target_user: targetUser,
  });
}

export interface LinkedAccount {
  id: string;
  name: string;
  email: string;
  userRole: string;
  userRoleName: string;
  organisationName: string;
  current: boolean;
}

export interface LinkedAccounts {
  parentUserId: string;
  accounts: LinkedAccount[];
}

export const linkedAccountsQuery = queryOptions({
  queryKey: ['linked-accounts'],
  queryFn: ({ signal }) =>
    fetchData<LinkedAccounts>('/api/v1/account/switch-accounts-list', signal),
  staleTime: 5 * 60_000,
});
