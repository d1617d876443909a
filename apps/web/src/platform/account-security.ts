import type { MfaEnrolment, RecoveryCodes, SecurityStatus, SignedIn } from '@care360/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiPost, fetchData } from './api';

/** Calls of multi-factor sign-in and password change (the server's mfa and password routes). */

export const SECURITY_PATH = '/api/v1/account/security';

export const securityQuery = queryOptions({
  queryKey: ['account-security'],
  queryFn: ({ signal }) => fetchData<SecurityStatus>(SECURITY_PATH, signal),
});

export function signInWithCode(code: string) {
  return apiPost<SignedIn>('/login/mfa', { code });
}

export function startEnrolment() {
  return apiPost<MfaEnrolment>('/api/v1/account/mfa/enrol');
}

export function confirmEnrolment(code: string) {
  return apiPost<RecoveryCodes>('/api/v1/account/mfa/confirm', { code });
}

export function turnOffMfa(password: string, code: string) {
  return apiPost<null>('/api/v1/account/mfa/disable', { password, code });
}

export function replaceRecoveryCodes(code: string) {
  return apiPost<RecoveryCodes>('/api/v1/account/mfa/recovery-codes', { code });
}

export function changePassword(currentPassword: string, password: string) {
  return apiPost<null>('/api/v1/account/password', { currentPassword, password });
}
