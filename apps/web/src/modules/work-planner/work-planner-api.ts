import {
  type MoveCardBody,
  type TaskLogAnswer,
  type WorkBoardAnswer,
  type WorkBoardView,
  type WorkBranchesAnswer,
  workBoardAnswer,
} from '@care360/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiPost, fetchData, withQuery } from '../../platform/api';

/**
 * The work planner's reads and its move. The board's key names the `task-cards` segment, so a
 * card changed anywhere refreshes every open board (live events); teams and projects, which
 * give the grouped boards their columns, are added in the manifest.
 */
export const BOARD_PATH = '/api/v1/task-cards/board';
export const BRANCHES_PATH = '/api/v1/work-planner/branches';
export const LOG_PATH = '/api/v1/task-planner-logs';
export const CARDS_PATH = '/api/v1/task-cards';

export const boardQuery = (view: WorkBoardView, branch?: string) =>
  queryOptions({
    queryKey: [BOARD_PATH, view, branch ?? null],
    queryFn: async ({ signal }): Promise<WorkBoardAnswer> =>
      workBoardAnswer.parse(await fetchData(withQuery(BOARD_PATH, { view, branch }), signal)),
  });

export const branchesQuery = queryOptions({
  queryKey: [BRANCHES_PATH],
  queryFn: ({ signal }) => fetchData<WorkBranchesAnswer>(BRANCHES_PATH, signal),
});

export const logPage = (search: string, cursor: string | null, signal?: AbortSignal) =>
  fetchData<TaskLogAnswer>(
    withQuery(LOG_PATH, { search: search || undefined, limit: 25, cursor }),
    signal,
  );

export const moveCard = (id: string, body: MoveCardBody) =>
  apiPost<{ id: string; version: number }>(`${CARDS_PATH}/${encodeURIComponent(id)}/move`, body);
