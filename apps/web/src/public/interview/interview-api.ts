import {
  type InterviewAction,
  type InterviewOfferAnswer,
  interviewOfferAnswer,
} from '@care360/domain';
import { queryOptions } from '@tanstack/react-query';
import { type ApiResult, apiGet, apiPost } from '../../platform/api';

/**
 * The slots offered to the applicant of a link (GET /api/v1/interview-action/:token). A refusal
 * is kept as the answer, not thrown: a dead link's message is the page.
 */
export const interviewOfferQuery = (token: string) =>
  queryOptions({
    queryKey: ['interview-offer', token],
    queryFn: async (): Promise<ApiResult<InterviewOfferAnswer>> => {
      const result = await apiGet<unknown>(`/api/v1/interview-action/${encodeURIComponent(token)}`);
      return result.error ? result : { ...result, data: interviewOfferAnswer.parse(result.data) };
    },
    retry: false,
    enabled: token !== '',
  });

/** Books, accepts, declines or asks to rearrange (POST /api/v1/interview-action, token in the body). */
export function answerInterview(
  token: string,
  body: { action: InterviewAction; interviewId?: string; message?: string },
) {
  return apiPost<null>('/api/v1/interview-action', { token, ...body });
}
