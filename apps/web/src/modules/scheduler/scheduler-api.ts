import {
  type AllocationRule,
  type OfferCoverAnswer,
  type RotaAnswer,
  rotaAnswer,
  type VisitCandidates,
  visitCandidatesAnswer,
} from '@care360/domain';
import { queryOptions } from '@tanstack/react-query';
import { type ApiResult, apiRequest, fetchData, withQuery } from '../../platform/api';
import { readFilter, saveFilter } from '../../platform/saved-state';

export const ROTA_PATH = '/api/v1/scheduler/rota';

export const rotaQuery = (branch: string, period: { from: string; to: string }) => {
  const path = withQuery(ROTA_PATH, { branch, ...period });
  return queryOptions({
    queryKey: [ROTA_PATH, branch, period],
    queryFn: async ({ signal }): Promise<RotaAnswer> =>
      rotaAnswer.parse(await fetchData(path, signal)),
    enabled: branch !== '',
  });
};

export const candidatesQuery = (visitId: string) =>
  queryOptions({
    queryKey: ['/api/v1/visits', visitId, 'candidates'],
    queryFn: async ({ signal }): Promise<VisitCandidates> =>
      visitCandidatesAnswer.parse(
        await fetchData(`/api/v1/visits/${encodeURIComponent(visitId)}/candidates`, signal),
      ),
  });

/** One reason a carer may not take a visit, as a 422 of the allocation carries it. */
export interface Refusal {
  rule: AllocationRule;
  overridable: boolean;
  message: string;
}

/** The reasons of a refused allocation; empty when it failed otherwise. */
export function refusalsOf(result: ApiResult<unknown>): Refusal[] {
  if (!result.error || result.status !== 422) return [];
  const details = result.details as { refusals?: Refusal[] } | null | undefined;
  return Array.isArray(details?.refusals) ? details.refusals : [];
}

export function allocate(
  visitId: string,
  place: number,
  carerId: string,
  options: { overrideReason?: string | undefined; replacing?: string | undefined } = {},
): Promise<ApiResult<unknown>> {
  const { overrideReason, replacing } = options;
  return apiRequest('POST', `/api/v1/visits/${encodeURIComponent(visitId)}/allocate`, {
    body: {
      carerId,
      place,
      ...(replacing ? { replacing } : {}),
      ...(overrideReason ? { override: { reason: overrideReason } } : {}),
    },
  });
}

export function unallocate(visitId: string, place: number): Promise<ApiResult<unknown>> {
  return apiRequest('POST', `/api/v1/visits/${encodeURIComponent(visitId)}/unallocate`, {
    body: { place },
  });
}

/** Offers an empty place to every carer the rules let take it; the first to accept gets it. */
export function offerCover(visitId: string, place: number) {
  return apiRequest<OfferCoverAnswer>(
    'POST',
    `/api/v1/visits/${encodeURIComponent(visitId)}/offer-cover`,
    { body: { place } },
  );
}

/** A visit's offers of cover as the record engine lists them, with the carers' names. */
export interface CoverOfferRow {
  id: string;
  place: number;
  status: string;
  offeredAt: string;
  _titles?: { carer?: string };
}

/** A visit's outcome of one task, as the carer recorded it on their phone. */
export interface TaskOutcomeRow {
  id: string;
  taskIndex: number;
  task: string;
  outcome: string;
  note: string | null;
  recordedAt: string;
  _titles?: { carer?: string };
}

/** The records of one kind nested under a visit, as the record engine lists them. */
const visitChildrenQuery = <Row>(visitId: string, child: string) =>
  queryOptions({
    queryKey: ['/api/v1/visits', visitId, child],
    queryFn: async ({ signal }) =>
      (
        await fetchData<{ items: Row[] }>(
          withQuery(`/api/v1/visits/${encodeURIComponent(visitId)}/${child}`, { limit: 100 }),
          signal,
        )
      ).items,
  });

export const coverOffersQuery = (visitId: string) =>
  visitChildrenQuery<CoverOfferRow>(visitId, 'cover-offers');

export const taskOutcomesQuery = (visitId: string) =>
  visitChildrenQuery<TaskOutcomeRow>(visitId, 'visit-task-outcomes');

export function publishWeek(branch: string, weekStart: string) {
  return apiRequest<{ visitsPublished: number; carersEmailed: number; publishedAt: string }>(
    'POST',
    '/api/v1/scheduler/publish',
    { body: { branch, weekStart } },
  );
}

/**
 * Undo of the rota's last changes (spec §3.4 "undo bodies and actions"): each change keeps the
 * calls that reverse it, held with the tab's saved state (an hour, emptied at sign-out).
 */
export interface UndoStep {
  action: 'allocate' | 'unallocate';
  visitId: string;
  place: number;
  carerId?: string;
  /** The carer an allocation takes off the place in the same change. */
  replacing?: string;
}
export interface UndoEntry {
  /** What was done, as the Undo button says it: 'Put Hall, Ben on Smith, Ann 09:00'. */
  label: string;
  steps: UndoStep[];
}

const UNDO_NAME = 'scheduler-undo';
/** How many changes can be undone, most recent first. */
export const UNDO_DEPTH = 5;

export function readUndo(): UndoEntry[] {
  const text = readFilter(UNDO_NAME);
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? (parsed as UndoEntry[]) : [];
  } catch {
    return [];
  }
}

export function saveUndo(entries: UndoEntry[]): void {
  saveFilter(UNDO_NAME, JSON.stringify(entries.slice(0, UNDO_DEPTH)));
}

/** Runs an undo's calls in order; answers the first failure, or null. */
export async function runUndo(entry: UndoEntry): Promise<ApiResult<unknown> | null> {
  for (const step of entry.steps) {
    const result =
      step.action === 'unallocate'
        ? await unallocate(step.visitId, step.place)
        : await allocate(step.visitId, step.place, step.carerId ?? '', {
            replacing: step.replacing,
          });
    if (result.error) return result;
  }
  return null;
}
