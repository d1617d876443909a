import {
  BOARDS,
  boardAnswer,
  boardApiName,
  boardOfApiName,
  boardQuery,
  type Permission,
} from '@care360/domain';
import { z } from 'zod';
import { notFound } from '../http/envelope';
import { defineRoute } from '../http/route';
import { type BoardRegistry, boardPage } from './boards';

const permissions = [...new Set(BOARDS.map((board) => board.permission))] as [
  Permission,
  ...Permission[],
];

/**
 * Every live board through one endpoint: the board's declaration says which permission opens it
 * and which source fills it; the source scopes what it finds to the caller's branch.
 */
export const boardRoutes = (registry: BoardRegistry) => [
  defineRoute({
    method: 'GET',
    url: '/api/v1/live-events/boards/:board',
    access: { anyPermission: permissions },
    summary: `One live board's rows (search, severity, status, source, open; keyset pages): ${BOARDS.map(boardApiName).join(', ')}`,
    params: z.strictObject({ board: z.string().max(100) }),
    query: boardQuery,
    answer: boardAnswer,
    permissionFrom: ({ params }) => {
      const name = (params as { board?: unknown } | undefined)?.board;
      return typeof name === 'string' ? (boardOfApiName(name)?.permission ?? null) : null;
    },
    async handler({ auth, params, query, services: { db } }) {
      const board = boardOfApiName(params.board);
      if (!board) throw notFound('live board');
      const page = await boardPage(registry, db, auth, board, query);
      return { data: { board: boardApiName(board), title: board.title, ...page } };
    },
  }),
];
