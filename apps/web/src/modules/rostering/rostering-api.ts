import type { RosteringGenerateAnswer, RosteringPatternRow } from '@care360/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, fetchAllPages, fetchData } from '../../platform/api';
import type { RecordRow } from '../../platform/records/record-api';

export const ROSTERINGS_API = '/api/v1/client-rosterings';

export interface ResumeDraft {
  id: string;
  step: number;
  version: number;
}

/** The draft the caller left, read fresh on each visit: another browser may have moved it on. */
export const resumeQuery = queryOptions({
  queryKey: [ROSTERINGS_API, 'resume'],
  queryFn: async ({ signal }) =>
    (await fetchData<{ items: ResumeDraft[] }>(`${ROSTERINGS_API}/resume`, signal)).items[0] ??
    null,
  staleTime: 0,
});

export const draftQuery = (id: string) =>
  queryOptions({
    queryKey: [ROSTERINGS_API, id],
    queryFn: ({ signal }) =>
      fetchData<RecordRow>(`${ROSTERINGS_API}/${encodeURIComponent(id)}`, signal),
  });

/** The draft's own fields as a save sends them back. */
export function draftFields(draft: RecordRow | null): Record<string, unknown> {
  if (!draft) return {};
  const {
    id: _id,
    version: _version,
    createdAt: _c,
    updatedAt: _u,
    _titles,
    _readOnly,
    status: _s,
    generatedTemplate: _g,
    generatedVisits: _n,
    ...fields
  } = draft as Record<string, unknown>;
  return fields;
}

/** Saves a step: the whole draft with the step's values and the step it moves to. */
export function saveDraft(draft: RecordRow | null, values: Record<string, unknown>) {
  const body = { ...draftFields(draft), ...values };
  return draft
    ? apiRequest<RecordRow>('PUT', `${ROSTERINGS_API}/${encodeURIComponent(draft.id)}`, {
        body: { ...body, version: draft.version },
      })
    : apiRequest<RecordRow>('POST', ROSTERINGS_API, { body });
}

export function discardDraft(id: string) {
  return apiRequest('DELETE', `${ROSTERINGS_API}/${encodeURIComponent(id)}`);
}

export function generatePackage(id: string) {
  return apiRequest<RosteringGenerateAnswer>(
    'POST',
    `${ROSTERINGS_API}/${encodeURIComponent(id)}/generate`,
  );
}

const hhmm = (value: unknown) => String(value ?? '').slice(0, 5);

/** A client's slots, or one of their templates' visits, as rows of the week. */
export async function patternFrom(
  clientId: string,
  templateId: string | null,
): Promise<RosteringPatternRow[]> {
  const path = templateId
    ? `/api/v1/client-visit-templates/${encodeURIComponent(templateId)}/client-visit-template-details`
    : `/api/v1/clients/${encodeURIComponent(clientId)}/client-slots`;
  const items = await fetchAllPages<Record<string, unknown>>(path, {});
  return items.map((item) => ({
    dayOfWeek: String(item.dayOfWeek) as RosteringPatternRow['dayOfWeek'],
    startTime: hhmm(item.startTime),
    endTime: hhmm(item.endTime),
    carersNeeded: Number(item.carersNeeded ?? 1),
    visitType: typeof item.visitType === 'string' ? item.visitType : null,
  }));
}

export const clientTemplatesQuery = (clientId: string) =>
  queryOptions({
    queryKey: ['/api/v1/clients', clientId, 'client-visit-templates'],
    queryFn: ({ signal }) =>
      fetchAllPages<Record<string, unknown>>(
        `/api/v1/clients/${encodeURIComponent(clientId)}/client-visit-templates`,
        {},
        signal,
      ),
    enabled: clientId !== '',
  });
