import type { Db } from '@care360/db';
import { assetServiceDue, recordKind, ukCalendarDate, ukDate } from '@care360/domain';
import { and, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import { defineCronTask } from '../../platform/jobs/task';
import type { RecordHooks } from '../../platform/records/record-hooks';
import { column, tableOf } from '../../platform/records/record-query';
import { type AlertToRaise, autoResolveAlerts, raiseAlerts } from '../live-events';

/**
 * The inventory's alerts on the live boards (the office employees' board): an item at or below
 * its reorder level, and an asset whose service is overdue or due within two weeks. Each is
 * raised once per cause (a shortage, named by when it began; a service, by its due date) and
 * resolves itself when the cause ends: the item restocked or removed, the asset given a later
 * service date or removed. Movements raise and resolve stock alerts in their own transaction;
 * a daily pass raises what time alone brings (a service coming due) and catches anything missed.
 */

const alertTable = () => tableOf(recordKind('alerts'));

/** The open alerts of one source about one record. */
async function openAlertsOf(
  db: Db,
  organisationId: string,
  source: 'Stock low' | 'Asset service due',
  sourceId: string,
): Promise<{ id: string; dedupKey: string }[]> {
  const table = alertTable();
  const rows = await db
    .select({ id: column(table, 'id'), dedupKey: column(table, 'dedupKey') })
    .from(table)
    .where(
      and(
        eq(column(table, 'organisationId'), organisationId),
        eq(column(table, 'source'), source),
        eq(column(table, 'sourceId'), sourceId),
        isNull(column(table, 'deletedAt')),
        ne(column(table, 'status'), 'Resolved'),
      ),
    );
  return rows.map((row) => ({ id: String(row.id), dedupKey: String(row.dedupKey) }));
}

/** The alert of an item's shortage: one per item and time it fell low. */
export function stockAlert(item: Record<string, unknown>): AlertToRaise {
  const label = String(item.label ?? item.name);
  const inStock = Number(item.inStock ?? 0);
  const out = inStock <= 0;
  return {
    source: 'Stock low',
    dedupKey: `stock-low:${String(item.id)}:${String(item.lowSince)}`,
    severity: out ? 'High' : 'Medium',
    subject: out
      ? `${label} is out of stock`
      : `${label} is low: ${inStock} left (reorder at ${Number(item.reorderLevel ?? 0)})`,
    detail:
      'Order more and record what is received on the stock register: the alert then resolves itself.',
    branch: String(item.branch),
    client: null,
    carer: null,
    visit: null,
    sourceKind: 'stock-items',
    sourceId: String(item.id),
  };
}

export async function raiseStockAlert(
  db: Db,
  organisationId: string,
  item: Record<string, unknown>,
  now: Date,
): Promise<void> {
  if (!item.lowSince) return;
  await raiseAlerts(db, organisationId, [stockAlert(item)], now);
}

export async function resolveStockAlerts(
  db: Db,
  organisationId: string,
  itemId: string,
  resolution: string,
  now: Date,
): Promise<void> {
  const open = await openAlertsOf(db, organisationId, 'Stock low', itemId);
  await autoResolveAlerts(
    db,
    organisationId,
    open.map((alert) => ({ id: alert.id, resolution })),
    now,
  );
}

/** The alert of an asset's service: one per asset and due date. */
export function assetServiceAlert(
  asset: Record<string, unknown>,
  today: string,
): AlertToRaise | null {
  const dueOn = typeof asset.serviceDueOn === 'string' ? asset.serviceDueOn : null;
  const due = assetServiceDue(dueOn, today);
  if (!due || !dueOn) return null;
  const name = `${String(asset.tag)} ${String(asset.description ?? '')}`.trim();
  return {
    source: 'Asset service due',
    dedupKey: `asset-service:${String(asset.id)}:${dueOn}`,
    severity: due === 'overdue' ? 'High' : 'Low',
    subject:
      due === 'overdue'
        ? `Service overdue since ${ukDate(dueOn)}: ${name}`
        : `Service due ${ukDate(dueOn)}: ${name}`,
    detail:
      'Book the service and, once done, set the next service date on the asset log: the alert then resolves itself.',
    branch: String(asset.branch),
    client: typeof asset.client === 'string' ? asset.client : null,
    carer: typeof asset.carer === 'string' ? asset.carer : null,
    visit: null,
    sourceKind: 'assets',
    sourceId: String(asset.id),
  };
}

/**
 * Raises the asset's service alert when it is due, and resolves any other of its open service
 * alerts (an earlier due date, now serviced; or the asset removed).
 */
export async function judgeAssetService(
  db: Db,
  organisationId: string,
  asset: Record<string, unknown>,
  now: Date,
  live = true,
): Promise<void> {
  const wanted = !live ? null : assetServiceAlert(asset, ukCalendarDate(now));
  const open = await openAlertsOf(db, organisationId, 'Asset service due', String(asset.id));
  const ended = open.filter((alert) => alert.dedupKey !== wanted?.dedupKey);
  const dueOn = typeof asset.serviceDueOn === 'string' ? asset.serviceDueOn : null;
  const resolution = !live
    ? 'The asset was removed from the asset log.'
    : dueOn
      ? `Serviced: the next service is due ${ukDate(dueOn)}.`
      : 'No service is due now.';
  await autoResolveAlerts(
    db,
    organisationId,
    ended.map((alert) => ({ id: alert.id, resolution })),
    now,
  );
  if (wanted) await raiseAlerts(db, organisationId, [wanted], now);
}

/** An asset's save, removal or restore judges its service alert in the same transaction. */
export const assetAlertHooks: RecordHooks = {
  async written({ action, after }, ctx) {
    const live = action !== 'delete';
    await judgeAssetService(ctx.db, ctx.auth.user.organisation.id, after, new Date(), live);
  },
};

/** The daily pass over one organisation's stock and assets; answers what it looked at. */
export async function inventoryAlertPass(db: Db, organisationId: string, now: Date): Promise<void> {
  const items = tableOf(recordKind('stock-items'));
  const low = await db
    .select()
    .from(items)
    .where(
      and(
        eq(column(items, 'organisationId'), organisationId),
        isNull(column(items, 'deletedAt')),
        isNotNull(column(items, 'lowSince')),
      ),
    );
  await raiseAlerts(
    db,
    organisationId,
    low.map((item) => stockAlert(item as Record<string, unknown>)),
    now,
  );
  const assets = tableOf(recordKind('assets'));
  const withService = await db
    .select()
    .from(assets)
    .where(
      and(
        eq(column(assets, 'organisationId'), organisationId),
        isNull(column(assets, 'deletedAt')),
        isNotNull(column(assets, 'serviceDueOn')),
      ),
    );
  for (const asset of withService)
    await judgeAssetService(db, organisationId, asset as Record<string, unknown>, now);
}

export const inventoryAlertsTask = defineCronTask({
  name: 'inventory.alerts',
  title: 'Raise the alerts of low stock and assets due a service',
  schedule: '10 6 * * *',
  atStart: true,
  async run({ db, organisationId }) {
    await inventoryAlertPass(db, organisationId, new Date());
  },
});
