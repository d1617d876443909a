import type { Db } from '@care360/db';
import {
  CQC_NOTIFICATION_DUE,
  type CqcNotificationSource,
  type CqcNotificationType,
  can,
  displayValue,
  recordKind,
  ukCalendarDate,
  ukDate,
  WORKLIST_GROUP_LIMIT,
  type WorklistLine,
} from '@care360/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { dateColumnText } from '../../platform/records/column-values';
import type { Actor } from '../../platform/records/record-actor';
import { actorOf, insertRecord } from '../../platform/records/record-changes';
import type { RecordHooks } from '../../platform/records/record-hooks';
import { column, scopeOf, tableOf, titleOf } from '../../platform/records/record-query';
import { type Row, toApiValue } from '../../platform/records/record-values';
import type { WorklistContext } from '../../platform/worklist/worklist-contribution';

/**
 * The statutory notifications to CQC, drafted by the server the moment a register entry calls
 * for one (a death, an allegation of abuse, a serious injury) or a client's service ends with
 * the reason "Died", with the facts CQC's form asks for filled from the records. One draft per
 * entry and type: saving the entry again drafts nothing new. It stays on the worklist of whoever
 * may read it until it is marked sent.
 */

const kind = () => recordKind('cqc-notifications');

/** The type of notification a register entry calls for, if any. */
export function notificationCalledFor(
  source: CqcNotificationSource,
  values: Record<string, unknown>,
): CqcNotificationType | null {
  if (source === 'death-notifications' || source === 'clients') {
    return 'Death of a person using the service';
  }
  if (source === 'safeguardings') return 'Abuse or allegation of abuse';
  if (values.harm === 'Death') return 'Death of a person using the service';
  if (values.harm === 'Severe') return 'Serious injury';
  return null;
}

/** What CQC's form asks for, by the register's fields, in the order the form asks it. */
const FACT_FIELDS: Record<CqcNotificationSource, readonly string[]> = {
  incidents: [
    'title',
    'type',
    'occurredOn',
    'occurredAt',
    'location',
    'client',
    'carer',
    'whatHappened',
    'injuries',
    'harm',
    'immediateAction',
    'familyTold',
    'policeTold',
  ],
  safeguardings: [
    'title',
    'abuseType',
    'raisedOn',
    'location',
    'client',
    'carer',
    'allegedAgainst',
    'concern',
    'harm',
    'immediateAction',
    'localAuthorityTold',
    'referralReference',
    'policeTold',
  ],
  'medication-errors': [
    'occurredOn',
    'errorType',
    'client',
    'carer',
    'medicine',
    'whatHappened',
    'harm',
    'immediateAction',
  ],
  'death-notifications': [
    'client',
    'diedOn',
    'diedAt',
    'place',
    'expected',
    'cause',
    'foundBy',
    'circumstances',
    'coronerInvolved',
  ],
  clients: ['forename', 'surname', 'dateOfBirth', 'nhsNumber'],
};

async function titleOfRecord(db: Db, to: string, id: string): Promise<string | null> {
  const referred = recordKind(to as never);
  const table = tableOf(referred);
  const [row] = await db
    .select({ title: titleOf(referred, table) })
    .from(table)
    .where(eq(column(table, 'id'), id));
  return row?.title === undefined || row.title === null ? null : String(row.title);
}

/** "Label: value" lines of the fields CQC asks for that the record holds. */
export async function factsOf(
  db: Db,
  source: CqcNotificationSource,
  row: Record<string, unknown>,
): Promise<string> {
  const declared = recordKind(source);
  const lines: string[] = [`From: ${declared.singular}`];
  for (const key of FACT_FIELDS[source]) {
    const def = declared.fields[key];
    const value = row[key];
    if (!def || value === null || value === undefined || value === '') continue;
    const title = def.kind === 'reference' ? await titleOfRecord(db, def.to, String(value)) : null;
    const text = displayValue(def, toApiValue(def, value), title);
    if (text) lines.push(`${def.label}: ${text}`);
  }
  // The end of service is the client's lifecycle, not fields of their form: said as CQC asks.
  if (source === 'clients') {
    const died = dateColumnText(row.serviceEndedOn);
    if (died) lines.push(`Date of death: ${ukDate(died)}`);
    if (row.serviceEndNote) lines.push(`Circumstances: ${String(row.serviceEndNote)}`);
  }
  return lines.join('\n');
}

/** What is done with a draft the server has just made, in the transaction that made it. */
export type CqcDraftFollower = (
  tx: Db,
  organisationId: string,
  draft: Record<string, unknown>,
) => Promise<void>;

let followDraft: CqcDraftFollower = async () => {};

/**
 * Sets what follows each draft the server makes, in its transaction: the live-events area
 * raises the draft's alert on the boards. That area sits above this one (it imports the clients
 * area, which drafts a death through this one), so it hands its step in when it is composed
 * rather than being imported here. A draft made on the form, and marking one sent or deleting
 * it, reach it through its own hooks on the cqc-notifications kind. Answers the previous one.
 */
export function setCqcDraftFollower(follower: CqcDraftFollower): CqcDraftFollower {
  const previous = followDraft;
  followDraft = follower;
  return previous;
}

/**
 * Drafts the notification `type` for a record of `source`, unless one was drafted for it
 * already: in `tx`, with its audit entry and live event (and its alert on the live boards), so
 * it is written with the entry or not at all. Answers the draft's id (a new one or the existing
 * one).
 */
export async function draftCqcNotification(
  tx: Db,
  actor: Actor,
  source: CqcNotificationSource,
  row: Record<string, unknown>,
  type: CqcNotificationType,
): Promise<string> {
  const table = tableOf(kind());
  const sourceId = String(row.id);
  const [existing] = await tx
    .select({ id: column(table, 'id') })
    .from(table)
    .where(
      and(
        eq(column(table, 'organisationId'), actor.auth.user.organisation.id),
        sql`${column(table, 'deletedAt')} is null`,
        eq(column(table, 'sourceId'), sourceId),
        eq(column(table, 'type'), type),
      ),
    )
    .limit(1);
  if (existing) return String(existing.id);
  const inserted = await insertRecord(tx, actor, kind(), {
    type,
    branch: row.branch,
    client: source === 'clients' ? sourceId : (row.client ?? null),
    raisedOn: ukCalendarDate(),
    due: CQC_NOTIFICATION_DUE,
    source,
    sourceId,
    facts: await factsOf(tx, source, row),
    status: 'Draft',
  });
  await followDraft(tx, actor.auth.user.organisation.id, inserted);
  return String(inserted.id);
}

/** A register's hooks: each save that calls for a notification drafts it, once. */
export function draftingHooks(source: CqcNotificationSource): RecordHooks {
  return {
    async written(change, ctx) {
      if (change.action !== 'create' && change.action !== 'update') return;
      const after = change.after as Row;
      const type = notificationCalledFor(source, after);
      if (type) await draftCqcNotification(ctx.db, actorOf(ctx), source, after, type);
    },
  };
}

/**
 * A client's service ended with the reason "Died": a death notification drafted from their
 * record. Called by the clients area in the end of service's transaction.
 */
export async function draftDeathOfClient(
  tx: Db,
  actor: Actor,
  client: Record<string, unknown>,
): Promise<string> {
  return draftCqcNotification(tx, actor, 'clients', client, 'Death of a person using the service');
}

/** The drafts not yet sent that the caller may read: Home's "CQC notifications to send". */
export async function cqcWorklistLines({ db, auth }: WorklistContext): Promise<WorklistLine[]> {
  const declared = kind();
  if (!can(auth.user, declared.permissions.read)) return [];
  const table = tableOf(declared);
  const clients = recordKind('clients');
  const c = tableOf(clients);
  const rows = await db
    .select({
      id: sql<string>`${column(table, 'id')}::text`,
      client: sql<string | null>`${column(table, 'client')}::text`,
      clientName: sql<
        string | null
      >`(select ${titleOf(clients, c)} from ${c} where ${column(c, 'id')} = ${column(table, 'client')})`,
      type: column(table, 'type'),
      raisedOn: column(table, 'raisedOn'),
    })
    .from(table)
    .where(and(scopeOf(declared, auth.user), eq(column(table, 'status'), 'Draft')) as SQL)
    .orderBy(column(table, 'raisedOn'))
    .limit(WORKLIST_GROUP_LIMIT);
  return rows.map((row) => ({
    clientId: row.client ?? row.id,
    clientName: row.clientName ?? 'No client named',
    detail: `${String(row.type)}: draft since ${ukDate(dateColumnText(row.raisedOn) ?? '')}, to send ${CQC_NOTIFICATION_DUE.toLowerCase()}`,
    href: `/app/${declared.path}/${row.id}/edit`,
  }));
}
