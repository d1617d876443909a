import { type Db, schema } from '@care360/db';
import {
  type AlertPlace,
  type AlertVisit,
  alertSettingsOf,
  type ClientAlertFacts,
  clientAlertFacts,
  endedAlerts,
  endedResolution,
  placeOfKey,
  recordKind,
  visitAlerts,
  type WantedAlert,
} from '@care360/domain';
import { and, desc, eq, gte, inArray, isNotNull, isNull, lte, ne, or, type SQL } from 'drizzle-orm';
import { organisationSettingsRow } from '../../platform/records/organisation-settings';
import { column, tableOf } from '../../platform/records/record-query';
import { autoResolveAlerts, openAlertsOfVisits, personName, raiseAlerts } from './alert-raising';

/**
 * The visit rules run against the database: the visits to judge (those near now, or the one a
 * check-in names), their places, their clients' settings and homes, and the organisation's
 * thresholds; then the alerts raised and the ended ones resolved.
 */

const HOUR = 3_600_000;
/**
 * How far back the minute's job looks: a visit that started within the last day (a night sit,
 * a carer not checked out after the longest threshold an organisation may set).
 */
const LOOK_BACK_HOURS = 26;

const numberOrNull = (value: unknown) =>
  value === null || value === undefined ? null : Number(value);
const dateOrNull = (value: unknown) =>
  value === null || value === undefined ? null : new Date(value as string);

/** The visits to judge, with their places, as the rules read them. */
async function alertVisits(db: Db, organisationId: string, which: SQL): Promise<AlertVisit[]> {
  const visitKind = recordKind('visits');
  const v = tableOf(visitKind);
  const c = tableOf(recordKind('clients'));
  const rows = await db
    .select({
      id: column(v, 'id'),
      branch: column(v, 'branch'),
      client: column(v, 'client'),
      clientName: personName(c),
      status: column(v, 'status'),
      startsAt: column(v, 'startsAt'),
      endsAt: column(v, 'endsAt'),
    })
    .from(v)
    .innerJoin(c, eq(column(c, 'id'), column(v, 'client')))
    .where(
      and(
        eq(column(v, 'organisationId'), organisationId),
        isNull(column(v, 'deletedAt')),
        isNotNull(column(v, 'startsAt')),
        which,
      ),
    );
  if (rows.length === 0) return [];
  const carerKind = recordKind('visit-carers');
  const a = tableOf(carerKind);
  const staffKind = recordKind('carers');
  const s = tableOf(staffKind);
  const placeRows = await db
    .select({
      id: column(a, 'id'),
      visit: column(a, 'parentId'),
      carer: column(a, 'carer'),
      carerName: personName(s),
      checkedInAt: column(a, 'checkedInAt'),
      checkedOutAt: column(a, 'checkedOutAt'),
      checkInLatitude: column(a, 'checkInLatitude'),
      checkInLongitude: column(a, 'checkInLongitude'),
    })
    .from(a)
    .innerJoin(s, eq(column(s, 'id'), column(a, 'carer')))
    .where(
      and(
        eq(column(a, 'organisationId'), organisationId),
        isNull(column(a, 'deletedAt')),
        inArray(
          column(a, 'parentId'),
          rows.map((row) => String(row.id)),
        ),
      ),
    );
  const places = new Map<string, AlertPlace[]>();
  for (const row of placeRows) {
    const list = places.get(String(row.visit)) ?? [];
    list.push({
      id: String(row.id),
      carer: String(row.carer),
      carerName: String(row.carerName ?? ''),
      checkedInAt: dateOrNull(row.checkedInAt),
      checkedOutAt: dateOrNull(row.checkedOutAt),
      checkInLatitude: numberOrNull(row.checkInLatitude),
      checkInLongitude: numberOrNull(row.checkInLongitude),
    });
    places.set(String(row.visit), list);
  }
  return rows.map((row) => ({
    id: String(row.id),
    branch: String(row.branch),
    client: row.client ? String(row.client) : null,
    clientName: String(row.clientName ?? ''),
    status: String(row.status),
    startsAt: new Date(row.startsAt as string),
    endsAt: new Date(row.endsAt as string),
    places: places.get(String(row.id)) ?? [],
  }));
}

/** Each client's tracking settings (newest completed Settings questionnaire) and home. */
async function clientFacts(
  db: Db,
  organisationId: string,
  clientIds: string[],
): Promise<Map<string, ClientAlertFacts>> {
  if (clientIds.length === 0) return new Map();
  const c = tableOf(recordKind('clients'));
  const homes = await db
    .select({
      id: column(c, 'id'),
      latitude: column(c, 'latitude'),
      longitude: column(c, 'longitude'),
    })
    .from(c)
    .where(
      and(eq(column(c, 'organisationId'), organisationId), inArray(column(c, 'id'), clientIds)),
    );
  const f = schema.formResponses;
  const responses = await db
    .selectDistinctOn([f.subjectId], { subjectId: f.subjectId, answers: f.answers })
    .from(f)
    .where(
      and(
        eq(f.organisationId, organisationId),
        eq(f.subjectType, 'client'),
        inArray(f.subjectId, clientIds),
        eq(f.formKey, 'settings'),
        eq(f.status, 'completed'),
        isNull(f.deletedAt),
      ),
    )
    .orderBy(f.subjectId, desc(f.createdAt));
  const answersOf = new Map(
    responses.map((row) => [row.subjectId, row.answers as Record<string, unknown>]),
  );
  return new Map(
    homes.map((row) => {
      const latitude = numberOrNull(row.latitude);
      const longitude = numberOrNull(row.longitude);
      const home = latitude !== null && longitude !== null ? { latitude, longitude } : null;
      return [String(row.id), clientAlertFacts(answersOf.get(String(row.id)), home)];
    }),
  );
}

export interface VisitEvaluation {
  raised: number;
  resolved: number;
}

/** Judges the visits `which` selects at `now`: raises what is due, resolves what has ended. */
async function evaluate(
  db: Db,
  organisationId: string,
  which: SQL,
  now: Date,
): Promise<VisitEvaluation> {
  const visits = await alertVisits(db, organisationId, which);
  if (visits.length === 0) return { raised: 0, resolved: 0 };
  const [settingsRow, facts, open] = await Promise.all([
    organisationSettingsRow(db, 'alert-settings', organisationId),
    clientFacts(db, organisationId, [
      ...new Set(visits.flatMap((visit) => (visit.client ? [visit.client] : []))),
    ]),
    openAlertsOfVisits(
      db,
      organisationId,
      visits.map((visit) => visit.id),
    ),
  ]);
  const settings = alertSettingsOf(settingsRow);
  const wanted: WantedAlert[] = [];
  const ended: { id: string; resolution: string }[] = [];
  for (const visit of visits) {
    const client = visit.client ? facts.get(visit.client) : undefined;
    const due = client ? visitAlerts(visit, client, settings, now) : [];
    wanted.push(...due);
    const openOfVisit = open.filter((alert) => alert.visit === visit.id);
    for (const alert of endedAlerts(openOfVisit, due)) {
      ended.push({
        id: alert.id,
        resolution: endedResolution(alert.source, visit, placeOfKey(alert.dedupKey)),
      });
    }
  }
  const raised = await raiseAlerts(db, organisationId, wanted, now);
  const resolved = await autoResolveAlerts(db, organisationId, ended, now);
  return { raised: raised.length, resolved };
}

/**
 * The minute's judgement: the visits that started within the last day and have not long
 * ended, and any visit with an alert still open that could end by itself (a visit cancelled
 * since).
 */
export async function evaluateVisitsNearNow(
  db: Db,
  organisationId: string,
  now: Date,
): Promise<VisitEvaluation> {
  const v = tableOf(recordKind('visits'));
  const alertsTable = tableOf(recordKind('alerts'));
  const withOpenAlerts = db
    .select({ visit: column(alertsTable, 'visit') })
    .from(alertsTable)
    .where(
      and(
        eq(column(alertsTable, 'organisationId'), organisationId),
        isNull(column(alertsTable, 'deletedAt')),
        ne(column(alertsTable, 'status'), 'Resolved'),
        isNotNull(column(alertsTable, 'visit')),
      ),
    );
  const which = or(
    and(
      lte(column(v, 'startsAt'), now.toISOString()),
      gte(column(v, 'startsAt'), new Date(now.getTime() - LOOK_BACK_HOURS * HOUR).toISOString()),
      ne(column(v, 'status'), 'Cancelled'),
    ),
    inArray(column(v, 'id'), withOpenAlerts),
  ) as SQL;
  return evaluate(db, organisationId, which, now);
}

/** One visit judged at once (a check-in or check-out of one of its carers). */
export async function evaluateVisit(
  db: Db,
  organisationId: string,
  visitId: string,
  now: Date,
): Promise<VisitEvaluation> {
  const v = tableOf(recordKind('visits'));
  return evaluate(db, organisationId, eq(column(v, 'id'), visitId), now);
}
