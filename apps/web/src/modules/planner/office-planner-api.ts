import {
  ASSESSMENT_TARGET_FIELDS,
  type DuePlan,
  type OfficePlannerAnswer,
  officePlannerAnswer,
  type Worklist,
} from '@care360/domain';
import { queryOptions } from '@tanstack/react-query';
import { type ApiResult, apiGet, apiRequest, fetchData, withQuery } from '../../platform/api';

export const officePlannerQuery = (period: { from: string; to: string }) => {
  const path = withQuery('/api/v1/office-planner/calendar', period);
  return queryOptions({
    queryKey: ['/api/v1/office-planner/calendar', period],
    queryFn: async ({ signal }): Promise<OfficePlannerAnswer> =>
      officePlannerAnswer.parse(await fetchData(path, signal)),
  });
};

/** What is due comes from Home's worklist: the same lines, the same scope. */
export const dueWorkQuery = queryOptions({
  queryKey: ['/api/v1/worklist'],
  queryFn: ({ signal }) => fetchData<Worklist>('/api/v1/worklist', signal),
});

/** A new visit for a due item: planned for the caller, at the time given (the page's default). */
export function planVisit(
  plan: DuePlan,
  assignedTo: string,
  slot: { startsAt: string; endsAt: string },
) {
  return apiRequest<{ id: string }>('POST', '/api/v1/assessment-visits', {
    body: {
      visitType: plan.visitType,
      targetType: plan.targetType,
      [ASSESSMENT_TARGET_FIELDS[plan.targetType]]: plan.targetId,
      ...slot,
      assignedTo,
      status: 'Planned',
      dueItem: plan.dueItem,
    },
  });
}

/**
 * Moves a visit: the record as saved, with its new time (and person, on the People view), sent
 * with the version the calendar showed, so a change made meanwhile answers 409 and is not
 * overwritten.
 */
export async function moveVisit(
  id: string,
  version: number,
  change: { startsAt: string; endsAt: string; assignedTo?: string },
): Promise<ApiResult<unknown>> {
  const path = `/api/v1/assessment-visits/${encodeURIComponent(id)}`;
  const saved = await apiGet<Record<string, unknown>>(path);
  if (saved.error) return saved;
  const { _titles, _readOnly, ...fields } = saved.data;
  return apiRequest('PUT', path, { body: { ...fields, ...change, version } });
}
