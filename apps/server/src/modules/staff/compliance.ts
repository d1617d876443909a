import type { Db } from '@care360/db';
import {
  COMPLIANCE_AREAS,
  type Compliance,
  can,
  type DbsFacts,
  type RightToWorkFacts,
  recordKind,
  STAFF_OWNER_KINDS,
  STAFF_OWNERS,
  type StaffOwner,
  staffCompliance,
  type TrainingCompletion,
  type TrainingCourse,
  trainingStatus,
  ukCalendarDate,
  type WorklistLine,
} from '@care360/domain';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/auth-context';
import { defineCronTask } from '../../platform/jobs/task';
import type { RecordHooks } from '../../platform/records/record-hooks';
import { column, tableOf } from '../../platform/records/record-query';
import { staffPaths, staffSettingsFor } from './oversight';
import { dateText, newestByPerson, rowsOf, storeServerState } from './staff-section-rows';
import { currentStaff } from './training';
import { dbsDecisionSection, refreshWorkingStates } from './working-state';

/**
 * Live compliance as the server keeps it: each person's state worked out by
 * the domain's staffCompliance from their newest right-to-work check, newest DBS check and
 * mandatory training, stored in their `compliance` field (kept by the server, so the list can
 * filter on it). It is worked out again in the transaction of every write to those sections
 * (the hooks below) and of a person added, and once a day for everyone as dates pass
 * (compliancePassTask).
 * Whether they may work at all (working-state.ts) is kept by the same passes and hooks.
 */

const prefix = (owner: StaffOwner) => STAFF_OWNERS[owner].prefix;

/**
 * The sections compliance and the working state read, by owner: a write to any of them works
 * them out again.
 */
export const complianceSections = (owner: StaffOwner) => ({
  rightToWork: `${prefix(owner)}-right-to-work`,
  dbs: `${prefix(owner)}-dbs-checks`,
  training: `${prefix(owner)}-training-records`,
  dbsDecision: dbsDecisionSection(owner),
});

/** The organisation's training courses (every course: trainingStatus picks the mandatory ones). */
async function coursesOf(db: Db, organisationId: string): Promise<TrainingCourse[]> {
  const table = tableOf(recordKind('training-courses'));
  const col = (key: string) => column(table, key);
  return (await db
    .select({
      id: col('id'),
      name: col('name'),
      validityMonths: col('validityMonths'),
      mandatory: col('mandatory'),
      appliesTo: col('appliesTo'),
      active: col('active'),
    })
    .from(table)
    .where(and(eq(col('organisationId'), organisationId), isNull(col('deletedAt'))))
    .orderBy(asc(col('name')))) as TrainingCourse[];
}

/** Each person's compliance today, read from their stored file. */
export async function complianceOf(
  db: Db,
  organisationId: string,
  owner: StaffOwner,
  personIds: readonly string[],
  now: Date = new Date(),
): Promise<Map<string, Compliance>> {
  const facts = await complianceAndTrainingOf(db, organisationId, owner, personIds, now);
  return new Map([...facts].map(([id, { compliance }]) => [id, compliance]));
}

/**
 * What the rota asks of a member of staff on a day: their compliance that day, and the courses
 * they are trained in and still in date then (their skills: medication, moving and handling).
 */
export interface StaffDayFacts {
  compliance: Compliance;
  currentCourses: string[];
}

/** Each person's compliance and current courses as of `now`, read from their stored file. */
export async function complianceAndTrainingOf(
  db: Db,
  organisationId: string,
  owner: StaffOwner,
  personIds: readonly string[],
  now: Date = new Date(),
): Promise<Map<string, StaffDayFacts>> {
  const result = new Map<string, StaffDayFacts>();
  if (personIds.length === 0) return result;
  const kinds = complianceSections(owner);
  const today = ukCalendarDate(now);
  const [settings, courses, rtw, dbs, training] = await Promise.all([
    staffSettingsFor(db, organisationId),
    coursesOf(db, organisationId),
    rowsOf(db, organisationId, kinds.rightToWork, personIds, ['checkedOn', 'createdAt']),
    rowsOf(db, organisationId, kinds.dbs, personIds, ['issuedOn', 'createdAt']),
    rowsOf(db, organisationId, kinds.training, personIds, ['completedOn']),
  ]);
  const rightToWork = newestByPerson(rtw);
  const dbsCheck = newestByPerson(dbs);
  const completions = new Map<string, TrainingCompletion[]>();
  for (const row of training) {
    const person = String(row.parentId);
    const completedOn = dateText(row.completedOn);
    if (!completedOn) continue;
    completions.set(person, [
      ...(completions.get(person) ?? []),
      { course: String(row.course), completedOn, expiresOn: dateText(row.expiresOn) },
    ]);
  }
  for (const id of personIds) {
    const rtwRow = rightToWork.get(id);
    const dbsRow = dbsCheck.get(id);
    const statuses = trainingStatus({
      owner,
      courses,
      records: completions.get(id) ?? [],
      today,
      warningDays: settings.expiryWarningDays,
    });
    const compliance = staffCompliance({
      rightToWork: rtwRow
        ? ({
            result: rtwRow.result,
            permission: rtwRow.permission,
            expiresOn: dateText(rtwRow.expiresOn),
            followUpOn: dateText(rtwRow.followUpOn),
          } satisfies RightToWorkFacts)
        : null,
      dbs: dbsRow
        ? ({
            issuedOn: dateText(dbsRow.issuedOn),
            barredListResult: dbsRow.barredListResult,
            updateServiceCheckedOn: dateText(dbsRow.updateServiceCheckedOn),
          } satisfies DbsFacts)
        : null,
      training: statuses
        .filter((status) => status.mandatory)
        .map((status) => ({
          course: status.courseName,
          state: status.state,
          expiresOn: status.expiresOn,
        })),
      today,
      settings,
    });
    const currentCourses = statuses
      .filter((status) => status.state === 'current' || status.state === 'expiring')
      .map((status) => status.courseName);
    result.set(id, { compliance, currentCourses });
  }
  return result;
}

/**
 * Works out these people's compliance and working state and stores them where they changed. The
 * record's version is left alone: the state is the server's, so an office member's open edit of
 * the person stays valid. Returns how many people's compliance or working state changed.
 */
export async function refreshCompliance(
  db: Db,
  organisationId: string,
  owner: StaffOwner,
  personIds: readonly string[],
  now: Date = new Date(),
): Promise<number> {
  const states = await complianceOf(db, organisationId, owner, personIds, now);
  const changed = await storeServerState(
    db,
    organisationId,
    owner,
    new Map([...states].map(([id, { state }]) => [id, { compliance: state }])),
  );
  return changed + (await refreshWorkingStates(db, organisationId, owner, personIds, now));
}

/**
 * The hooks of a section compliance reads (right to work, DBS, training): a save, delete or
 * restore works the person's state out again in its own transaction, so the state is committed
 * with the change or not at all, and is stored before the answer is sent.
 */
export function complianceSectionHooks(owner: StaffOwner): RecordHooks {
  return {
    async written({ after }, ctx) {
      if (typeof after.parentId !== 'string') return;
      // Two saves in one person's file at once: the second waits here and then reads the first's
      // record, so the state stored last holds both.
      await ctx.lockOwner();
      await refreshCompliance(ctx.db, ctx.auth.user.organisation.id, owner, [after.parentId]);
    },
  };
}

/**
 * The hooks of the owner kind: a person added starts with their state worked out, and a change
 * of their start date, leaving date or status works it out again, in the same transaction.
 */
export function complianceOwnerHooks(owner: StaffOwner): RecordHooks {
  return {
    async written({ action, before, after }, ctx) {
      const moved =
        action === 'create' ||
        (action === 'update' &&
          (['startDate', 'leftOn', 'status'] as const).some(
            (key) => String(before?.[key] ?? '') !== String(after[key] ?? ''),
          ));
      if (moved) await refreshCompliance(ctx.db, ctx.auth.user.organisation.id, owner, [after.id]);
    },
  };
}

/** Every compliance hook, by kind name, for the staff manifest. */
export const COMPLIANCE_HOOKS: Record<string, RecordHooks> = Object.fromEntries(
  STAFF_OWNER_KINDS.flatMap((owner) => [
    [owner, complianceOwnerHooks(owner)],
    ...Object.values(complianceSections(owner)).map((kindName) => [
      kindName,
      complianceSectionHooks(owner),
    ]),
  ]),
);

/**
 * One pass over the live staff of every organisation, or of one (the daily job; tests call it
 * with a clock).
 */
export async function refreshAllCompliance(
  db: Db,
  now: Date = new Date(),
  organisationId?: string,
): Promise<number> {
  let changed = 0;
  for (const owner of STAFF_OWNER_KINDS) {
    const table = tableOf(recordKind(owner));
    const people = (await db
      .select({ id: column(table, 'id'), organisationId: column(table, 'organisationId') })
      .from(table)
      .where(
        and(
          isNull(column(table, 'deletedAt')),
          organisationId ? eq(column(table, 'organisationId'), organisationId) : undefined,
        ),
      )) as { id: string; organisationId: string }[];
    const byOrganisation = new Map<string, string[]>();
    for (const { id, organisationId } of people) {
      byOrganisation.set(organisationId, [...(byOrganisation.get(organisationId) ?? []), id]);
    }
    for (const [organisationId, ids] of byOrganisation) {
      changed += await refreshCompliance(db, organisationId, owner, ids, now);
    }
  }
  return changed;
}

/**
 * Keeps compliance live as dates pass: every night for each organisation, as a job (retried with
 * back-off when it fails, and shown on the Jobs page).
 */
export const compliancePassTask = defineCronTask({
  name: 'staff.compliance',
  title: 'Staff compliance pass',
  schedule: '15 3 * * *',
  // Worked out soon after every start too: dates may have passed while no server ran.
  atStart: true,
  async run({ db, log, organisationId }) {
    // As of now, not of when it was due: a run made up after downtime sees today's dates.
    const changed = await refreshAllCompliance(db, new Date(), organisationId);
    if (changed > 0) log.info({ changed }, 'staff compliance refreshed');
  },
});

/**
 * The worklist's "Right to work and DBS": each current member of staff the caller may see whose
 * right to work or DBS is not compliant or expiring soon (named before it happens), the worst
 * first, each linking to the section that puts it right.
 */
export async function complianceWorklistLines(
  db: Db,
  auth: AuthContext,
  now: Date = new Date(),
): Promise<WorklistLine[]> {
  const lines: { line: WorklistLine; worst: boolean }[] = [];
  for (const owner of STAFF_OWNER_KINDS) {
    const kind = recordKind(owner);
    if (!can(auth.user, kind.permissions.read)) continue;
    const flagged = column(tableOf(kind), 'compliance');
    const people = await currentStaff(
      db,
      auth,
      owner,
      inArray(flagged, ['Expiring soon', 'Not compliant']),
    );
    if (people.length === 0) continue;
    const states = await complianceOf(
      db,
      auth.user.organisation.id,
      owner,
      people.map((person) => person.id),
      now,
    );
    for (const person of people) {
      const reasons = (states.get(person.id)?.reasons ?? []).filter(
        (reason) => reason.area !== 'Training',
      );
      const first = reasons[0];
      if (!first) continue;
      lines.push({
        worst: first.state === 'Not compliant',
        line: {
          clientId: person.id,
          clientName: person.name,
          detail: reasons.map((reason) => reason.text).join('; '),
          href: staffPaths.section(owner, person.id, COMPLIANCE_AREAS[first.area]),
        },
      });
    }
  }
  // Not compliant before expiring soon; by name within each (currentStaff reads by surname).
  return lines.sort((a, b) => Number(b.worst) - Number(a.worst)).map(({ line }) => line);
}
