import {
  type AcceptRosterRunAnswer,
  acceptRosterRunAnswer,
  type RosterPreview,
  type RosterRun,
  type RosterRunStatus,
  rosterPreviewAnswer,
  rosterRunAnswer,
  type StartRosterRunBody,
} from '@care360/domain';
import { queryOptions } from '@tanstack/react-query';
import { type ApiResult, apiRequest, fetchData } from '../../platform/api';

/**
 * The auto-rostering runs' API. Queries are keyed by their path, so a change of a run (its
 * progress, about once a second while it plans) reaches an open page as a live event of kind
 * `roster-runs` and refetches it: no polling, only a slow fallback while a run is under way.
 */
export const RUNS_PATH = '/api/v1/roster-runs';

const runPath = (id: string) => `${RUNS_PATH}/${encodeURIComponent(id)}`;

/** The page of one run: its progress, then its plan as a preview. */
export const planPath = (id: string) => `/app/scheduler/plans/${encodeURIComponent(id)}`;

/** A run still planning: its page follows it. */
export const isUnderWay = (status: RosterRunStatus) => status === 'queued' || status === 'running';

/** A run whose plan can be previewed (and, but for 'accepted', accepted). */
export const hasPlan = (status: RosterRunStatus) =>
  status === 'finished' ||
  status === 'stopped' ||
  status === 'accepted' ||
  status === 'partly accepted';

/** A refetch now and then in case live events are lost while the run plans. */
const FALLBACK_REFRESH_MS = 5_000;

export const runQuery = (id: string) =>
  queryOptions({
    queryKey: [runPath(id)],
    queryFn: async ({ signal }): Promise<RosterRun> =>
      rosterRunAnswer.parse(await fetchData(runPath(id), signal)),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status && isUnderWay(status) ? FALLBACK_REFRESH_MS : false;
    },
  });

export const previewQuery = (id: string) =>
  queryOptions({
    queryKey: [`${runPath(id)}/preview`],
    queryFn: async ({ signal }): Promise<RosterPreview> =>
      rosterPreviewAnswer.parse(await fetchData(`${runPath(id)}/preview`, signal)),
  });

export function startRun(body: StartRosterRunBody): Promise<ApiResult<RosterRun>> {
  return apiRequest<RosterRun>('POST', RUNS_PATH, { body });
}

export function stopRun(id: string): Promise<ApiResult<RosterRun>> {
  return apiRequest<RosterRun>('POST', `${runPath(id)}/stop`);
}

export function acceptRun(
  id: string,
  visitIds: string[],
  version: number,
): Promise<ApiResult<AcceptRosterRunAnswer>> {
  return apiRequest<AcceptRosterRunAnswer>('POST', `${runPath(id)}/accept`, {
    body: { visitIds, version },
  }).then((result) =>
    result.error ? result : { ...result, data: acceptRosterRunAnswer.parse(result.data) },
  );
}
