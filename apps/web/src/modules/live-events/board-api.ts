import {
  type BoardAnswer,
  type BoardDeclaration,
  type BoardQuery,
  type BoardRow,
  boardApiName,
} from '@care360/domain';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiPost, fetchData, withQuery } from '../../platform/api';

/**
 * The first part of every board's query key: live events of the kinds the boards show refresh
 * it (live-events.manifest.ts, liveQueries), so an open board updates by itself.
 */
export const BOARDS_KEY = 'live-event-boards';
export const BOARD_PAGE_SIZE = 25;
/** Where the boards are: /app/live-events/{board key}. */
export const BOARD_ROOT = '/app/live-events/';

export type BoardFilters = Pick<BoardQuery, 'severity' | 'status' | 'source'> & {
  open: boolean;
};

export const boardPath = (board: BoardDeclaration) =>
  `/api/v1/live-events/boards/${encodeURIComponent(boardApiName(board))}`;

/** A board's rows, a page at a time (keyset), with its filters and search. */
export function useBoardRows(board: BoardDeclaration, filters: BoardFilters, search: string) {
  const params = {
    search: search || undefined,
    severity: filters.severity,
    status: filters.status,
    source: filters.source,
    open: filters.open ? 'true' : 'false',
  };
  const query = useInfiniteQuery({
    queryKey: [BOARDS_KEY, boardApiName(board), params],
    queryFn: ({ pageParam, signal }) =>
      fetchData<BoardAnswer>(
        withQuery(boardPath(board), { ...params, limit: BOARD_PAGE_SIZE, cursor: pageParam }),
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
  const pages = query.data?.pages ?? [];
  return {
    query,
    items: pages.flatMap((page) => page.items) as BoardRow[],
    total: pages[0]?.total ?? 0,
    totalCapped: pages[0]?.totalCapped === true,
  };
}

const alertPath = (row: BoardRow, action: string) =>
  `/api/v1/alerts/${encodeURIComponent(row.id)}/${action}`;

/** The alert engine's lifecycle steps, each with the version the board showed. */
export const alertActions = {
  acknowledge: (row: BoardRow) =>
    apiPost(alertPath(row, 'acknowledge'), { version: row.alert?.version }),
  assign: (row: BoardRow, userId: string) =>
    apiPost(alertPath(row, 'assign'), { version: row.alert?.version, userId }),
  resolve: (row: BoardRow, resolution: string) =>
    apiPost(alertPath(row, 'resolve'), { version: row.alert?.version, resolution }),
};
