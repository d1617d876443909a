import type { ClientSummary } from '@care360/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiUrl, fetchData } from '../../platform/api';

/**
 * The client file as a whole (server: apps/server/src/modules/clients/client-file.endpoints.ts):
 * the profile's summary and the care-plan PDF (its sections: platform/person-files).
 */
export const clientApiBase = (clientId: string) =>
  `/api/v1/clients/${encodeURIComponent(clientId)}`;

export const clientSummaryQuery = (clientId: string) =>
  queryOptions({
    queryKey: [`${clientApiBase(clientId)}/summary`],
    queryFn: ({ signal }) => fetchData<ClientSummary>(`${clientApiBase(clientId)}/summary`, signal),
    // Alerts and current medicines change with any dose, medicine or stay recorded elsewhere in the
    // file (the Medication section reads this too): read again whenever a page shows it.
    staleTime: 0,
  });

/** The one-page hospital pack (grab sheet), downloaded like the care plan. */
export const hospitalPackUrl = (clientId: string) =>
  apiUrl(`${clientApiBase(clientId)}/hospital-pack.pdf`);

/** Followed by the browser itself, which saves the PDF the server sends as an attachment. */
export const carePlanUrl = (clientId: string) => apiUrl(`${clientApiBase(clientId)}/care-plan.pdf`);

/** A stored file (a photo) as the browser loads it. */
export const fileUrl = (fileId: string) => apiUrl(`/api/v1/files/${encodeURIComponent(fileId)}`);

/** Pages of the app: the profile, and a section of the file ('' is the client's details). */
export const clientProfilePath = (clientId: string) =>
  `/app/clients/${encodeURIComponent(clientId)}`;
export const clientFilePath = (clientId: string, sectionPath = '') =>
  `${clientProfilePath(clientId)}/edit${sectionPath ? `/${sectionPath}` : ''}`;
