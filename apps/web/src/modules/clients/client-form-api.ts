import type { Answers, FormDefinition, RiskBand } from '@care360/domain';
import { queryOptions } from '@tanstack/react-query';
import { type ApiResult, apiRequest, fetchData } from '../../platform/api';

/**
 * The questionnaires of a client's file (server: apps/server/src/modules/clients/
 * client-forms.endpoints.ts). Each save adds a response tied to the definition's version; the
 * latest response is the form's current answers, the rest its history.
 */
export type ResponseStatus = 'draft' | 'completed';

/** One saved response, without its answers, as the history lists it. */
export interface FormResponseSummary {
  id: string;
  status: ResponseStatus;
  score: number | null;
  riskLevel: RiskBand['level'] | null;
  riskLabel: string | null;
  /** 'YYYY-MM-DD'. */
  assessedOn: string | null;
  assessedByName: string | null;
  nextReviewOn: string | null;
  formVersion: number;
  /** ISO instant. */
  createdAt: string;
}

export interface FormResponse extends FormResponseSummary {
  answers: Answers;
  /** 0–100: the shown required questions answered. */
  completion: number;
}

export interface ClientFormData {
  /** The form as it is now. */
  definition: FormDefinition;
  response: FormResponse | null;
  /** The version the latest response answered, when older than `definition`. */
  responseDefinition?: FormDefinition;
  /** The latest responses, newest first. */
  history: FormResponseSummary[];
}

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
      fetchData<{ definition: FormDefinition; response: FormResponse }>(
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
): Promise<ApiResult<{ response: FormResponse }>> {
  return apiRequest('POST', `${clientFormPath(clientId, formKey)}/responses`, { body });
}

/** The newer response a 409 carries (`data.current`), if it does. */
export function newerResponseOf(details: unknown): FormResponse | null {
  if (typeof details !== 'object' || details === null || !('current' in details)) return null;
  const current = (details as { current: unknown }).current;
  return typeof current === 'object' && current !== null && 'id' in current
    ? (current as FormResponse)
    : null;
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
