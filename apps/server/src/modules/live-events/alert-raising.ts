import type { Db } from '@care360/db';
import { recordKind, type WantedAlert } from '@care360/domain';
import { and, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { systemActor } from '../../platform/records/record-actor';
import { changeRecord, insertRecord } from '../../platform/records/record-changes';
import { column, tableOf } from '../../platform/records/record-query';

/**
 * Raising and auto-resolving alerts, always through the record store with the system as the
 * actor: each step has its audit entry and its live event. An alert is raised once per
 * de-duplication key, ever: a second raise of the same cause (the next minute's job, a check-in
 * and the job at once, two server processes) writes nothing.
 */

const alertKind = () => recordKind('alerts');

/** A client's or carer's name as the office says it: forename and surname. */
export function personName(table: ReturnType<typeof tableOf>): SQL<string> {
  return sql<string>`concat_ws(' ', ${column(table, 'forename')}, ${column(table, 'surname')})`;
}

/** An alert to raise: the rules' answer, with the record it is about when that is not a visit. */
export type AlertToRaise = WantedAlert & { sourceKind?: string | null; sourceId?: string | null };

/** The keys of these that were raised already (resolved or not). */
async function raisedKeys(db: Db, organisationId: string, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const table = tableOf(alertKind());
  const rows = await db
    .select({ key: column(table, 'dedupKey') })
    .from(table)
    .where(
      and(
        eq(column(table, 'organisationId'), organisationId),
        inArray(column(table, 'dedupKey'), keys),
      ),
    );
  return new Set(rows.map((row) => String(row.key)));
}

/**
 * Raises each alert whose key has not been raised in the organisation, and answers the alerts
 * raised. The key is locked for the transaction before it is looked for, so two raises of one
 * cause at once wait for each other and the second finds the first's (keys are locked in order,
 * so two batches never wait for each other in a circle).
 */
export async function raiseAlerts(
  db: Db,
  organisationId: string,
  alerts: readonly AlertToRaise[],
  now: Date,
): Promise<Record<string, unknown>[]> {
  const byKey = new Map(alerts.map((alert) => [alert.dedupKey, alert]));
  const known = await raisedKeys(db, organisationId, [...byKey.keys()]);
  const fresh = [...byKey.values()]
    .filter((alert) => !known.has(alert.dedupKey))
    .sort((a, b) => (a.dedupKey < b.dedupKey ? -1 : 1));
  if (fresh.length === 0) return [];
  const actor = systemActor(organisationId);
  const kind = alertKind();
  return db.transaction(async (tx) => {
    const raised: Record<string, unknown>[] = [];
    for (const alert of fresh) {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`alerts:${organisationId}:${alert.dedupKey}`}))`,
      );
      if ((await raisedKeys(tx, organisationId, [alert.dedupKey])).size > 0) continue;
      raised.push(
        await insertRecord(
          tx,
          actor,
          kind,
          {
            source: alert.source,
            dedupKey: alert.dedupKey,
            severity: alert.severity,
            subject: alert.subject.slice(0, 300),
            detail: alert.detail,
            branch: alert.branch,
            client: alert.client,
            carer: alert.carer,
            visit: alert.visit,
            sourceKind: alert.sourceKind ?? null,
            sourceId: alert.sourceId ?? null,
            status: 'Raised',
            raisedAt: now,
            autoResolved: false,
          },
          { auditAction: 'alerts.raised' },
        ),
      );
    }
    return raised;
  });
}

/**
 * Resolves open alerts whose cause ended, each saying how; one resolved meanwhile by someone is
 * left as they left it. Answers how many were resolved.
 */
export async function autoResolveAlerts(
  db: Db,
  organisationId: string,
  ended: readonly { id: string; resolution: string }[],
  now: Date,
): Promise<number> {
  if (ended.length === 0) return 0;
  const kind = alertKind();
  const table = tableOf(kind);
  const actor = systemActor(organisationId);
  let resolved = 0;
  await db.transaction(async (tx) => {
    for (const alert of ended) {
      const row = await changeRecord(
        tx,
        actor,
        kind,
        alert.id,
        {
          status: 'Resolved',
          resolvedAt: now,
          resolution: alert.resolution,
          autoResolved: true,
        },
        {
          auditAction: 'alerts.auto-resolved',
          at: now,
          onlyIf: ne(column(table, 'status'), 'Resolved'),
        },
      );
      if (row) resolved += 1;
    }
  });
  return resolved;
}

/** The open (not resolved) alerts of these visits. */
export async function openAlertsOfVisits(
  db: Db,
  organisationId: string,
  visitIds: readonly string[],
): Promise<{ id: string; source: string; dedupKey: string; visit: string }[]> {
  if (visitIds.length === 0) return [];
  const table = tableOf(alertKind());
  const col = (key: string) => column(table, key);
  const rows = await db
    .select({
      id: col('id'),
      source: col('source'),
      dedupKey: col('dedupKey'),
      visit: col('visit'),
    })
    .from(table)
    .where(
      and(
        eq(col('organisationId'), organisationId),
        isNull(col('deletedAt')),
        ne(col('status'), 'Resolved'),
        inArray(col('visit'), [...visitIds]),
      ),
    );
  return rows.map((row) => ({
    id: String(row.id),
    source: String(row.source),
    dedupKey: String(row.dedupKey),
    visit: String(row.visit),
  }));
}
