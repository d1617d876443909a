import type { ApplicantLinkAnswer, ApplicationOptionsAnswer } from '@care360/domain';
import { type ApiResult, apiGet, apiPost, withQuery } from '../../platform/api';

/**
 * The applicant's pages talk to the public application routes and to their link's routes; the
 * link's token is the `:id` of every applicant page (never the applicant's id).
 */

export function applicationOptions(search: { organisation?: string; vacancy?: string }) {
  return apiGet<ApplicationOptionsAnswer>(withQuery('/api/v1/application-form', search));
}

export function sendApplication(
  organisation: string,
  answers: unknown,
  idempotencyKey: string,
): Promise<ApiResult<null>> {
  return apiPost<null>(
    '/api/v1/application-form',
    { organisation, answers },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
}

export const applicantLinkKey = (token: string) => ['applicant-link', token] as const;

export function readApplicantLink(token: string) {
  return apiGet<ApplicantLinkAnswer>(`/api/v1/applicant-link/${encodeURIComponent(token)}`);
}

export interface HistorySave {
  kind: string;
  entryId?: string;
  version?: number;
  values?: Record<string, unknown>;
  remove?: true;
}

export function saveHistory(token: string, save: HistorySave) {
  return apiPost<{ id: string; version: number }>('/api/v1/applicant-link/history', {
    token,
    ...save,
  });
}

export function submitFile(token: string) {
  return apiPost<null>('/api/v1/applicant-link/submit', { token });
}
