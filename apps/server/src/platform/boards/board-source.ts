import type { Db } from '@care360/db';
import type {
  AlertSeverity,
  BoardDeclaration,
  BoardQuery,
  BoardRow,
  DerivedBoardSource,
  WorklistLine,
} from '@care360/domain';
import type { AuthContext } from '../auth/auth-context';
import { HttpError } from '../http/envelope';
import { hasUnstorableCharacter } from '../http/nul-bytes';

/**
 * A source of the live boards (domain: live-events/boards), given by the area that owns its
 * records through its manifest (`boardSources`), the way areas give Home's worklist its groups:
 * the platform knows no board's rule. The live-events area gives the `alerts` source; the others
 * give the derived ones from the rules they already run.
 */

/** What a source works with: the caller, the database, the board and its query, one clock. */
export interface BoardContext {
  db: Db;
  auth: AuthContext;
  board: BoardDeclaration;
  query: BoardQuery;
  now: Date;
  /** The UK calendar day of `now`. */
  today: string;
}

/** One page of a board: the count on the first page only, as every list does. */
export interface BoardPage {
  items: BoardRow[];
  nextCursor: string | null;
  total?: number;
  totalCapped?: boolean;
}

export interface BoardSourceContribution {
  source: 'alerts' | DerivedBoardSource;
  /**
   * One page of what the board shows to this caller: nothing they may not see (branch scope and
   * permissions are the source's own, as a worklist contribution's are).
   */
  page(context: BoardContext): Promise<BoardPage>;
  /** A derived source's every row for the caller, for a board that shows several sources. */
  rows?: (context: Omit<BoardContext, 'query'>) => Promise<BoardRow[]>;
}

/**
 * A derived source from every row its rule finds for the caller (a bounded set: the worklist's
 * rules answer whole groups the same way): the platform searches, filters by severity, orders by
 * when (due first, undated last, then id) and cuts a keyset page.
 */
export function derivedBoardSource(
  source: DerivedBoardSource,
  rows: (context: Omit<BoardContext, 'query'>) => Promise<BoardRow[]>,
): BoardSourceContribution {
  return {
    source,
    rows,
    page: async (context) => pageOfRows(await rows(context), context.query),
  };
}

/** One page of a derived board's rows: searched, filtered by severity, in order, keyset-cut. */
export function pageOfRows(found: readonly BoardRow[], query: BoardQuery): BoardPage {
  const words = (query.search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const all = found
    .filter((row) => !query.severity || row.severity === query.severity)
    .filter((row) => {
      const text = `${row.subject} ${row.person ?? ''} ${row.detail}`.toLowerCase();
      return words.every((word) => text.includes(word));
    })
    .sort(byWhenThenId);
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const rest = after ? all.filter((row) => byWhenThenId(row, after) > 0) : all;
  const items = rest.slice(0, query.limit);
  const last = items.at(-1);
  return {
    items,
    nextCursor:
      rest.length > query.limit && last ? encodeCursor({ at: last.at, id: last.id }) : null,
    ...(query.cursor ? {} : { total: all.length }),
  };
}

type Position = Pick<BoardRow, 'at' | 'id'>;

function byWhenThenId(a: Position, b: Position): number {
  if (a.at !== b.at) {
    if (a.at === null) return 1;
    if (b.at === null) return -1;
    return a.at < b.at ? -1 : 1;
  }
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

const encodeCursor = (at: Position) =>
  Buffer.from(JSON.stringify([at.at, at.id])).toString('base64url');

/** A cursor is only ever one this server made; anything else answers 400. */
function decodeCursor(cursor: string): Position {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      (value[0] === null || typeof value[0] === 'string') &&
      typeof value[1] === 'string' &&
      !hasUnstorableCharacter(`${value[0] ?? ''}${value[1]}`)
    )
      return { at: value[0], id: value[1] };
  } catch {
    // fall through to the refusal below
  }
  throw new HttpError(400, 'That page link is no longer valid. Go back to the first page.', {
    cursor: ['Not a page cursor.'],
  });
}

/**
 * Home's worklist lines as board rows: the same rule, shown on a board. A person may have
 * several lines (two reviews overdue), so a row's id is its link and what it says.
 */
export function worklistBoardRows(
  lines: readonly WorklistLine[],
  severity: AlertSeverity,
  subject: string,
): BoardRow[] {
  return lines.map((line) => ({
    id: `${line.href}|${line.detail}`,
    at: null,
    severity,
    subject,
    detail: line.detail,
    person: line.clientName,
    href: line.href,
    branch: null,
    alert: null,
  }));
}
