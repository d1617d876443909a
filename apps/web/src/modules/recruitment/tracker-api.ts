import {
  type ApplicantStage,
  type ClearanceAnswer,
  READ_ONLY_KEYS,
  type TrackerBoard,
  type TrackerDashboard,
  type TrackerMatrix,
  type TrackerTests,
} from '@care360/domain';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { type ApiResult, apiPost, apiUrl, fetchData, withQuery } from '../../platform/api';
import { type RecordRow, updateRecord } from '../../platform/records/record-api';

/**
 * The recruitment tracker and the applicant's profile as the server serves them
 * (apps/server/src/modules/recruitment: clearance.endpoints.ts, tracker.endpoints.ts,
 * recruitment-report.endpoints.ts).
 */

export const APPLICANTS_API = '/api/v1/applicants';
const TRACKER_API = '/api/v1/recruitment-tracker';
export const applicantApi = (id: string) => `${APPLICANTS_API}/${encodeURIComponent(id)}`;

/** The app's pages of an applicant: the profile, and a section of their file ('' = details). */
export const applicantProfilePath = (id: string) => `/app/applicants/${encodeURIComponent(id)}`;
export const applicantFilePath = (id: string, section = '') =>
  `${applicantProfilePath(id)}/edit${section ? `/${section}` : ''}`;

export interface TrackerFilters {
  branch?: string;
  source?: string;
}

export const clearanceQuery = (id: string) =>
  queryOptions({
    queryKey: [`${applicantApi(id)}/clearance`],
    queryFn: ({ signal }) => fetchData<ClearanceAnswer>(`${applicantApi(id)}/clearance`, signal),
    // Any save in the file can change it: read again each time the profile is shown.
    staleTime: 0,
  });

export const clearApplicant = (id: string): Promise<ApiResult<ClearanceAnswer>> =>
  apiPost<ClearanceAnswer>(`${applicantApi(id)}/clear`, {});

const trackerQuery = <T>(page: string, filters: TrackerFilters) =>
  queryOptions({
    queryKey: [`${TRACKER_API}/${page}`, filters],
    queryFn: ({ signal }) =>
      fetchData<T>(withQuery(`${TRACKER_API}/${page}`, { ...filters }), signal),
  });

export const boardQuery = (filters: TrackerFilters) => trackerQuery<TrackerBoard>('board', filters);
export const dashboardQuery = (filters: TrackerFilters) =>
  trackerQuery<TrackerDashboard>('dashboard', filters);
export const matrixQuery = (filters: TrackerFilters) =>
  trackerQuery<TrackerMatrix>('matrix', filters);
export const testsQuery = (filters: TrackerFilters) => trackerQuery<TrackerTests>('tests', filters);

/** A report's download, followed by the browser itself (the server sends an attachment). */
export const reportUrl = (report: string, format: 'csv' | 'pdf', filters: TrackerFilters) =>
  apiUrl(withQuery(`${TRACKER_API}/report.${format}`, { report, ...filters }));

/**
 * Moves an applicant to another stage: a save of the applicant with the stage changed (the server
 * refuses 'Cleared', which only Clear to start sets). Read fresh, so the save carries the latest
 * version and values.
 */
export async function moveApplicant(
  id: string,
  stage: ApplicantStage,
  extra: Record<string, unknown> = {},
): Promise<ApiResult<RecordRow>> {
  const current = await fetchData<RecordRow>(applicantApi(id));
  const body: Record<string, unknown> = { ...current };
  for (const key of READ_ONLY_KEYS) delete body[key];
  return updateRecord(APPLICANTS_API, id, {
    ...body,
    ...extra,
    stage,
    version: Number(current.version),
  });
}

/** After a move or a clearance: the board, the lists, the profile and the file read again. */
export const refreshRecruitment = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({
    predicate: (query) =>
      /^\/api\/v1\/(applicants|recruitment-tracker)/.test(String(query.queryKey[0])),
  });
