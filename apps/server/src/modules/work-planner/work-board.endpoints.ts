import { type Db, schema } from '@care360/db';
import {
  GROUPING_OF_VIEW,
  isOverdueCard,
  MOVE_ACTION,
  moveCardBody,
  NO_GROUP,
  positionBetween,
  REORDER_ACTION,
  renumbered,
  TASK_CARD_STATUS_LABELS,
  TASK_CARD_STATUSES,
  type TaskCardStatus,
  ukCalendarDate,
  type WorkBoardAnswer,
  type WorkBoardColumn,
  type WorkCard,
  workBoardAnswer,
  workBoardQuery,
  workBranchesAnswer,
} from '@care360/domain';
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AuthContext } from '../../platform/auth/auth-context';
import { notFound } from '../../platform/http/envelope';
import { idParams } from '../../platform/http/id-params';
import { defineRoute } from '../../platform/http/route';
import { requestActor } from '../../platform/records/record-actor';
import { changeRecord } from '../../platform/records/record-changes';
import { refusal } from '../../platform/records/record-hooks';
import { column, referenceTitles, scopeOf, tableOf } from '../../platform/records/record-query';
import {
  cardCol,
  cardKind,
  checkPlacement,
  columnCards,
  columnValue,
  GROUPING_FIELD,
  projectKind,
  teamKind,
} from './task-cards';

/**
 * The work planner's boards: one read answers every board by view, in columns; a card dropped on
 * a board is moved by one call that sets its column (status, team or project) and its place, with
 * the version the board showed. Both go through the card's scope (organisation, and branch for a
 * role limited to one), and the move writes through the record store's change, so the trail has
 * it and every open board refreshes.
 */

const READ = { permission: 'task-cards.read' } as const;
const UPDATE = { permission: 'task-cards.update' } as const;
const MAX_CARDS = 500;

/** The branches the caller sees: the organisation's, or only their own when limited to it. */
function branchesInScope(auth: AuthContext): SQL {
  const b = schema.branches;
  const { branchScope } = auth.user;
  return and(
    eq(b.organisationId, auth.user.organisation.id),
    isNull(b.deletedAt),
    branchScope ? (branchScope.branchId ? eq(b.id, branchScope.branchId) : sql`false`) : undefined,
  ) as SQL;
}

async function branchNamed(db: Db, auth: AuthContext, id: string) {
  const b = schema.branches;
  const [found] = await db
    .select({ id: b.id, name: b.name })
    .from(b)
    .where(and(eq(b.id, id), branchesInScope(auth)));
  if (!found) throw notFound('branch');
  return { id: found.id, name: found.name ?? '' };
}

async function boardCards(db: Db, auth: AuthContext, where: SQL | undefined, today: string) {
  const kind = cardKind();
  const titles = referenceTitles(kind);
  const rows = await db
    .select({
      id: cardCol('id'),
      version: cardCol('version'),
      title: cardCol('title'),
      description: cardCol('description'),
      status: cardCol('status'),
      assignedTo: cardCol('assignedTo'),
      assignedToName: titles.assignedTo as SQL<string | null>,
      dueDate: cardCol('dueDate'),
      branch: cardCol('branch'),
      branchName: titles.branch as SQL<string | null>,
      team: cardCol('team'),
      teamName: titles.team as SQL<string | null>,
      project: cardCol('project'),
      projectName: titles.project as SQL<string | null>,
      position: cardCol('position'),
      alertId: cardCol('alertId'),
    })
    .from(tableOf(kind))
    .where(and(scopeOf(kind, auth.user), where))
    .orderBy(
      sql`${cardCol('position')} asc nulls last`,
      asc(cardCol('createdAt')),
      asc(cardCol('id')),
    )
    .limit(MAX_CARDS + 1);
  const cards = rows.slice(0, MAX_CARDS).map((row): WorkCard => {
    const dueDate = row.dueDate ? String(row.dueDate).slice(0, 10) : null;
    const status = row.status as TaskCardStatus;
    return {
      id: String(row.id),
      version: Number(row.version),
      title: String(row.title),
      description: (row.description as string | null) ?? null,
      status,
      assignedTo: String(row.assignedTo),
      assignedToName: row.assignedToName,
      dueDate,
      overdue: isOverdueCard({ status, dueDate }, today),
      branch: String(row.branch),
      branchName: row.branchName,
      team: (row.team as string | null) ?? null,
      teamName: row.teamName,
      project: (row.project as string | null) ?? null,
      projectName: row.projectName,
      position: Number(row.position ?? 0),
      alertId: (row.alertId as string | null) ?? null,
    };
  });
  return { cards, more: rows.length > MAX_CARDS };
}

/** The teams or active projects a grouped board has columns for, by name. */
async function groups(db: Db, auth: AuthContext, grouping: 'team' | 'project', branch?: string) {
  const kind = grouping === 'team' ? teamKind() : projectKind();
  const table = tableOf(kind);
  return db
    .select({ id: column(table, 'id'), name: column(table, 'name') })
    .from(table)
    .where(
      and(
        scopeOf(kind, auth.user),
        branch ? eq(column(table, 'branch'), branch) : undefined,
        grouping === 'project' ? eq(column(table, 'status'), 'Active') : undefined,
      ),
    )
    .orderBy(asc(column(table, 'name')))
    .limit(200);
}

const board = defineRoute({
  method: 'GET',
  url: '/api/v1/task-cards/board',
  access: READ,
  summary:
    "A work planner board's cards in columns: the caller's own (main), a branch's, all, or the pending cards by team or project",
  query: workBoardQuery,
  answer: workBoardAnswer,
  async handler({ auth, query, services: { db } }) {
    const grouping = GROUPING_OF_VIEW[query.view];
    if (query.view === 'branch' && !query.branch)
      throw refusal('branch', 'Choose the branch whose board to show.');
    const branch = query.branch ? await branchNamed(db, auth, query.branch) : null;
    const today = ukCalendarDate();
    const where = and(
      branch ? eq(cardCol('branch'), branch.id) : undefined,
      query.view === 'main' ? eq(cardCol('assignedTo'), auth.user.id) : undefined,
      grouping === 'status' ? undefined : eq(cardCol('status'), 'pending'),
    );
    const { cards, more } = await boardCards(db, auth, where, today);
    let columns: WorkBoardColumn[];
    if (grouping === 'status') {
      columns = TASK_CARD_STATUSES.map((status) => ({
        key: status,
        title: TASK_CARD_STATUS_LABELS[status],
        cards: cards.filter((card) => card.status === status),
      }));
    } else {
      const field = GROUPING_FIELD[grouping] as 'team' | 'project';
      const named = await groups(db, auth, grouping, branch?.id);
      columns = [
        ...named.map((group) => ({
          key: String(group.id),
          title: String(group.name),
          cards: cards.filter((card) => card[field] === group.id),
        })),
        {
          key: NO_GROUP,
          title: grouping === 'team' ? 'No team' : 'No project',
          cards: cards.filter((card) => !named.some((group) => group.id === card[field])),
        },
      ];
    }
    const data: WorkBoardAnswer = { view: query.view, grouping, branch, columns, more };
    return { data };
  },
});

const moveAnswer = z.strictObject({
  id: z.uuid(),
  version: z.number().int().positive(),
  status: z.enum(TASK_CARD_STATUSES),
  team: z.uuid().nullable(),
  project: z.uuid().nullable(),
  position: z.number(),
});

const move = defineRoute({
  method: 'POST',
  url: '/api/v1/task-cards/:id/move',
  access: UPDATE,
  summary:
    'Move a task card on a work planner board: its column (status, team or project) and its place before another card or at the end (audited; 409 if changed meanwhile)',
  params: idParams,
  body: moveCardBody,
  answer: moveAnswer,
  resource: 'task-cards',
  refusals: [409],
  async handler({ auth, params, body, request, services: { db } }) {
    const actor = requestActor(auth, request.ip);
    const kind = cardKind();
    const data = await db.transaction(async (tx) => {
      // Moves of one organisation's cards wait in turn, so two drops never share a place.
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`task-cards:${auth.user.organisation.id}`}))`,
      );
      const [card] = await tx
        .select()
        .from(tableOf(kind))
        .where(and(eq(cardCol('id'), params.id), scopeOf(kind, auth.user)));
      if (!card) throw notFound('task card');
      const current = card as Record<string, unknown>;
      const value = columnValue(body.grouping, body.column);
      const field = GROUPING_FIELD[body.grouping];
      const change: Record<string, unknown> = { [field]: value };
      if (body.grouping !== 'status')
        await checkPlacement(tx, auth, { ...current, ...change } as never, 'column');
      const siblings = await columnCards(tx, auth, body.grouping, value, params.id);
      const at = body.beforeId ? siblings.findIndex((other) => other.id === body.beforeId) : -1;
      const index = at < 0 ? siblings.length : at;
      const previous = siblings[index - 1]?.position ?? null;
      const next = siblings[index]?.position ?? null;
      const unplaced =
        (index > 0 && previous === null) || (index < siblings.length && next === null);
      const position = unplaced ? null : positionBetween(previous, next);
      if (position === null) {
        // No room between the neighbours: the column is numbered afresh. Only the places of the
        // others move (kept versions, so their open forms still save); their trail says reorder.
        const order = [...siblings];
        order.splice(index, 0, { id: params.id, position: null });
        const fresh = renumbered(order.length);
        for (const [i, other] of order.entries()) {
          if (other.id === params.id) change.position = fresh[i];
          else if (other.position !== fresh[i])
            await changeRecord(
              tx,
              actor,
              kind,
              other.id,
              { position: fresh[i] },
              { auditAction: REORDER_ACTION, keepVersion: true },
            );
        }
      } else change.position = position;
      const saved = await changeRecord(tx, actor, kind, params.id, change, {
        version: body.version,
        auditAction: MOVE_ACTION,
      });
      if (!saved) throw notFound('task card');
      return {
        id: String(saved.id),
        version: Number(saved.version),
        status: saved.status as TaskCardStatus,
        team: (saved.team as string | null) ?? null,
        project: (saved.project as string | null) ?? null,
        position: Number(saved.position),
      };
    });
    return { data, message: 'Card moved.' };
  },
});

const branches = defineRoute({
  method: 'GET',
  url: '/api/v1/work-planner/branches',
  access: READ,
  summary: "The branches of the work planner: each one's pending, overdue and completed cards",
  // Every branch the caller sees, at most `limit` (an organisation has a handful).
  query: z.strictObject({ limit: z.coerce.number().int().min(1).max(200).default(200) }),
  answer: workBranchesAnswer,
  async handler({ auth, query, services: { db } }) {
    const b = schema.branches;
    const today = ukCalendarDate();
    const cards = tableOf(cardKind());
    const teams = tableOf(teamKind());
    // The branch of the outer row, named in full: inside a subquery Drizzle leaves columns bare.
    const branchId = sql`${b}.${sql.identifier('id')}`;
    const count = (condition: SQL) =>
      sql<number>`(select count(*)::int from ${cards} where ${cardCol('branch')} = ${branchId} and ${scopeOf(cardKind(), auth.user)} and ${condition})`;
    const rows = await db
      .select({
        id: b.id,
        name: b.name,
        pending: count(eq(cardCol('status'), 'pending')),
        overdue: count(
          and(eq(cardCol('status'), 'pending'), sql`${cardCol('dueDate')} < ${today}`) as SQL,
        ),
        completed: count(eq(cardCol('status'), 'completed')),
        teams: sql<number>`(select count(*)::int from ${teams} where ${column(teams, 'branch')} = ${branchId} and ${scopeOf(teamKind(), auth.user)})`,
      })
      .from(b)
      .where(branchesInScope(auth))
      .orderBy(asc(b.name))
      .limit(query.limit);
    return {
      data: {
        items: rows.map((row) => ({
          id: row.id,
          name: row.name,
          pending: Number(row.pending),
          overdue: Number(row.overdue),
          completed: Number(row.completed),
          teams: Number(row.teams),
        })),
      },
    };
  },
});

export const workBoardRoutes = [board, move, branches];
