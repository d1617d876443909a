import { type Db, recordTables, schema } from '@care360/db';
import {
  ALL_RECORDS,
  addCalendarDays,
  ageInYears,
  type ClientReviewDue,
  type ClientRisk,
  type ClientSummary,
  clientAlerts,
  clientForm,
  clientFullName,
  concernCounts,
  DOSE_CONCERN_DAYS,
  hospitalStayOn,
  isActiveOn,
  isReviewOverdue,
  type MarChartMedication,
  marConcerns,
  REVIEW_SOON_DAYS,
  recordKind,
  type SummaryRow,
  type SuspensionPeriod,
  ukCalendarDate,
} from '@care360/domain';
import { and, asc, desc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import { notFound } from '../../platform/http/envelope';
import { type FormLatest, latestResponses } from '../../platform/person-files/person-responses';
import {
  type Caller,
  column,
  referenceTitles,
  scopeOf,
  tableOf,
  titlesObject,
} from '../../platform/records/record-query';
import { toApiRow } from '../../platform/records/record-values';
import { clientResponseOwner } from './client-access';
import { lifecycleFactsOfClient } from './client-suspension';

const clients = recordKind('clients');
const medications = recordKind('client-medications');
const supportNetwork = recordKind('client-support-network');

/** The most rows of one kind the profile shows: a support network or medicine list is short. */
export const SHORT_LIST = 100;
const RECENT_LOGS = 5;

/** A stored row as the API gives it; toApiRow always sets createdAt and updatedAt. */
const summaryRow = (
  kind: ReturnType<typeof recordKind>,
  row: unknown,
  titles: Record<string, string | null> | null,
): SummaryRow =>
  ({ ...toApiRow(kind, row as Record<string, unknown>), _titles: titles ?? {} }) as SummaryRow;

/** A live client the caller may see (organisation and branch) with its reference titles, or 404. */
export async function findClient(db: Db, caller: Caller, id: string): Promise<SummaryRow> {
  const table = tableOf(clients);
  const [found] = await db
    .select({ row: table, _titles: titlesObject(referenceTitles(clients)) })
    .from(table)
    .where(and(eq(column(table, 'id'), id), scopeOf(clients, caller)));
  if (!found) throw notFound('client');
  return summaryRow(clients, found.row, found._titles);
}

/** Rows of a kind nested under the client, with reference titles, in the given order. */
export async function nestedRows(
  db: Db,
  kindName: string,
  caller: Caller,
  clientId: string,
  options: { where?: ReturnType<typeof and>; orderBy: ReturnType<typeof asc>[]; limit: number },
): Promise<SummaryRow[]> {
  const kind = recordKind(kindName);
  const table = tableOf(kind);
  const rows = await db
    .select({ row: table, _titles: titlesObject(referenceTitles(kind)) })
    .from(table)
    .where(and(scopeOf(kind, caller, clientId), options.where))
    .orderBy(...options.orderBy)
    .limit(options.limit);
  return rows.map((r) => summaryRow(kind, r.row, r._titles));
}

/** Medicines taken on any day from `from` to today: the profile lists today's, the dose checks use all. */
function medicationsBetween(
  db: Db,
  caller: Caller,
  clientId: string,
  { from, today }: { from: string; today: string },
) {
  const table = tableOf(medications);
  return nestedRows(db, medications.name, caller, clientId, {
    where: and(
      lte(column(table, 'startDate'), today),
      or(isNull(column(table, 'endDate')), gte(column(table, 'endDate'), from)),
    ),
    orderBy: [asc(column(table, 'startDate')), asc(column(table, 'id'))],
    limit: SHORT_LIST,
  });
}

/** A client medication row as the MAR chart's rules read it. */
export const chartMedication = (row: SummaryRow): MarChartMedication => ({
  id: row.id,
  prn: row.prn === true,
  timesOfDay: Array.isArray(row.timesOfDay) ? row.timesOfDay.map(String) : [],
  startDate: String(row.startDate),
  endDate: typeof row.endDate === 'string' ? row.endDate : null,
  addedAt: typeof row.createdAt === 'string' ? row.createdAt : null,
});

/** Refused and missed doses from `from` to today, both included. */
async function doseConcerns(
  db: Db,
  organisationId: string,
  clientId: string,
  recent: SummaryRow[],
  { from, today }: { from: string; today: string },
  suspended: readonly SuspensionPeriod[],
) {
  const { marEntries } = schema;
  const entries = await db
    .select({
      clientMedicationId: marEntries.clientMedicationId,
      day: marEntries.day,
      slot: marEntries.slot,
      code: marEntries.code,
      note: marEntries.note,
    })
    .from(marEntries)
    .where(
      and(
        eq(marEntries.organisationId, organisationId),
        eq(marEntries.clientId, clientId),
        gte(marEntries.day, from),
        lte(marEntries.day, today),
        schema.currentMarEntry(),
      ),
    );
  const concerns = marConcerns({
    medications: recent.map(chartMedication),
    entries,
    from,
    to: today,
    now: new Date(),
    suspended,
  });
  return { ...concernCounts(concerns), days: DOSE_CONCERN_DAYS };
}

const formTitle = (key: string) => clientForm(key)?.title ?? key;

/** The latest completed scored assessment of each form. */
function risksOf(latest: Map<string, FormLatest>): ClientRisk[] {
  return [...latest.values()].flatMap(({ completed }) =>
    completed && completed.score !== null
      ? [
          {
            formKey: completed.formKey,
            title: formTitle(completed.formKey),
            score: completed.score,
            riskLevel: completed.riskLevel,
            riskLabel: completed.riskLabel,
            assessedOn: completed.assessedOn,
          },
        ]
      : [],
  );
}

/**
 * Assessments due for review within REVIEW_SOON_DAYS days or already overdue, soonest first; none
 * is overdue while the client's care is suspended (in hospital, service ended).
 */
export function reviewsDue(
  latest: Map<string, FormLatest>,
  today: string,
  suspended: readonly SuspensionPeriod[] = [],
): ClientReviewDue[] {
  const soon = addCalendarDays(today, REVIEW_SOON_DAYS);
  return [...latest.values()]
    .flatMap(({ completed }) =>
      completed?.nextReviewOn && completed.nextReviewOn <= soon
        ? [
            {
              formKey: completed.formKey,
              title: formTitle(completed.formKey),
              nextReviewOn: completed.nextReviewOn,
              overdue: isReviewOverdue(completed.nextReviewOn, today, suspended),
            },
          ]
        : [],
    )
    .sort((a, b) => a.nextReviewOn.localeCompare(b.nextReviewOn));
}

/** The latest client logs, when that kind is declared and has its table. */
async function recentLogs(db: Db, caller: Caller, clientId: string) {
  const logs = ALL_RECORDS.find((kind) => kind.name === 'client-logs');
  if (!logs || !recordTables.has(logs.name)) return null;
  const table = tableOf(logs);
  return nestedRows(db, logs.name, caller, clientId, {
    orderBy: [desc(column(table, logs.list.sort)), desc(column(table, 'id'))],
    limit: RECENT_LOGS,
  });
}

/** Everything the profile page shows about one client (GET /api/v1/clients/:id/summary). */
export async function clientSummary(
  db: Db,
  caller: Caller,
  clientId: string,
): Promise<ClientSummary> {
  const organisationId = caller.organisation.id;
  const today = ukCalendarDate();
  const window = { from: addCalendarDays(today, -(DOSE_CONCERN_DAYS - 1)), today };
  const networkTable = tableOf(supportNetwork);
  // Each read is scoped to the caller and the client by itself: the client's own (which answers
  // 404 when it is not theirs to see) need not go first.
  const [client, network, recentMedications, latest, logs, lifecycle] = await Promise.all([
    findClient(db, caller, clientId),
    nestedRows(db, supportNetwork.name, caller, clientId, {
      orderBy: [desc(column(networkTable, 'nextOfKin')), asc(column(networkTable, 'name'))],
      limit: SHORT_LIST,
    }),
    medicationsBetween(db, caller, clientId, window),
    latestResponses(db, clientResponseOwner(organisationId, clientId)),
    recentLogs(db, caller, clientId),
    lifecycleFactsOfClient(db, caller, clientId),
  ]);
  const { suspended } = lifecycle;
  const concerns = await doseConcerns(
    db,
    organisationId,
    clientId,
    recentMedications,
    window,
    suspended,
  );
  const reviews = reviewsDue(latest, today, suspended);
  const stay = hospitalStayOn(lifecycle.hospitalStays, today);
  return {
    client,
    name: clientFullName(client),
    age: ageInYears(client.dateOfBirth, today),
    alerts: clientAlerts({
      client,
      doseConcerns: concerns,
      overdueReviews: reviews.filter((review) => review.overdue).map((review) => review.title),
    }),
    supportNetwork: network,
    medications: recentMedications.filter((row) => isActiveOn(chartMedication(row), today)),
    risks: risksOf(latest),
    reviews,
    doseConcerns: concerns,
    recentLogs: logs,
    photoFileId: typeof client.photo === 'string' ? client.photo : null,
    lifecycle: {
      serviceEndedOn: lifecycle.serviceEndedOn,
      serviceEndReason: lifecycle.serviceEndReason,
      serviceEndNote: lifecycle.serviceEndNote,
      inHospitalSince: stay?.admittedOn ?? null,
      hospital: stay?.hospital ?? null,
    },
  };
}
