import { queryOptions } from '@tanstack/react-query';
import { apiPost, fetchData } from './api';
import type { CurrentUser } from './current-user';

/** Calls of multi-factor sign-in and password change (the server's mfa and password routes). */

export interface SecurityStatus {
  mfa: { enabled: boolean; required: boolean; recoveryCodesLeft: number };
}

export const SECURITY_PATH = '/api/v1/account/security';

export const securityQuery = queryOptions({
  queryKey: ['account-security'],
  queryFn: ({ signal }) => fetchData<SecurityStatus>(SECURITY_PATH, signal),
});

/** POST /login answers one of these when the password was right. */
export type SignInAnswer =
  | { mfaRequired: true }
  | { data: CurrentUser; mfaEnrolmentRequired?: boolean; mfaRequired?: undefined };

export function signInWithCode(code: string) {
  return apiPost<{ data: CurrentUser }>('/login/mfa', { code });
}

export interface Enrolment {
  secret: string;
  otpauthUri: string;
  qrCode: string;
}

export function startEnrolment() {
  return apiPost<Enrolment>('/api/v1/account/mfa/enrol');
}

export function confirmEnrolment(code: string) {
  return apiPost<{ recoveryCodes: string[] }>('/api/v1/account/mfa/confirm', { code });
}

export function turnOffMfa(password: string, code: string) {
  return apiPost<null>('/api/v1/account/mfa/disable', { password, code });
}

export function replaceRecoveryCodes(code: string) {
  return apiPost<{ recoveryCodes: string[] }>('/api/v1/account/mfa/recovery-codes', { code });
}

export function changePassword(currentPassword: string, password: string) {
  return apiPost<null>('/api/v1/account/password', { currentPassword, password });
}
