import {
  type Answers,
  type EmailPreview,
  STAFF_OWNERS,
  type StaffOwner,
  type StaffReferenceAnswers,
} from '@care360/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiPost, fetchData } from '../../platform/api';

/** The staff file's reference answers and emails (apps/server/src/modules/staff/staff-references.ts). */

const referenceBase = (owner: StaffOwner, id: string, refId: string) =>
  `/api/v1/${owner}/${encodeURIComponent(id)}/${STAFF_OWNERS[owner].prefix}-references/${encodeURIComponent(refId)}`;

export const referenceAnswersQuery = (owner: StaffOwner, id: string, refId: string) => {
  const path = `${referenceBase(owner, id, refId)}/answers`;
  return queryOptions({
    queryKey: [path],
    queryFn: ({ signal }) => fetchData<StaffReferenceAnswers>(path, signal),
    staleTime: 0,
    retry: false,
  });
};

/** Saves answers the office took by phone; answers the reference as it now reads. */
export const saveReferenceAnswers = (
  owner: StaffOwner,
  id: string,
  refId: string,
  answers: Answers,
) => apiPost<StaffReferenceAnswers>(`${referenceBase(owner, id, refId)}/answers`, { answers });

/** Where an email is previewed (GET) and sent (POST `${path}/send`). */
export const referenceEmailPath = (owner: StaffOwner, id: string, refId: string) =>
  `${referenceBase(owner, id, refId)}/email`;
export const contractEmailPath = (owner: StaffOwner, id: string, key: string) =>
  `/api/v1/${owner}/${encodeURIComponent(id)}/emails/${key}`;

export const emailPreviewQuery = (path: string) =>
  queryOptions({
    queryKey: [path],
    queryFn: ({ signal }) => fetchData<EmailPreview>(path, signal),
    staleTime: 0,
    retry: false,
  });

export const fileHref = (owner: StaffOwner, id: string, segment = '') =>
  `/app/${owner}/${encodeURIComponent(id)}/edit${segment ? `/${segment}` : ''}`;

export const nounOf = (owner: StaffOwner) => STAFF_OWNERS[owner].noun;
