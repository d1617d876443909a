import type {
  Answers,
  ClientFormData,
  ClientFormResponse,
  ResponseStatus,
  SavedFormResponse,
} from '@care360/domain';
import { queryOptions } from '@tanstack/react-query';
import { type ApiResult, apiRequest, fetchData } from '../../platform/api';

/**
 * The questionnaires of a client's file (server: apps/server/src/modules/clients/
 * client-forms.endpoints.ts). Each save adds a response tied to the definition's version; the
 * latest response is the form's current answers, the rest its history.
 */
export interface SaveResponseBody {
  answers: Answers;
  status: ResponseStatus;
  assessedOn?: string;
  nextReviewOn?: string;
  /** The latest response the person started from: a newer one means someone saved meanwhile. */
  basedOn: string | null;
}

export const clientFormPath = (clientId: string, formKey: string) =>
  `/api/v1/clients/${encodeURIComponent(clientId)}/forms/${encodeURIComponent(formKey)}`;

export const clientFormQuery = (clientId: string, formKey: string) =>
  queryOptions({
    queryKey: [clientFormPath(clientId, formKey)],
    queryFn: ({ signal }) => fetchData<ClientFormData>(clientFormPath(clientId, formKey), signal),
  });

export const clientFormResponseQuery = (clientId: string, formKey: string, responseId: string) =>
  queryOptions({
    queryKey: [clientFormPath(clientId, formKey), 'response', responseId],
    queryFn: ({ signal }) =>
      fetchData<ClientFormResponse>(
        `${clientFormPath(clientId, formKey)}/responses/${encodeURIComponent(responseId)}`,
        signal,
      ),
    // A saved response never changes.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function saveClientFormResponse(
  clientId: string,
  formKey: string,
  body: SaveResponseBody,
): Promise<ApiResult<SavedFormResponse>> {
  return apiRequest('POST', `${clientFormPath(clientId, formKey)}/responses`, { body });
}

/**
 * The server's refusal of answers, by question id: it keys them 'answers.<questionId>' (a
 * signature's parts as 'answers.<questionId>.name'). Other keys (the dates) stay as they are.
 */
export function errorsByQuestion(errors: Record<string, readonly string[]>) {
  const questions: Record<string, string> = {};
  const others: Record<string, string> = {};
  for (const [key, messages] of Object.entries(errors)) {
    const message = messages[0];
    if (!message) continue;
    const [head, questionId] = key.split('.');
    if (head === 'answers' && questionId) questions[questionId] ??= message;
    else others[key] = message;
  }
  return { questions, others };
}
