import {
  type Answers,
  characterReferenceForm,
  employerReferenceForm,
  type FormDefinition,
  type RefereeFormAnswer,
  refereeFormAnswer,
} from '@care360/domain';
import { queryOptions } from '@tanstack/react-query';
import { type ApiResult, apiGet, apiPost } from '../../platform/api';

export type RefereeFormKey = RefereeFormAnswer['formKey'];

/** Each kind of reference: its form and the API route its link opens. */
export const REFEREE_FORMS: Record<RefereeFormKey, FormDefinition> = {
  'employer-reference': employerReferenceForm,
  'character-reference': characterReferenceForm,
};

/**
 * Whose reference the link asks for (GET /api/v1/{form}/:token: a look, it does not spend the
 * link). A refusal is kept as the answer, not thrown: a dead link's message is the page.
 */
export const refereeFormQuery = (formKey: RefereeFormKey, token: string) =>
  queryOptions({
    queryKey: ['referee-form', formKey, token],
    queryFn: async (): Promise<ApiResult<RefereeFormAnswer>> => {
      const result = await apiGet<unknown>(`/api/v1/${formKey}/${encodeURIComponent(token)}`);
      return result.error ? result : { ...result, data: refereeFormAnswer.parse(result.data) };
    },
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Sends the reference (POST /api/v1/{form}, the token in the body); the link is then spent. */
export function sendReference(formKey: RefereeFormKey, token: string, answers: Answers) {
  return apiPost<null>(`/api/v1/${formKey}`, { token, answers });
}
