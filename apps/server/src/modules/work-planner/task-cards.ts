import type { Db } from '@care360/db';
import {
  NO_GROUP,
  POSITION_GAP,
  recordKind,
  TASK_CARD_STATUSES,
  type WorkBoardGrouping,
} from '@care360/domain';
import { and, asc, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/auth-context';
import { refusal } from '../../platform/records/record-hooks';
import { column, scopeOf, tableOf } from '../../platform/records/record-query';

/** The work planner's kinds and their columns, shared by its hooks, endpoints and board sources. */
export const cardKind = () => recordKind('task-cards');
export const teamKind = () => recordKind('work-teams');
export const projectKind = () => recordKind('work-projects');
export const cardCol = (key: string) => column(tableOf(cardKind()), key);

/** The stored column a board's grouping moves a card along. */
export const GROUPING_FIELD: Record<WorkBoardGrouping, 'status' | 'team' | 'project'> = {
  status: 'status',
  team: 'team',
  project: 'project',
};

/** The cards of one column of a grouping (a status, a team, a project, or none), in the scope. */
export function inColumn(grouping: WorkBoardGrouping, value: string | null): SQL {
  const field = cardCol(GROUPING_FIELD[grouping]);
  return value === null ? isNull(field) : eq(field, value);
}

/** The card's siblings in a column, in board order (positions not yet set come last). */
export async function columnCards(
  db: Db,
  auth: AuthContext,
  grouping: WorkBoardGrouping,
  value: string | null,
  except?: string,
): Promise<{ id: string; position: number | null }[]> {
  const rows = await db
    .select({ id: cardCol('id'), position: cardCol('position') })
    .from(tableOf(cardKind()))
    .where(
      and(
        scopeOf(cardKind(), auth.user),
        inColumn(grouping, value),
        except ? ne(cardCol('id'), except) : undefined,
      ),
    )
    .orderBy(
      sql`${cardCol('position')} asc nulls last`,
      asc(cardCol('createdAt')),
      asc(cardCol('id')),
    )
    .limit(5_000);
  return rows.map((row) => ({
    id: String(row.id),
    position: row.position === null ? null : Number(row.position),
  }));
}

/** A place after every card of the status column: a new card goes to the bottom. */
export async function endOfStatusColumn(db: Db, auth: AuthContext, status: unknown) {
  const [row] = await db
    .select({ last: sql<number | null>`max(${cardCol('position')})` })
    .from(tableOf(cardKind()))
    .where(and(scopeOf(cardKind(), auth.user), eq(cardCol('status'), String(status))));
  return Number(row?.last ?? 0) + POSITION_GAP;
}

/**
 * A card's team and project must be of the card's branch: a branch's board shows its own work.
 * `field` is where the refusal is said (the form's field, or the board's column).
 */
export async function checkPlacement(
  db: Db,
  auth: AuthContext,
  card: { branch: unknown; team: unknown; project: unknown },
  field?: string,
): Promise<void> {
  for (const [key, kind, noun] of [
    ['team', teamKind(), 'team'],
    ['project', projectKind(), 'project'],
  ] as const) {
    const id = card[key];
    if (typeof id !== 'string' || !id) continue;
    const table = tableOf(kind);
    const [found] = await db
      .select({ branch: column(table, 'branch') })
      .from(table)
      .where(and(eq(column(table, 'id'), id), scopeOf(kind, auth.user)));
    if (!found) throw refusal(field ?? key, `Choose a ${noun} from the list.`);
    if (found.branch !== card.branch)
      throw refusal(field ?? key, `This ${noun} belongs to another branch than the card.`);
  }
}

/** The value a board's column key stands for: a status, an id, or null for "none". */
export function columnValue(grouping: WorkBoardGrouping, key: string): string | null {
  if (grouping === 'status') {
    if (!(TASK_CARD_STATUSES as readonly string[]).includes(key))
      throw refusal('column', 'Not a column of this board.');
    return key;
  }
  if (key === NO_GROUP) return null;
  if (!/^[0-9a-f-]{36}$/i.test(key)) throw refusal('column', 'Not a column of this board.');
  return key;
}
