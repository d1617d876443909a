import type { Db } from '@care360/db';
import {
  BOARDS,
  type BoardDeclaration,
  type BoardQuery,
  DERIVED_BOARD_SOURCES,
  ukCalendarDate,
} from '@care360/domain';
import type { AuthContext } from '../auth/auth-context';
import { type BoardPage, type BoardSourceContribution, pageOfRows } from './board-source';

/** The areas' board sources, checked once: none unknown, none given twice. */
export interface BoardRegistry {
  readonly sources: ReadonlyMap<string, BoardSourceContribution>;
  /** The sources some board shows that no area gives (a test proves there are none). */
  readonly missing: readonly string[];
}

export function boardRegistry(contributions: readonly BoardSourceContribution[]): BoardRegistry {
  const known = new Set<string>(['alerts', ...DERIVED_BOARD_SOURCES]);
  const sources = new Map<string, BoardSourceContribution>();
  for (const contribution of contributions) {
    if (!known.has(contribution.source)) {
      throw new Error(`No live board has the source "${contribution.source}".`);
    }
    if (sources.has(contribution.source)) {
      throw new Error(`Two areas give the live board source "${contribution.source}".`);
    }
    sources.set(contribution.source, contribution);
  }
  const wanted = new Set(
    BOARDS.flatMap((board) =>
      board.source.type === 'alerts'
        ? ['alerts']
        : [board.source.key, ...(board.source.alsoFrom ?? [])],
    ),
  );
  return { sources, missing: [...wanted].filter((source) => !sources.has(source)) };
}

const sourceOf = (board: BoardDeclaration) =>
  board.source.type === 'alerts' ? 'alerts' : board.source.key;

/** One page of a board for this caller; a source no area gives shows nothing. */
export async function boardPage(
  registry: BoardRegistry,
  db: Db,
  auth: AuthContext,
  board: BoardDeclaration,
  query: BoardQuery,
  now = new Date(),
): Promise<BoardPage> {
  const context = { db, auth, board, query, now, today: ukCalendarDate(now) };
  if (board.source.type === 'derived' && board.source.alsoFrom?.length) {
    // Several sources on one board: every row of each, then one order and one page.
    const keys = [board.source.key, ...board.source.alsoFrom];
    const rows = await Promise.all(
      keys.map((key) => registry.sources.get(key)?.rows?.(context) ?? Promise.resolve([])),
    );
    return pageOfRows(rows.flat(), query);
  }
  const source = registry.sources.get(sourceOf(board));
  if (!source) return { items: [], nextCursor: null, total: 0 };
  return source.page(context);
}
