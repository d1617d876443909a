import { type Db, schema } from '@care360/db';
import {
  addCalendarDays,
  can,
  clientForm,
  clientFullName,
  formatUkDate,
  isReviewOverdue,
  isSuspendedOn,
  marConcerns,
  marSlot,
  recordKind,
  WORKLIST_WEEK_DAYS,
  type WorklistLine,
  worklistPaths,
} from '@care360/domain';
import { and, asc, desc, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/auth-context';
import { archivedOf, column, scopeOf, tableOf } from '../../platform/records/record-query';
import type {
  WorklistContext,
  WorklistContribution,
} from '../../platform/worklist/worklist-contribution';
import { chartMedication } from './client-summary';
import { lifecycleFactsOf } from './client-suspension';

/**
 * The client groups of Home's worklist for one person: a handful of set-based queries over the
 * clients they may see (organisation, branch scope, live and not archived), never one query per
 * client. The rules are the client file's own: reviews by the suspension rule, doses by
 * marConcerns. The staff groups are the staff area's (modules/staff/staff.worklist.ts).
 */

const clients = recordKind('clients');
const medications = recordKind('client-medications');
const CONSENT_FORM = 'consent';
/** Clients whose file still needs a consent: those the agency is caring for or about to. */
const NEEDS_CONSENT = new Set(['Active', 'Pending assessment', 'On hold', 'In hospital']);

interface ClientRow {
  id: string;
  title: string | null;
  forename: string | null;
  surname: string | null;
  preferredName: string | null;
  status: string | null;
}

const CLIENT_GROUPS = [
  'overdue-reviews',
  'reviews-this-week',
  'doses-today',
  'in-hospital',
  'missing-consent',
] as const;
type ClientGroups = Record<(typeof CLIENT_GROUPS)[number], WorklistLine[]>;

const emptyGroups = (): ClientGroups =>
  Object.fromEntries(CLIENT_GROUPS.map((key) => [key, []])) as unknown as ClientGroups;

async function visibleClients(db: Db, auth: AuthContext): Promise<ClientRow[]> {
  const table = tableOf(clients);
  const col = (key: string) => column(table, key);
  const rows = await db
    .select({
      id: col('id'),
      title: col('title'),
      forename: col('forename'),
      surname: col('surname'),
      preferredName: col('preferredName'),
      status: col('status'),
    })
    .from(table)
    .where(and(scopeOf(clients, auth.user), archivedOf(clients, false, table)))
    .orderBy(asc(col('surname')), asc(col('forename')), asc(col('id')));
  return rows as ClientRow[];
}

/** The latest completed response of each client questionnaire of each client, in one query. */
async function latestCompleted(db: Db, organisationId: string, clientIds: string[]) {
  const { formResponses } = schema;
  return db
    .selectDistinctOn([formResponses.subjectId, formResponses.formKey], {
      clientId: formResponses.subjectId,
      formKey: formResponses.formKey,
      nextReviewOn: formResponses.nextReviewOn,
    })
    .from(formResponses)
    .where(
      and(
        eq(formResponses.organisationId, organisationId),
        eq(formResponses.subjectType, 'client'),
        inArray(formResponses.subjectId, clientIds),
        eq(formResponses.status, 'completed'),
        isNull(formResponses.deletedAt),
      ),
    )
    .orderBy(formResponses.subjectId, formResponses.formKey, desc(formResponses.createdAt));
}

/** Today's doses of every visible client: their medicines taken today and what was recorded. */
async function todaysDoses(db: Db, auth: AuthContext, clientIds: string[], today: string) {
  const { marEntries } = schema;
  const table = tableOf(medications);
  const col = (key: string) => column(table, key);
  const [medicationRows, entries] = await Promise.all([
    db
      .select({
        id: col('id'),
        clientId: col('parentId'),
        prn: col('prn'),
        timesOfDay: col('timesOfDay'),
        startDate: col('startDate'),
        endDate: col('endDate'),
        // When the line was added: a round before it is not owed (medicationStartsAt).
        createdAt: col('createdAt'),
      })
      .from(table)
      .where(
        and(
          scopeOf(medications, auth.user),
          inArray(col('parentId'), clientIds),
          lte(col('startDate'), today),
          or(isNull(col('endDate')), gte(col('endDate'), today)),
        ),
      ),
    db
      .select({
        clientId: marEntries.clientId,
        clientMedicationId: marEntries.clientMedicationId,
        day: marEntries.day,
        slot: marEntries.slot,
        code: marEntries.code,
        note: marEntries.note,
      })
      .from(marEntries)
      .where(
        and(
          eq(marEntries.organisationId, auth.user.organisation.id),
          inArray(marEntries.clientId, clientIds),
          eq(marEntries.day, today),
          // What a correction replaced is history, as on the chart.
          schema.currentMarEntry(),
        ),
      ),
  ]);
  return {
    medicationRows: medicationRows as { clientId: string; id: string; createdAt: unknown }[],
    entries,
  };
}

function groupBy<T extends { clientId: string }>(rows: readonly T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) map.set(row.clientId, [...(map.get(row.clientId) ?? []), row]);
  return map;
}

const formTitle = (key: string) => clientForm(key)?.title ?? key;

/** What the signed-in person should act on among the clients they may see. */
export async function clientWorklistLines({
  db,
  auth,
  now,
  today,
}: WorklistContext): Promise<ClientGroups> {
  const groups = emptyGroups();
  if (!can(auth.user, clients.permissions.read)) return groups;
  const visible = await visibleClients(db, auth);
  if (visible.length === 0) return groups;
  const ids = visible.map((client) => client.id);
  const [responses, doses, lifecycle] = await Promise.all([
    latestCompleted(db, auth.user.organisation.id, ids),
    todaysDoses(db, auth, ids, today),
    lifecycleFactsOf(db, auth.user, ids),
  ]);
  const responsesOf = groupBy(responses);
  const medicationsOf = groupBy(doses.medicationRows);
  const entriesOf = groupBy(doses.entries);
  const weekEnd = addCalendarDays(today, WORKLIST_WEEK_DAYS - 1);
  const dueOn = new Map<WorklistLine, string>();

  for (const client of visible) {
    const line = (detail: string, href: string) => ({
      clientId: client.id,
      clientName: clientFullName({ ...client }),
      detail,
      href,
    });
    const suspended = lifecycle.get(client.id)?.suspended ?? [];
    const completed = responsesOf.get(client.id) ?? [];
    for (const { formKey, nextReviewOn } of completed) {
      if (!nextReviewOn || nextReviewOn > weekEnd) continue;
      const href = worklistPaths.form(client.id, formKey);
      const due = formatUkDate(`${nextReviewOn}T12:00:00Z`);
      let review: WorklistLine | null = null;
      if (isReviewOverdue(nextReviewOn, today, suspended)) {
        review = line(`${formTitle(formKey)}: review was due ${due}`, href);
        groups['overdue-reviews'].push(review);
      } else if (nextReviewOn >= today && !isSuspendedOn(suspended, today)) {
        review = line(`${formTitle(formKey)}: review due ${due}`, href);
        groups['reviews-this-week'].push(review);
      }
      if (review) dueOn.set(review, nextReviewOn);
    }
    const concerns = marConcerns({
      medications: (medicationsOf.get(client.id) ?? []).map(({ createdAt, ...row }) =>
        chartMedication({
          ...row,
          createdAt: createdAt instanceof Date ? createdAt.toISOString() : null,
        } as unknown as Parameters<typeof chartMedication>[0]),
      ),
      entries: entriesOf.get(client.id) ?? [],
      from: today,
      to: today,
      now,
      suspended,
    });
    if (concerns.length > 0) {
      const rounds = concerns.map(
        (concern) => `${concern.kind} at ${marSlot(concern.slot).label.toLowerCase()}`,
      );
      const count = `${concerns.length} ${concerns.length === 1 ? 'dose' : 'doses'}`;
      groups['doses-today'].push(
        line(`${count}: ${[...new Set(rounds)].join(', ')}`, worklistPaths.marChart(client.id)),
      );
    }
    if (client.status === 'In hospital') {
      groups['in-hospital'].push(line('In hospital', worklistPaths.profile(client.id)));
    }
    if (
      NEEDS_CONSENT.has(client.status ?? '') &&
      !completed.some((response) => response.formKey === CONSENT_FORM)
    ) {
      groups['missing-consent'].push(
        line('No signed consent on file', worklistPaths.form(client.id, CONSENT_FORM)),
      );
    }
  }
  // Reviews soonest first (the longest overdue heads its group); the rest by client name.
  for (const key of ['overdue-reviews', 'reviews-this-week'] as const) {
    groups[key].sort((a, b) => (dueOn.get(a) ?? '').localeCompare(dueOn.get(b) ?? ''));
  }
  return groups;
}

/** The client groups, for the clients area's manifest; a reader of client files sees each one. */
export const clientsWorklist: WorklistContribution = {
  groups: CLIENT_GROUPS,
  lines: clientWorklistLines,
  showsEveryGroupTo: (auth: AuthContext) => can(auth.user, clients.permissions.read),
};
