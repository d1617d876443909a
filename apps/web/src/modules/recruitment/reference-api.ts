import { type ReceivedReferenceAnswer, receivedReferenceAnswer } from '@care360/domain';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { apiPost, fetchData } from '../../platform/api';

const base = (referenceId: string) =>
  `/api/v1/applicant-references/${encodeURIComponent(referenceId)}`;

/** Send request / Chase now (POST …/send-request, …/chase). */
export const requestReference = (referenceId: string, action: 'send-request' | 'chase') =>
  apiPost<{ id: string; requestState: string; timesChased: number }>(
    `${base(referenceId)}/${action}`,
    {},
  );

/** The referee's answers, read by the office (each read is audited). */
export const receivedReferenceQuery = (referenceId: string) =>
  queryOptions({
    queryKey: [`${base(referenceId)}/answers`],
    queryFn: async ({ signal }): Promise<ReceivedReferenceAnswer> =>
      receivedReferenceAnswer.parse(await fetchData(`${base(referenceId)}/answers`, signal)),
  });

/** Refreshes what is shown of the applicant after an action: their file's lists and sections. */
export function useApplicantRefresh() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: (query) => String(query.queryKey[0]).startsWith('/api/v1/applicants'),
    });
}
