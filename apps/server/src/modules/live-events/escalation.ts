import { type Db, schema } from '@care360/db';
import {
  alertSettingsOf,
  type EscalationLevel,
  escalationDue,
  formatUkDateTime,
  recordKind,
} from '@care360/domain';
import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../platform/email/mailer';
import { organisationSettingsRow } from '../../platform/records/organisation-settings';
import { systemActor } from '../../platform/records/record-actor';
import { changeRecord } from '../../platform/records/record-changes';
import { column, tableOf } from '../../platform/records/record-query';

/**
 * The escalation ladder: an alert nobody has acknowledged moves from the board to the on-call
 * manager, then to the registered manager, after the minutes the organisation sets for its
 * severity (alert settings). Each move is a change of the alert through the record store (its
 * audit entry and live event) and an email to the person it reaches (the email log); a rung is
 * reached once, however often the job runs or however many processes run it.
 */

/** An escalation as it reaches someone: what a push notification (later) also receives. */
export interface Escalation {
  organisationId: string;
  alertId: string;
  level: EscalationLevel;
  subject: string;
  severity: string;
  raisedAt: Date;
  /** The user it goes to; null when the organisation has named no one for the rung. */
  userId: string | null;
  email: string | null;
}

/** Given the database too: what it sends is queued there (a job), not sent from here. */
export type EscalationNotifier = (escalation: Escalation, db: Db) => Promise<void>;

/**
 * What else tells a person of an escalation beside the email: the push notifications slot in
 * here (setEscalationNotifier) once they exist; until then nothing more is sent.
 */
let notifyEscalation: EscalationNotifier = async () => {};

/** Sets what else tells people of an escalation (web push); answers the previous one. */
export function setEscalationNotifier(notifier: EscalationNotifier): EscalationNotifier {
  const previous = notifyEscalation;
  notifyEscalation = notifier;
  return previous;
}

async function userContact(
  db: Db,
  organisationId: string,
  userId: unknown,
): Promise<{ id: string; email: string; name: string } | null> {
  if (typeof userId !== 'string') return null;
  const u = schema.users;
  const [row] = await db
    .select({ id: u.id, email: u.email, name: u.name })
    .from(u)
    .where(
      and(
        eq(u.id, userId),
        eq(u.organisationId, organisationId),
        isNull(u.deletedAt),
        eq(u.active, true),
      ),
    );
  return row?.email ? { id: row.id, email: row.email, name: row.name ?? row.email } : null;
}

/**
 * Moves each unacknowledged alert of the organisation up the ladder as far as `now` says, and
 * tells the person each reaches. Answers the escalations made.
 */
export async function escalateAlerts(
  db: Db,
  organisationId: string,
  services: { mailer: Mailer; publicUrl: string; log?: FastifyBaseLogger },
  now: Date,
): Promise<Escalation[]> {
  const kind = recordKind('alerts');
  const table = tableOf(kind);
  const col = (key: string) => column(table, key);
  const settingsRow = await organisationSettingsRow(db, 'alert-settings', organisationId);
  const settings = alertSettingsOf(settingsRow);
  const rows = await db
    .select({
      id: col('id'),
      subject: col('subject'),
      severity: col('severity'),
      status: col('status'),
      raisedAt: col('raisedAt'),
      escalation: col('escalation'),
    })
    .from(table)
    .where(
      and(
        eq(col('organisationId'), organisationId),
        isNull(col('deletedAt')),
        eq(col('status'), 'Raised'),
        inArray(col('severity'), ['Critical', 'High', 'Medium']),
        or(isNull(col('escalation')), inArray(col('escalation'), ['Board', 'On-call manager'])),
      ),
    );
  const actor = systemActor(organisationId);
  const made: Escalation[] = [];
  for (const row of rows) {
    const raisedAt = new Date(row.raisedAt as string);
    const current = (row.escalation as string | null) ?? null;
    const level = escalationDue(
      { severity: String(row.severity), status: String(row.status), raisedAt, escalation: current },
      settings,
      now,
    );
    if (!level) continue;
    const contact = await userContact(
      db,
      organisationId,
      level === 'On-call manager' ? settingsRow?.onCallManager : settingsRow?.registeredManager,
    );
    const written = await db.transaction((tx) =>
      changeRecord(
        tx,
        actor,
        kind,
        String(row.id),
        { escalation: level, escalatedAt: now },
        {
          // A board open on the alert still acknowledges it: the ladder is the server's field.
          keepVersion: true,
          at: now,
          auditAction: 'alerts.escalated',
          note: { to: contact ? contact.name : 'no one named in the alert settings' },
          // Only while still unacknowledged and on the rung read: the first run wins.
          onlyIf: and(
            eq(col('status'), 'Raised'),
            current === null ? isNull(col('escalation')) : eq(col('escalation'), current),
          ) as SQL,
        },
      ),
    );
    if (!written) continue;
    const escalation: Escalation = {
      organisationId,
      alertId: String(row.id),
      level,
      subject: String(row.subject),
      severity: String(row.severity),
      raisedAt,
      userId: contact?.id ?? null,
      email: contact?.email ?? null,
    };
    if (contact) {
      await services.mailer.send({
        organisationId,
        to: contact.email,
        subject: `${escalation.severity} alert not acknowledged: ${escalation.subject}`.slice(
          0,
          250,
        ),
        text: [
          `Dear ${contact.name},`,
          '',
          `This alert was raised at ${formatUkDateTime(raisedAt)} and nobody has acknowledged it yet, so it has come to you as the ${level.toLowerCase()}.`,
          '',
          escalation.subject,
          '',
          `Open the alerts board to acknowledge it: ${services.publicUrl}/app/live-events/my-alerts`,
        ].join('\n'),
      });
    }
    try {
      await notifyEscalation(escalation, db);
    } catch (error) {
      // The email went and the alert moved: a failed push must not undo them or stop the rest.
      services.log?.warn({ err: error, alertId: escalation.alertId }, 'escalation push failed');
    }
    made.push(escalation);
  }
  return made;
}
