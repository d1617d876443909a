import type {
  Answers,
  PersonFileSections,
  PersonFormData,
  PersonFormResponse,
  ResponseStatus,
  SavedFormResponse,
} from '@care360/domain';
import { queryOptions } from '@tanstack/react-query';
import { type ApiResult, apiRequest, fetchData } from '../api';
import type { PersonFileRoute } from './person-file-route-info';

/**
 * A person's file on the server (apps/server/src/platform/person-files): its sections and its
 * questionnaires. Each save adds a response tied to the definition's version; the latest
 * response is the form's current answers, the rest its history. A file's calls all start with
 * its owner's address (`fileApiBase`), so a page of the file marks them stale together.
 */

/** '/api/v1/clients/{id}': where every call about one person's file starts. */
export const fileApiBase = (route: Pick<PersonFileRoute, 'owner'>, ownerId: string) =>
  `/api/v1/${route.owner}/${encodeURIComponent(ownerId)}`;

/** Pages of the app: the profile, and a section of the file ('' is the owner's details). */
export const profilePath = (route: Pick<PersonFileRoute, 'ownerPath'>, ownerId: string) =>
  `/app/${route.ownerPath}/${encodeURIComponent(ownerId)}`;
export const filePath = (
  route: Pick<PersonFileRoute, 'ownerPath' | 'fileSegment'>,
  ownerId: string,
  sectionPath = '',
) => `${profilePath(route, ownerId)}/${route.fileSegment}${sectionPath ? `/${sectionPath}` : ''}`;

export const sectionsQuery = (fileBase: string) =>
  queryOptions({
    queryKey: [`${fileBase}/sections`],
    queryFn: ({ signal }) => fetchData<PersonFileSections>(`${fileBase}/sections`, signal),
  });
export interface SaveResponseBody {
  answers: Answers;
  status: ResponseStatus;
  assessedOn?: string;
  nextReviewOn?: string;
  /** The latest response the person started from: a newer one means someone saved meanwhile. */
  basedOn: string | null;
}

export const formPath = (fileBase: string, formKey: string) =>
  `${fileBase}/forms/${encodeURIComponent(formKey)}`;

export const formQuery = (fileBase: string, formKey: string) =>
  queryOptions({
    queryKey: [formPath(fileBase, formKey)],
    queryFn: ({ signal }) => fetchData<PersonFormData>(formPath(fileBase, formKey), signal),
  });

export const formResponseQuery = (fileBase: string, formKey: string, responseId: string) =>
  queryOptions({
    queryKey: [formPath(fileBase, formKey), 'response', responseId],
    queryFn: ({ signal }) =>
      fetchData<PersonFormResponse>(
        `${formPath(fileBase, formKey)}/responses/${encodeURIComponent(responseId)}`,
        signal,
      ),
    // A saved response never changes.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function saveFormResponse(
  fileBase: string,
  formKey: string,
  body: SaveResponseBody,
): Promise<ApiResult<SavedFormResponse>> {
  return apiRequest('POST', `${formPath(fileBase, formKey)}/responses`, { body });
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
