import { lockedMessage, overlapMessage, type RecordKind } from '@care360/domain';
import { and, eq, gte, isNotNull, isNull, lte, ne, or, type SQL } from 'drizzle-orm';
import { HttpError } from '../http/envelope';
import { type RecordHooks, refusal, type WriteContext } from './record-hooks';
import { column, tableOf } from './record-query';
import type { Row } from './record-values';

/**
 * The hooks a kind's declared write rules (RecordDeclaration.writeRules) stand for, or nothing
 * when it declares none. recordRoutes runs them before the kind's own hooks.
 */
export function declaredHooks(kind: RecordKind): RecordHooks | undefined {
  const { noOverlap, lockedWhen } = kind.writeRules ?? {};
  if (!noOverlap && !lockedWhen) return undefined;
  const isLocked = (row: Row) =>
    lockedWhen !== undefined && row[lockedWhen.field] === lockedWhen.value;
  const refuseLocked = (row: Row) => {
    if (isLocked(row)) throw new HttpError(409, lockedMessage(kind));
  };
  const overlaps = noOverlap ? overlapCheck(kind, noOverlap) : undefined;
  return {
    async beforeCreate({ values }, ctx) {
      await overlaps?.(values, undefined, ctx);
    },
    async beforeUpdate({ id, existing, values }, ctx) {
      refuseLocked(existing);
      // Fields a save leaves out keep their stored values.
      const sent = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
      await overlaps?.({ ...existing, ...sent }, id, ctx);
    },
    async beforeDelete({ existing }) {
      refuseLocked(existing);
    },
    async beforeRestore({ id, existing }, ctx) {
      // Another record may have taken the dates while this one was deleted.
      await overlaps?.(existing, id, ctx);
    },
    ...(lockedWhen
      ? { readOnlyReason: async (row: Row) => (isLocked(row) ? lockedMessage(kind) : null) }
      : {}),
  };
}

/**
 * Refuses dates that share a day with a live sibling's (same parent, or same organisation for a
 * top-level kind), after locking the owner so that two saves at once are judged in turn.
 */
function overlapCheck(kind: RecordKind, { from, to }: { from: string; to: string }) {
  const table = tableOf(kind);
  const fromColumn = column(table, from);
  const toColumn = column(table, to);
  return async (
    values: Record<string, unknown>,
    ownId: string | undefined,
    ctx: WriteContext,
  ): Promise<void> => {
    const start = values[from];
    const end = values[to];
    if (typeof start !== 'string') return;
    const parentId = ctx.parentId ?? (values.parentId as string | undefined);
    await ctx.lockOwner();
    const conditions: (SQL | undefined)[] = [
      eq(column(table, 'organisationId'), ctx.auth.user.organisation.id),
      isNull(column(table, 'deletedAt')),
      kind.parent && parentId ? eq(column(table, 'parentId'), parentId) : undefined,
      ownId ? ne(column(table, 'id'), ownId) : undefined,
      isNotNull(fromColumn),
      // Both days count: [a, b] and [c, d] share a day when a <= d and c <= b (no end: open).
      typeof end === 'string' ? lte(fromColumn, end) : undefined,
      or(isNull(toColumn), gte(toColumn, start)),
    ];
    const [clash] = await ctx.db
      .select({ id: column(table, 'id') })
      .from(table)
      .where(and(...conditions))
      .limit(1);
    if (clash) throw refusal(from, overlapMessage(kind));
  };
}
