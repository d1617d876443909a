import type { Db } from '@care360/db';
import { recordKind } from '@care360/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Actor } from '../../platform/records/record-actor';
import { actorOf } from '../../platform/records/record-changes';
import type { RecordHooks } from '../../platform/records/record-hooks';
import { column, tableOf } from '../../platform/records/record-query';
import { recordStore } from '../../platform/records/record-store';
import type { Services } from '../../platform/services';
import { stockLevelHooks } from './stock-levels';

/**
 * A uniform issued on a carer's file is taken from their branch's stock of that item and size,
 * and a uniform returned puts it back: the carer's uniform record keeps its movements (an Issued
 * one, and a Returned one once it has a return date) in step on every save, delete and restore,
 * in the same transaction. They are made through the record store, so each has its trail and
 * live event and the stock levels follow; a save that would issue more than is in stock is
 * refused (422) and nothing of it is written. An item the branch does not stock (an ID badge)
 * moves no stock.
 */

/** The movements' store as the carer's file uses it: without the guard that keeps them to it. */
const movementStore = () => recordStore(recordKind('stock-movements'), stockLevelHooks);

interface WantedMovement {
  movement: 'Issued' | 'Returned';
  item: string;
  quantity: number;
  carer: string;
  occurredOn: string;
}

/** The branch's stock item of this uniform item and size, if it keeps one. */
async function stockItemFor(
  db: Db,
  organisationId: string,
  carerId: string,
  uniform: Record<string, unknown>,
): Promise<string | null> {
  if (typeof uniform.item !== 'string') return null;
  const carers = tableOf(recordKind('carers'));
  const [carer] = await db
    .select({ branch: column(carers, 'branch') })
    .from(carers)
    .where(
      and(eq(column(carers, 'id'), carerId), eq(column(carers, 'organisationId'), organisationId)),
    );
  if (!carer?.branch) return null;
  const items = tableOf(recordKind('stock-items'));
  const [item] = await db
    .select({ id: column(items, 'id') })
    .from(items)
    .where(
      and(
        eq(column(items, 'organisationId'), organisationId),
        eq(column(items, 'branch'), carer.branch as string),
        eq(column(items, 'category'), 'Uniform'),
        eq(column(items, 'uniformItem'), uniform.item),
        sql`coalesce(${column(items, 'size')}::text, '') = ${typeof uniform.size === 'string' ? uniform.size : ''}`,
        isNull(column(items, 'deletedAt')),
      ),
    )
    .orderBy(asc(column(items, 'createdAt')))
    .limit(1);
  return item ? String(item.id) : null;
}

/** The movements a live uniform record should have. */
async function wantedMovements(
  db: Db,
  organisationId: string,
  uniform: Record<string, unknown>,
  live: boolean,
): Promise<WantedMovement[]> {
  const carer = typeof uniform.parentId === 'string' ? uniform.parentId : null;
  if (!live || !carer) return [];
  const item = await stockItemFor(db, organisationId, carer, uniform);
  if (!item || typeof uniform.issuedOn !== 'string') return [];
  const quantity = Number(uniform.quantity ?? 0);
  if (quantity < 1) return [];
  const wanted: WantedMovement[] = [
    { movement: 'Issued', item, quantity, carer, occurredOn: uniform.issuedOn },
  ];
  if (typeof uniform.returnedOn === 'string')
    wanted.push({ movement: 'Returned', item, quantity, carer, occurredOn: uniform.returnedOn });
  return wanted;
}

/** The live movements made from this uniform record. */
async function madeMovements(db: Db, organisationId: string, uniformId: string) {
  const table = tableOf(recordKind('stock-movements'));
  const rows = await db
    .select()
    .from(table)
    .where(
      and(
        eq(column(table, 'organisationId'), organisationId),
        eq(column(table, 'uniformRecord'), uniformId),
        isNull(column(table, 'deletedAt')),
      ),
    );
  return rows as (Record<string, unknown> & { id: string; version: number })[];
}

const same = (row: Record<string, unknown>, wanted: WantedMovement) =>
  row.item === wanted.item &&
  Number(row.quantity) === wanted.quantity &&
  row.carer === wanted.carer &&
  String(row.occurredOn) === wanted.occurredOn;

/** Brings the uniform record's movements in step with it, through the record store. */
export async function keepUniformMovements(
  services: Services,
  actor: Actor,
  uniform: Record<string, unknown>,
  live: boolean,
): Promise<void> {
  const organisationId = actor.auth.user.organisation.id;
  const { db } = services;
  const uniformId = String(uniform.id);
  const wanted = await wantedMovements(db, organisationId, uniform, live);
  const made = await madeMovements(db, organisationId, uniformId);
  const store = movementStore();
  const call = { actor, services };
  // Issued before Returned: stock is taken before it is given back, never the other way.
  for (const movement of ['Issued', 'Returned'] as const) {
    const want = wanted.find((w) => w.movement === movement);
    const rows = made.filter((row) => row.movement === movement);
    const [keep, ...extra] = rows;
    for (const row of extra) await store.remove(call, row.id);
    if (!want) {
      if (keep) await store.remove(call, keep.id);
      continue;
    }
    const values = {
      ...want,
      reason:
        movement === 'Issued'
          ? 'Uniform issued on the carer’s file'
          : 'Uniform returned on the carer’s file',
    };
    if (!keep) {
      // Which record it follows is the server's to say, never a form's: set here only.
      await store.create(call, { ...values, uniformRecord: uniformId });
      actor.notices?.push(
        `${want.quantity} ${movement === 'Issued' ? 'taken from' : 'put back into'} stock.`,
      );
    } else if (!same(keep, want)) {
      await store.update(call, keep.id, keep.version, values);
    }
  }
}

/** The inventory's hooks on the carer's uniform records. */
export const uniformStockHooks: RecordHooks = {
  async written({ action, after }, ctx) {
    await keepUniformMovements(ctx.services, actorOf(ctx), after, action !== 'delete');
  },
};
