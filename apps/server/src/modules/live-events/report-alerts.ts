import { type Db, schema } from '@care360/db';
import {
  formatUkDate,
  incidentSeverity,
  MAR_SLOTS,
  medicineAlert,
  recordKind,
} from '@care360/domain';
import { and, eq, gte, isNull, notExists, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RecordHooks } from '../../platform/records/record-hooks';
import { column, tableOf, titleOf } from '../../platform/records/record-query';
import { type AlertToRaise, personName, raiseAlerts } from './alert-raising';

/**
 * The alerts raised by what staff record: a dose refused, not given or given outside its PRN
 * rules on the MAR chart, and an incident reported. The incident raises as it is saved (a hook of
 * the incidents register); the MAR chart is another area's own table, so its doses are read by
 * the minute's job, and an alert is on the board within a minute of the dose (the key is the
 * entry's, so a dose raises once however often it is read).
 */

const HOUR = 3_600_000;
/** How far back the minute's job reads doses: enough to ride out a stopped server. */
const DOSES_LOOK_BACK_HOURS = 24;

const slotLabel = (slot: string) => MAR_SLOTS.find((s) => s.value === slot)?.label ?? slot;

const m = schema.marEntries;

/** The alerts of the concerning doses `which` selects, current entries only. */
async function medicineAlertsOf(
  db: Db,
  organisationId: string,
  which: SQL,
): Promise<AlertToRaise[]> {
  const later = alias(m, 'later');
  const clients = tableOf(recordKind('clients'));
  const lines = tableOf(recordKind('client-medications'));
  const medicineKind = recordKind('medications');
  const medicines = tableOf(medicineKind);
  const rows = await db
    .select({
      id: m.id,
      clientId: m.clientId,
      code: m.code,
      outcome: m.outcome,
      prnBreach: m.prnBreach,
      note: m.note,
      day: m.day,
      slot: m.slot,
      carer: m.givenByCarer,
      branch: column(clients, 'branch'),
      clientName: personName(clients),
      medication: titleOf(medicineKind, medicines),
    })
    .from(m)
    .innerJoin(clients, eq(column(clients, 'id'), m.clientId))
    .innerJoin(lines, eq(column(lines, 'id'), m.clientMedicationId))
    .innerJoin(medicines, eq(column(medicines, 'id'), column(lines, 'medication')))
    .where(
      and(
        eq(m.organisationId, organisationId),
        which,
        sql`(${m.outcome} in ('refused', 'not-given') or ${m.prnBreach} is not null)`,
        // A dose corrected since is judged by its correction.
        notExists(db.select({ one: sql`1` }).from(later).where(eq(later.correctsId, m.id))),
      ),
    );
  return rows.flatMap((row) => {
    const found = medicineAlert({
      code: row.code,
      outcome: row.outcome,
      prnBreach: row.prnBreach,
    });
    if (!found) return [];
    const what =
      found.source === 'Medicine refused'
        ? 'refused'
        : found.source === 'Medicine not given'
          ? 'not given'
          : 'given outside its PRN rules';
    const day = formatUkDate(`${String(row.day)}T12:00:00Z`);
    return [
      {
        ...found,
        dedupKey: `mar:${row.id}`,
        subject: `${String(row.medication)} ${what}: ${String(row.clientName)} (${slotLabel(row.slot)}, ${day})`,
        detail: row.prnBreach ?? row.note ?? null,
        branch: String(row.branch),
        client: row.clientId,
        carer: row.carer ?? null,
        visit: null,
        sourceKind: 'mar-entries',
        sourceId: row.id,
      },
    ];
  });
}

/** Raises the alerts of concerning doses of the last day not raised yet (the minute's job). */
export async function raiseMedicineAlerts(db: Db, organisationId: string, now: Date) {
  const since = new Date(now.getTime() - DOSES_LOOK_BACK_HOURS * HOUR);
  const wanted = await medicineAlertsOf(db, organisationId, gte(m.recordedAt, since));
  return raiseAlerts(db, organisationId, wanted, now);
}

/**
 * Raises the alert of one dose just recorded, if it is a concerning one: the MAR chart's writers
 * (the office's chart, the carer's phone) call it once the dose is saved, so the board hears of
 * a refused medicine at once rather than at the next minute's job.
 */
export async function raiseDoseAlert(
  db: Db,
  organisationId: string,
  entryId: string,
  now: Date = new Date(),
) {
  const wanted = await medicineAlertsOf(db, organisationId, eq(m.id, entryId));
  return raiseAlerts(db, organisationId, wanted, now);
}

/** The alert of a reported incident. */
export function incidentAlert(
  row: Record<string, unknown>,
  clientName: string | null,
): AlertToRaise {
  const title = String(row.title ?? 'Incident');
  return {
    source: 'Incident reported',
    dedupKey: `incident:${String(row.id)}`,
    severity: incidentSeverity(row.harm),
    subject: `Incident reported: ${title}${clientName ? ` (${clientName})` : ''}`,
    detail: typeof row.whatHappened === 'string' ? row.whatHappened.slice(0, 5000) : null,
    branch: String(row.branch),
    client: row.client ? String(row.client) : null,
    carer: row.carer ? String(row.carer) : null,
    visit: null,
    sourceKind: 'incidents',
    sourceId: String(row.id),
  };
}

export async function clientNameOf(db: Db, clientId: unknown): Promise<string | null> {
  if (typeof clientId !== 'string') return null;
  const clients = tableOf(recordKind('clients'));
  const [row] = await db
    .select({ name: personName(clients) })
    .from(clients)
    .where(and(eq(column(clients, 'id'), clientId), isNull(column(clients, 'deletedAt'))));
  return row ? String(row.name) : null;
}

/**
 * Raises the alert of an incident just written, in the caller's transaction: the register's hook
 * below, and the carer's phone, whose report writes its draft as a workflow step.
 */
export async function raiseIncidentAlert(
  db: Db,
  organisationId: string,
  row: Record<string, unknown>,
) {
  const name = await clientNameOf(db, row.client);
  return raiseAlerts(db, organisationId, [incidentAlert(row, name)], new Date());
}

/**
 * An incident reported raises its alert in the same transaction: the register's entry and the
 * board's alert are there together or not at all.
 */
export const incidentAlertHooks: RecordHooks = {
  async written(change, ctx) {
    if (change.action !== 'create') return;
    await raiseIncidentAlert(ctx.db, ctx.auth.user.organisation.id, change.after);
  },
};
