import type { Db } from '@care360/db';
import {
  type ComplaintDeadlines,
  complaintDeadlines,
  type DeadlineState,
  deadlineState,
  qualitySettingsOf,
  recordKind,
  ukCalendarDate,
} from '@care360/domain';
import { and, eq, gte, isNull, ne, or } from 'drizzle-orm';
import { defineCronTask } from '../../platform/jobs/task';
import { dateColumnText } from '../../platform/records/column-values';
import { organisationSettingsRow } from '../../platform/records/organisation-settings';
import { systemActor } from '../../platform/records/record-actor';
import { changeRecord } from '../../platform/records/record-changes';
import type { RecordHooks } from '../../platform/records/record-hooks';
import { column, tableOf } from '../../platform/records/record-query';

/**
 * A complaint's deadlines, worked out by the server from the day it was received, the
 * organisation's quality settings and its holidays (England and Wales bank holidays are known
 * to the domain; an agency's own closure days are the England and Wales rows of its holidays
 * list), and where it stands against them: on every save, and each night as days pass.
 */

const complaintKind = () => recordKind('complaints');

/** The organisation's own holidays in England and Wales, from `from` on. */
async function organisationHolidays(
  db: Db,
  organisationId: string,
  from: string,
): Promise<Set<string>> {
  const table = tableOf(recordKind('holidays'));
  const rows = await db
    .select({ date: column(table, 'date') })
    .from(table)
    .where(
      and(
        eq(column(table, 'organisationId'), organisationId),
        isNull(column(table, 'deletedAt')),
        eq(column(table, 'region'), 'England and Wales'),
        gte(column(table, 'date'), from),
      ),
    );
  return new Set(rows.flatMap((row) => dateColumnText(row.date) ?? []));
}

/** The deadlines of a complaint received on `receivedOn` in this organisation. */
export async function deadlinesFor(
  db: Db,
  organisationId: string,
  receivedOn: string,
): Promise<ComplaintDeadlines> {
  const [settingsRow, holidays] = await Promise.all([
    organisationSettingsRow(db, 'quality-settings', organisationId),
    organisationHolidays(db, organisationId, receivedOn),
  ]);
  return complaintDeadlines(receivedOn, qualitySettingsOf(settingsRow), holidays);
}

/** The server's fields of a complaint with these values, on `today`. */
async function keptValues(
  db: Db,
  organisationId: string,
  values: Record<string, unknown>,
  today: string,
): Promise<Record<string, unknown>> {
  const receivedOn = dateColumnText(values.receivedOn);
  if (!receivedOn) return { acknowledgementDue: null, responseDue: null, deadline: null };
  const due = await deadlinesFor(db, organisationId, receivedOn);
  return {
    ...due,
    deadline: deadlineState(
      {
        ...due,
        acknowledgedOn: dateColumnText(values.acknowledgedOn),
        respondedOn: dateColumnText(values.respondedOn),
      },
      today,
    ),
  };
}

export const complaintHooks: RecordHooks = {
  async beforeCreate({ values }, ctx) {
    Object.assign(
      values,
      await keptValues(ctx.db, ctx.auth.user.organisation.id, values, ukCalendarDate()),
    );
  },
  async beforeUpdate({ existing, values }, ctx) {
    // A save may leave fields out; the stored ones still count.
    const sent = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
    Object.assign(
      values,
      await keptValues(
        ctx.db,
        ctx.auth.user.organisation.id,
        { ...existing, ...sent },
        ukCalendarDate(),
      ),
    );
  },
};

/**
 * Moves each unanswered complaint of the organisation to where it stands on `today` (an
 * acknowledgement or a response falling overdue), one audited change each; a form open on a
 * complaint still saves (its version stays). Answers how many changed.
 */
export async function refreshComplaintDeadlines(
  db: Db,
  organisationId: string,
  today: string = ukCalendarDate(),
): Promise<number> {
  const kind = complaintKind();
  const table = tableOf(kind);
  const col = (key: string) => column(table, key);
  const rows = await db
    .select({
      id: col('id'),
      acknowledgementDue: col('acknowledgementDue'),
      responseDue: col('responseDue'),
      acknowledgedOn: col('acknowledgedOn'),
      respondedOn: col('respondedOn'),
      deadline: col('deadline'),
    })
    .from(table)
    .where(
      and(
        eq(col('organisationId'), organisationId),
        isNull(col('deletedAt')),
        isNull(col('respondedOn')),
      ),
    );
  const actor = systemActor(organisationId);
  let changed = 0;
  for (const row of rows) {
    const acknowledgementDue = dateColumnText(row.acknowledgementDue);
    const responseDue = dateColumnText(row.responseDue);
    if (!acknowledgementDue || !responseDue) continue;
    const state: DeadlineState = deadlineState(
      {
        acknowledgementDue,
        responseDue,
        acknowledgedOn: dateColumnText(row.acknowledgedOn),
        respondedOn: null,
      },
      today,
    );
    if (state === row.deadline) continue;
    const written = await db.transaction((tx) =>
      changeRecord(
        tx,
        actor,
        kind,
        String(row.id),
        { deadline: state },
        {
          keepVersion: true,
          auditAction: 'complaints.deadline',
          // Only while still unanswered and not moved meanwhile by a save.
          onlyIf: and(
            isNull(col('respondedOn')),
            or(isNull(col('deadline')), ne(col('deadline'), state)),
          ),
        },
      ),
    );
    if (written) changed += 1;
  }
  return changed;
}

/** Each night, and at start after a pause, as the calendar moves complaints past their days. */
export const complaintDeadlinesTask = defineCronTask({
  name: 'quality.complaint-deadlines',
  title: 'Mark complaints past their acknowledgement or response deadline',
  schedule: '5 0 * * *',
  atStart: true,
  async run({ db, log, organisationId, scheduledFor }) {
    const changed = await refreshComplaintDeadlines(
      db,
      organisationId,
      ukCalendarDate(scheduledFor),
    );
    if (changed > 0) log.info({ changed }, 'complaint deadlines moved on');
  },
});
