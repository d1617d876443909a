import {
  type ClientProfessionalAccess,
  GRANT_DOCUMENTS,
  type GrantAccessBody,
  type GrantAnswer,
} from '@care360/domain';
import { apiPost, fetchData } from '../../platform/api';

/** The query key of everything grants show: a grant or revoke refreshes all of it. */
export const GRANTS_KEY = 'health-professional-grants';

export const documentLabel = (type: string) =>
  GRANT_DOCUMENTS.find((doc) => doc.value === type)?.label ?? type;

export const professionalGrants = (professionalId: string, signal?: AbortSignal) =>
  fetchData<{ grants: GrantAnswer[] }>(
    `/api/v1/health-professionals/${encodeURIComponent(professionalId)}/grants`,
    signal,
  );

export const consentedDocuments = (clientId: string, signal?: AbortSignal) =>
  fetchData<{ consented: string[]; reason: string | null }>(
    `/api/v1/clients/${encodeURIComponent(clientId)}/consented-documents`,
    signal,
  );

export const clientProfessionalAccess = (clientId: string, signal?: AbortSignal) =>
  fetchData<ClientProfessionalAccess>(
    `/api/v1/clients/${encodeURIComponent(clientId)}/health-professional-access`,
    signal,
  );

export const grantAccess = (professionalId: string, body: GrantAccessBody) =>
  apiPost<GrantAnswer>(
    `/api/v1/health-professionals/${encodeURIComponent(professionalId)}/grants`,
    body,
  );

export const revokeGrant = (grantId: string) =>
  apiPost<null>(`/api/v1/health-professional-grants/${encodeURIComponent(grantId)}/revoke`, {});
