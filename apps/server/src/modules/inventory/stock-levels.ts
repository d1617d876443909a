import type { Db } from '@care360/db';
import { recordKind, stockChange, stockState } from '@care360/domain';
import { and, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { HttpError } from '../../platform/http/envelope';
import type { Actor } from '../../platform/records/record-actor';
import { actorOf, changeRecord } from '../../platform/records/record-changes';
import { type RecordHooks, refusal } from '../../platform/records/record-hooks';
import { column, tableOf } from '../../platform/records/record-query';
import { raiseStockAlert, resolveStockAlerts } from './inventory-alerts';

/**
 * An item's stock is the sum of its live movements, never typed. Each movement's write works it
 * out again in the same transaction, with the item locked, so two issues at once are counted in
 * turn and a movement that would take the stock below none is refused (422) and writes nothing.
 */

const items = () => tableOf(recordKind('stock-items'));
const movements = () => tableOf(recordKind('stock-movements'));

type ItemRow = Record<string, unknown> & { id: string };

/** The item, locked until the write ends; null when it is not one of the organisation's. */
async function lockedItem(db: Db, organisationId: string, id: string): Promise<ItemRow | null> {
  const table = items();
  const [row] = await db
    .select()
    .from(table)
    .where(and(eq(column(table, 'id'), id), eq(column(table, 'organisationId'), organisationId)))
    .for('update');
  return (row as ItemRow | undefined) ?? null;
}

/** The sum of the item's live movements, in and out. */
async function movementTotal(db: Db, organisationId: string, itemId: string): Promise<number> {
  const table = movements();
  const rows = await db
    .select({
      movement: column(table, 'movement'),
      quantity: sql<number>`sum(${column(table, 'quantity')})::int`,
    })
    .from(table)
    .where(
      and(
        eq(column(table, 'organisationId'), organisationId),
        eq(column(table, 'item'), itemId),
        isNull(column(table, 'deletedAt')),
      ),
    )
    .groupBy(column(table, 'movement'));
  return rows.reduce(
    (total, row) => total + stockChange(String(row.movement), Number(row.quantity)),
    0,
  );
}

const itemLabel = (item: Record<string, unknown>) => String(item.label ?? item.name ?? 'this item');

/**
 * Works the item's level and state out again from its movements and stores them (the item's
 * version stays, so an edit open on it still saves), raising its low-stock alert when it falls
 * to its reorder level and resolving it once it is above again. Refuses a level below none.
 */
export async function refreshStockLevel(
  db: Db,
  actor: Actor,
  itemId: string,
  now: Date = new Date(),
): Promise<void> {
  const organisationId = actor.auth.user.organisation.id;
  const item = await lockedItem(db, organisationId, itemId);
  if (!item) return;
  if (item.deletedAt) {
    await resolveStockAlerts(
      db,
      organisationId,
      itemId,
      'The item was removed from the stock register.',
      now,
    );
    return;
  }
  const total = await movementTotal(db, organisationId, itemId);
  if (total < 0) {
    const held = Math.max(0, Number(item.inStock ?? 0));
    throw new HttpError(422, `There is not enough ${itemLabel(item)} in stock.`, {
      quantity: [
        `Only ${held} ${itemLabel(item)} ${held === 1 ? 'is' : 'are'} in stock: record what was received first, or issue fewer.`,
      ],
    });
  }
  const state = stockState(total, Number(item.reorderLevel ?? 0));
  // Kept while the shortage lasts: it names the shortage's one alert.
  const lowSince =
    state === 'In stock'
      ? null
      : typeof item.lowSince === 'string'
        ? item.lowSince
        : now.toISOString();
  const changed =
    Number(item.inStock) !== total ||
    item.stockState !== state ||
    String(item.lowSince ?? '') !== String(lowSince ?? '');
  const stored = changed
    ? await changeRecord(
        db,
        actor,
        recordKind('stock-items'),
        itemId,
        { inStock: total, stockState: state, lowSince },
        { keepVersion: true, auditAction: 'stock.level' },
      )
    : item;
  if (!stored) return;
  if (lowSince) await raiseStockAlert(db, organisationId, stored, now);
  else await resolveStockAlerts(db, organisationId, itemId, `Restocked: ${total} in stock.`, now);
}

/** The item's category and branch, which a movement copies so each log lists its own. */
async function itemPlacement(
  db: Db,
  organisationId: string,
  itemId: unknown,
): Promise<{ category: unknown; branch: unknown }> {
  if (typeof itemId !== 'string') return { category: null, branch: null };
  const table = items();
  const [found] = await db
    .select({ category: column(table, 'category'), branch: column(table, 'branch') })
    .from(table)
    .where(
      and(eq(column(table, 'id'), itemId), eq(column(table, 'organisationId'), organisationId)),
    );
  return { category: found?.category ?? null, branch: found?.branch ?? null };
}

/** Whose shelves a caller limited to a branch sees: their branch's movements (none without). */
function movementBranchScope(scope: { branchId: string | null } | null): SQL | undefined {
  if (!scope) return undefined;
  return scope.branchId ? eq(column(movements(), 'branch'), scope.branchId) : sql`false`;
}

/**
 * What every movement's write does, however it is made (a form, a carer's uniform record): copy
 * the item's category and branch, name who recorded it, and keep the stock levels.
 */
export const stockLevelHooks: RecordHooks = {
  async beforeCreate({ values }, ctx) {
    Object.assign(values, await itemPlacement(ctx.db, ctx.auth.user.organisation.id, values.item), {
      recordedBy: actorOf(ctx).userId,
    });
  },
  async beforeUpdate({ existing, values }, ctx) {
    if (values.item !== undefined && values.item !== existing.item)
      Object.assign(
        values,
        await itemPlacement(ctx.db, ctx.auth.user.organisation.id, values.item),
      );
  },
  async written({ before, after }, ctx) {
    const ids = [...new Set([before?.item, after.item].filter((id) => typeof id === 'string'))];
    // In one order, so two writes touching the same two items never wait for each other.
    for (const id of (ids as string[]).sort()) await refreshStockLevel(ctx.db, actorOf(ctx), id);
  },
  scope: ({ auth }) => movementBranchScope(auth.user.branchScope),
};

const FROM_FILE =
  'This movement follows a uniform record on the carer’s file: change or delete it there.';

/**
 * A movement made from a carer's uniform record changes only with that record: the forms and
 * routes of the movements refuse it (the carer's file's own writes pass, see uniform-stock.ts).
 */
export const fromCarerFileGuard: RecordHooks = {
  async beforeUpdate({ existing }) {
    if (existing.uniformRecord) throw new HttpError(409, FROM_FILE);
  },
  async beforeDelete({ existing }) {
    if (existing.uniformRecord) throw new HttpError(409, FROM_FILE);
  },
  async beforeRestore({ existing }) {
    if (existing.uniformRecord) throw new HttpError(409, FROM_FILE);
  },
  async readOnlyReason(row) {
    return row.uniformRecord ? FROM_FILE : null;
  },
};

/**
 * A stock item: one uniform item and size per branch (what a carer's file issues from), and its
 * level and alert worked out again when its reorder level changes or it is removed or restored.
 */
export const stockItemHooks: RecordHooks = {
  async beforeCreate({ values }, ctx) {
    await refuseSecondUniformStock(ctx, values, null);
  },
  async beforeUpdate({ id, existing, values }, ctx) {
    await refuseSecondUniformStock(ctx, { ...existing, ...values }, id);
  },
  async written({ action, before, after }, ctx) {
    if (
      action === 'update' &&
      before &&
      before.reorderLevel === after.reorderLevel &&
      before.name === after.name &&
      before.size === after.size
    )
      return;
    await refreshStockLevel(ctx.db, actorOf(ctx), String(after.id));
  },
};

async function refuseSecondUniformStock(
  ctx: Parameters<NonNullable<RecordHooks['beforeCreate']>>[1],
  values: Record<string, unknown>,
  id: string | null,
): Promise<void> {
  if (values.category !== 'Uniform' || typeof values.uniformItem !== 'string') return;
  await ctx.lockOwner();
  const table = items();
  const [other] = await ctx.db
    .select({ id: column(table, 'id') })
    .from(table)
    .where(
      and(
        eq(column(table, 'organisationId'), ctx.auth.user.organisation.id),
        eq(column(table, 'branch'), String(values.branch)),
        eq(column(table, 'uniformItem'), values.uniformItem),
        sql`coalesce(${column(table, 'size')}::text, '') = ${typeof values.size === 'string' ? values.size : ''}`,
        isNull(column(table, 'deletedAt')),
        id ? ne(column(table, 'id'), id) : undefined,
      ),
    )
    .limit(1);
  if (other) {
    throw refusal(
      'uniformItem',
      `This branch already stocks this uniform item${typeof values.size === 'string' ? ` in size ${values.size}` : ''}: record its movements there.`,
    );
  }
}
