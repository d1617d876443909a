import type { MarChart, MarEntry, MarEntryBody, MarWitness, MedicineGiver } from '@care360/domain';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiRequest, fetchData, withQuery } from '../../platform/api';
import { clientApiBase } from './client-file-api';

/** The MAR chart endpoints (apps/server/src/modules/clients/mar.endpoints.ts). */

const marPath = (clientId: string) => `${clientApiBase(clientId)}/mar`;

export const marChartQuery = (clientId: string, month: string) =>
  queryOptions({
    queryKey: [marPath(clientId), month],
    queryFn: ({ signal }) => fetchData<MarChart>(withQuery(marPath(clientId), { month }), signal),
  });

/** What the dialog sends: the body as the server reads it, optional fields left out. */
export type MarEntryInput = Pick<MarEntryBody, 'clientMedicationId' | 'day' | 'slot' | 'code'> &
  Partial<
    Pick<
      MarEntryBody,
      | 'version'
      | 'id'
      | 'givenAt'
      | 'givenByCarer'
      | 'correctionReason'
      | 'quantity'
      | 'breachReason'
      | 'witnessEmail'
      | 'witnessSecret'
    >
  > & { note: string | null };

/** Who may witness a controlled drug for this client (GET …/mar/witnesses). */
export const marWitnessesQuery = (clientId: string) =>
  queryOptions({
    queryKey: [`${marPath(clientId)}/witnesses`],
    queryFn: ({ signal }) =>
      fetchData<{ items: MarWitness[] }>(`${marPath(clientId)}/witnesses`, signal),
    staleTime: 5 * 60_000,
  });

/** The carers a dose may be recorded as given by (GET …/mar/givers). */
export const marGiversQuery = (clientId: string) =>
  queryOptions({
    queryKey: [`${marPath(clientId)}/givers`],
    queryFn: ({ signal }) =>
      fetchData<{ items: MedicineGiver[] }>(`${marPath(clientId)}/givers`, signal),
    staleTime: 5 * 60_000,
  });

export function saveMarEntry(clientId: string, body: MarEntryInput) {
  return apiRequest<MarEntry>('PUT', `${marPath(clientId)}/entries`, { body });
}

/**
 * Puts a saved dose on the chart of its month. A correction is a new entry: the one it corrects
 * stays on the chart, marked as replaced by it.
 */
export function putEntryOnChart(queryClient: QueryClient, clientId: string, entry: MarEntry) {
  const { queryKey } = marChartQuery(clientId, entry.day.slice(0, 7));
  queryClient.setQueryData(queryKey, (chart) =>
    chart
      ? {
          ...chart,
          entries: [
            ...chart.entries
              .filter((e) => e.id !== entry.id)
              .map((e) => (e.id === entry.correctsId ? { ...e, correctedById: entry.id } : e)),
            entry,
          ],
        }
      : chart,
  );
}
