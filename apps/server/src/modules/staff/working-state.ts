import type { Db } from '@care360/db';
import {
  can,
  recordKind,
  STAFF_OWNER_KINDS,
  STAFF_OWNERS,
  type StaffOwner,
  ukCalendarDate,
  type WorkingState,
  type WorklistLine,
  workingState,
} from '@care360/domain';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/auth-context';
import { column, tableOf } from '../../platform/records/record-query';
import { staffPaths, staffSettingsFor } from './oversight';
import { dateText, newestByPerson, rowsOf, storeServerState } from './staff-section-rows';
import { currentStaff } from './training';

/**
 * Whether each member of staff may be offered for work, as the server keeps it: the domain's
 * workingState from the person's start date and status, their newest right-to-work check, DBS
 * check and DBS risk assessment. The profile works it out live; the lists and the worklist read
 * the stored `workingState` and `workingStateReason`, kept beside compliance (refreshCompliance:
 * after every write to those sections or to the person, and daily as dates pass), so a list
 * filters on an indexed column and keyset pagination stays as it is.
 */

const prefix = (owner: StaffOwner) => STAFF_OWNERS[owner].prefix;

/** The sections of the file the working state reads besides compliance's: the DBS decision. */
export const dbsDecisionSection = (owner: StaffOwner) => `${prefix(owner)}-dbs-risk-assessments`;

/** Each person's working state on the day of `now` (UK), read from their stored file. */
export async function workingStatesOf(
  db: Db,
  organisationId: string,
  owner: StaffOwner,
  personIds: readonly string[],
  now: Date = new Date(),
): Promise<Map<string, WorkingState>> {
  const result = new Map<string, WorkingState>();
  if (personIds.length === 0) return result;
  const table = tableOf(recordKind(owner));
  const col = (key: string) => column(table, key);
  const [settings, people, rtw, dbs, decisions] = await Promise.all([
    staffSettingsFor(db, organisationId),
    db
      .select({
        id: col('id'),
        startDate: col('startDate'),
        leftOn: col('leftOn'),
        status: col('status'),
      })
      .from(table)
      .where(and(eq(col('organisationId'), organisationId), inArray(col('id'), [...personIds]))),
    rowsOf(db, organisationId, `${prefix(owner)}-right-to-work`, personIds, [
      'checkedOn',
      'createdAt',
    ]),
    rowsOf(db, organisationId, `${prefix(owner)}-dbs-checks`, personIds, ['issuedOn', 'createdAt']),
    rowsOf(db, organisationId, dbsDecisionSection(owner), personIds, ['assessedOn', 'createdAt']),
  ]);
  const rightToWork = newestByPerson(rtw);
  const dbsCheck = newestByPerson(dbs);
  const decision = newestByPerson(decisions);
  const today = ukCalendarDate(now);
  for (const person of people as Record<string, unknown>[]) {
    const id = String(person.id);
    const rtwRow = rightToWork.get(id);
    const dbsRow = dbsCheck.get(id);
    const decisionRow = decision.get(id);
    result.set(
      id,
      workingState({
        startDate: dateText(person.startDate),
        leftOn: dateText(person.leftOn),
        status: person.status,
        rightToWork: rtwRow
          ? {
              result: rtwRow.result,
              permission: rtwRow.permission,
              expiresOn: dateText(rtwRow.expiresOn),
              checkedOn: dateText(rtwRow.checkedOn),
            }
          : null,
        dbs: dbsRow
          ? { issuedOn: dateText(dbsRow.issuedOn), barredListResult: dbsRow.barredListResult }
          : null,
        dbsDecision: decisionRow
          ? { assessedOn: dateText(decisionRow.assessedOn), decision: decisionRow.decision }
          : null,
        today,
        settings,
      }),
    );
  }
  return result;
}

/** The one line a list shows beside the state: every reason, each with its date. */
export const workingStateReasonText = (state: WorkingState): string | null =>
  state.reasons.length > 0 ? state.reasons.map((reason) => reason.text).join('; ') : null;

/** Works out these people's working state and stores it where it changed. */
export async function refreshWorkingStates(
  db: Db,
  organisationId: string,
  owner: StaffOwner,
  personIds: readonly string[],
  now: Date = new Date(),
): Promise<number> {
  const states = await workingStatesOf(db, organisationId, owner, personIds, now);
  return storeServerState(
    db,
    organisationId,
    owner,
    new Map(
      [...states].map(([id, state]) => [
        id,
        { workingState: state.state, workingStateReason: workingStateReasonText(state) },
      ]),
    ),
  );
}

/**
 * The worklist's "Must not work", at its top: each current member of staff the caller may see who
 * must not be offered for work today, with every reason and its date, linking to their profile.
 * The stored state picks who to look at (those stored as must not work or expiring, or not yet
 * worked out), and the state is worked out again for them, so a right to work that ended since
 * the last daily pass is named today.
 */
export async function mustNotWorkWorklistLines(
  db: Db,
  auth: AuthContext,
  now: Date = new Date(),
): Promise<WorklistLine[]> {
  const lines: WorklistLine[] = [];
  for (const owner of STAFF_OWNER_KINDS) {
    const kind = recordKind(owner);
    if (!can(auth.user, kind.permissions.read)) continue;
    const stored = column(tableOf(kind), 'workingState');
    const people = await currentStaff(
      db,
      auth,
      owner,
      or(inArray(stored, ['Must not work', 'Expiring soon']), isNull(stored)),
    );
    if (people.length === 0) continue;
    const states = await workingStatesOf(
      db,
      auth.user.organisation.id,
      owner,
      people.map((person) => person.id),
      now,
    );
    for (const person of people) {
      const state = states.get(person.id);
      if (state?.state !== 'Must not work') continue;
      lines.push({
        clientId: person.id,
        clientName: person.name,
        detail: workingStateReasonText(state) ?? state.label,
        href: staffPaths.profile(owner, person.id),
      });
    }
  }
  return lines;
}
