import { type Db, schema } from '@care360/db';
import {
  describeCardChange,
  REORDER_ACTION,
  type TaskLogEntry,
  taskLogAnswer,
  taskLogQuery,
} from '@care360/domain';
import { and, desc, eq, inArray, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/auth-context';
import { HttpError } from '../../platform/http/envelope';
import { defineRoute } from '../../platform/http/route';
import { countMatching } from '../../platform/lists/count';
import { column, tableOf } from '../../platform/records/record-query';
import { cardCol, cardKind, projectKind, teamKind } from './task-cards';

/**
 * The task-planner log (/app/task-planner-logs): every change of a task card, read from the
 * audit trail the record store writes with each change, so nothing is written twice. A card's
 * neighbours renumbered by a move are not changes anyone made and are left out. A role limited
 * to a branch sees the changes of that branch's cards (deleted ones too).
 */

const { auditLog, users } = schema;

function cardScope(auth: AuthContext): SQL {
  const cards = tableOf(cardKind());
  const { branchScope } = auth.user;
  const branch = branchScope
    ? branchScope.branchId
      ? eq(cardCol('branch'), branchScope.branchId)
      : sql`false`
    : undefined;
  // Deleted cards stay in the log: their changes happened.
  return sql`${auditLog.recordId} in (select ${cardCol('id')}::text from ${cards} where ${and(
    eq(cardCol('organisationId'), auth.user.organisation.id),
    branch,
  )})`;
}

/** The names the entries' changes refer to: people, teams, projects; "none" for an empty one. */
async function namesOf(db: Db, ids: Set<string>): Promise<(id: unknown) => string> {
  const wanted = [...ids].filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  const names = new Map<string, string>();
  if (wanted.length) {
    for (const row of await db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(inArray(users.id, wanted)))
      names.set(row.id, row.name ?? '');
    for (const kind of [teamKind(), projectKind()]) {
      const table = tableOf(kind);
      for (const row of await db
        .select({ id: column(table, 'id'), name: column(table, 'name') })
        .from(table)
        .where(inArray(column(table, 'id'), wanted)))
        names.set(String(row.id), String(row.name));
    }
  }
  return (id) =>
    id === null || id === undefined || id === '' ? 'none' : (names.get(String(id)) ?? 'unknown');
}

export const taskLogRoute = defineRoute({
  method: 'GET',
  url: '/api/v1/task-planner-logs',
  access: { permission: 'task-cards.read' },
  summary:
    'The task-planner log: every change of a work planner card (created, moved, status changed, reassigned, edited, deleted), newest first',
  query: taskLogQuery,
  answer: taskLogAnswer,
  async handler({ auth, query, services: { db } }) {
    let before: number | undefined;
    if (query.cursor !== undefined) {
      before = Number(query.cursor);
      if (!/^\d{1,18}$/.test(query.cursor) || !Number.isSafeInteger(before))
        throw new HttpError(400, 'That page link is no longer valid. Go back to the first page.', {
          cursor: ['Not a page cursor.'],
        });
    }
    const cards = tableOf(cardKind());
    const search = query.search?.toLowerCase();
    const matching = and(
      eq(auditLog.organisationId, auth.user.organisation.id),
      eq(auditLog.recordType, 'task-cards'),
      ne(auditLog.action, REORDER_ACTION),
      search
        ? sql`exists (select 1 from ${cards} where ${cardCol('id')}::text = ${auditLog.recordId} and position(${search} in lower(${cardCol('title')})) > 0)`
        : undefined,
      cardScope(auth),
    );
    const rows = await db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        action: auditLog.action,
        recordId: auditLog.recordId,
        changes: auditLog.changes,
        actorName: users.name,
        cardTitle: sql<
          string | null
        >`(select ${cardCol('title')} from ${cards} where ${cardCol('id')}::text = ${auditLog.recordId})`,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorUserId))
      .where(and(matching, before !== undefined ? lt(auditLog.id, before) : undefined))
      .orderBy(desc(auditLog.id))
      .limit(query.limit + 1);
    const page = rows.slice(0, query.limit);
    const ids = new Set<string>();
    for (const row of page)
      for (const value of Object.values((row.changes ?? {}) as Record<string, unknown>))
        if (Array.isArray(value))
          for (const part of value) if (typeof part === 'string') ids.add(part);
    const names = await namesOf(db, ids);
    const items = page.map((row): TaskLogEntry => {
      const said = describeCardChange(
        row.action,
        (row.changes ?? null) as Record<string, unknown> | null,
        names,
      );
      return {
        id: String(row.id),
        at: new Date(row.at).toISOString(),
        actorName: row.actorName ?? null,
        cardId: row.recordId ?? '',
        cardTitle: row.cardTitle,
        ...said,
      };
    });
    const last = page.at(-1);
    // The count on the first page only, as every list gives it.
    const count =
      before === undefined
        ? await countMatching(db, db.select({ one: sql`1` }).from(auditLog).where(matching))
        : {};
    return {
      data: {
        items,
        nextCursor: rows.length > query.limit && last ? String(last.id) : null,
        ...count,
      },
    };
  },
});
