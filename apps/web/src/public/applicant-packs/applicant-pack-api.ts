import {
  type Answers,
  type ApplicantPackData,
  type ApplicantPackKey,
  applicantPackAnswer,
} from '@care360/domain';
import { queryOptions } from '@tanstack/react-query';
import { type ApiResult, apiGet, apiPost, withQuery } from '../../platform/api';

/**
 * The applicant's form from their private link (GET /api/v1/applicant-packs/:token). A refusal
 * is kept as the answer, not thrown: a dead link's message is the page.
 */
export const applicantPackQuery = (token: string, form: ApplicantPackKey) =>
  queryOptions({
    queryKey: ['applicant-pack', form, token],
    queryFn: async (): Promise<ApiResult<ApplicantPackData>> => {
      const result = await apiGet<unknown>(
        withQuery(`/api/v1/applicant-packs/${encodeURIComponent(token)}`, { form }),
      );
      return result.error ? result : { ...result, data: applicantPackAnswer.parse(result.data) };
    },
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Sends the form (POST /api/v1/applicant-packs, the token in the body). */
export function sendApplicantPack(token: string, form: ApplicantPackKey, answers: Answers) {
  return apiPost<{ submittedOn: string }>('/api/v1/applicant-packs', { token, form, answers });
}
