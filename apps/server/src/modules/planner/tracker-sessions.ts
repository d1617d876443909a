import type { Db } from '@care360/db';
import {
  type AssessmentVisitType,
  assessmentVisits,
  notTrackableMessage,
  recordKind,
  staleSessionEnd,
  TRACKER_MODULE,
  TRACKER_STALE_AFTER_MS,
  type Trackable,
  type TrackerEventAnswer,
  type TrackerTask,
  trackedMilliseconds,
  trackerDisplay,
  trackerSessions,
  whyNotTrackable,
} from '@care360/domain';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/auth-context';
import { HttpError, notFound } from '../../platform/http/envelope';
import { column, scopeOf, tableOf } from '../../platform/records/record-query';
import {
  type Actor,
  changeRecord,
  insertRecord,
  requestActor,
  systemActor,
} from '../../platform/records/record-store';

/**
 * The time tracker's sessions (spec §4.1): START opens one for the caller and the visit, MID
 * keeps it alive, STOP ends it. The server keeps time on its own clock from the start instant;
 * every write goes through the record store (insertRecord, changeRecord), so each has its audit
 * entry and live event. A session whose STOP never came is closed by closeStaleSessions at its
 * last START or MID plus five minutes.
 */

const visitKind = recordKind(assessmentVisits.name);
const sessionKind = recordKind(trackerSessions.name);
const visitCol = (key: string) => column(tableOf(visitKind), key);
const sessionCol = (key: string) => column(tableOf(sessionKind), key);

interface VisitRow {
  id: string;
  title: string | null;
  visitType: string;
  status: string;
  assignedTo: string | null;
  dueItem: string | null;
}

/** The visit the caller may see (organisation), or 404 as if it did not exist. */
async function visitFor(db: Db, auth: AuthContext, id: string): Promise<VisitRow> {
  const [row] = await db
    .select({
      id: visitCol('id'),
      title: visitCol('title'),
      visitType: visitCol('visitType'),
      status: visitCol('status'),
      assignedTo: visitCol('assignedTo'),
      dueItem: visitCol('dueItem'),
    })
    .from(tableOf(visitKind))
    .where(and(eq(visitCol('id'), id), scopeOf(visitKind, auth.user)));
  if (!row) throw notFound('visit');
  return row as VisitRow;
}

/** GET /api/v1/user/trackable/{id}/{type}/{param}: may the caller track this visit as `type`? */
export async function trackableOf(
  db: Db,
  auth: AuthContext,
  id: string,
  type: string,
): Promise<Trackable> {
  const visit = await visitFor(db, auth, id);
  const reason = whyNotTrackable(visit, auth.user.id, type);
  return {
    trackable: reason === null,
    reason,
    content: { title: visit.title ?? 'Visit', body: visit.dueItem ?? '' },
  };
}

interface SessionRow {
  id: string;
  version: number;
  state: string;
  startedAt: string;
  lastSeenAt: string;
  endedAt: string | null;
  seconds: number | null;
  timeDisplay: string | null;
}

const sessionFields = {
  id: sql<string>`${sessionCol('id')}`,
  version: sql<number>`${sessionCol('version')}`,
  state: sql<string>`${sessionCol('state')}`,
  startedAt: sql<string>`${sessionCol('startedAt')}`,
  lastSeenAt: sql<string>`${sessionCol('lastSeenAt')}`,
  endedAt: sql<string | null>`${sessionCol('endedAt')}`,
  seconds: sql<number | null>`${sessionCol('seconds')}`,
  timeDisplay: sql<string | null>`${sessionCol('timeDisplay')}`,
};

const iso = (value: string | Date) => new Date(value).toISOString();

function answerOf(row: Record<string, unknown>): TrackerEventAnswer {
  return {
    sessionId: String(row.id),
    state: row.state as TrackerEventAnswer['state'],
    startedAt: iso(row.startedAt as string),
    endedAt: row.endedAt ? iso(row.endedAt as string) : null,
    seconds: Number(row.seconds ?? 0),
    timeDisplay: String(row.timeDisplay ?? trackerDisplay(0)),
  };
}

/** The caller's session of this reference on this visit, locked for the change. */
async function sessionOf(tx: Db, auth: AuthContext, task: TrackerTask): Promise<SessionRow | null> {
  const [row] = await tx
    .select(sessionFields)
    .from(tableOf(sessionKind))
    .where(
      and(
        scopeOf(sessionKind, auth.user),
        eq(sessionCol('userId'), auth.user.id),
        eq(sessionCol('visitId'), task.target_reference_entity_id),
        eq(sessionCol('reference'), task.reference),
      ),
    )
    .for('update');
  return (row as SessionRow | undefined) ?? null;
}

/** Time worked out from the start instant to `until`, as stored and shown. */
const timeFields = (startedAt: string | Date, until: Date) => {
  const ms = trackedMilliseconds(startedAt, until);
  return { seconds: Math.floor(ms / 1000), timeDisplay: trackerDisplay(ms) };
};

/** START, MID or STOP from the caller's tracker card. */
export async function trackerEvent(
  db: Db,
  auth: AuthContext,
  ip: string | null,
  event: 'START' | 'MID' | 'STOP',
  task: TrackerTask,
  now = new Date(),
): Promise<TrackerEventAnswer> {
  const actor = requestActor(auth, ip);
  return db.transaction(async (tx) => {
    const visit = await visitFor(tx, auth, task.target_reference_entity_id);
    const existing = await sessionOf(tx, auth, task);
    if (event === 'START') {
      // A START sent twice (a retried request) opens one session.
      if (existing) return answerOf(existing as unknown as Record<string, unknown>);
      if (whyNotTrackable(visit, auth.user.id, task.type) !== null) {
        throw new HttpError(422, notTrackableMessage(task.type));
      }
      const row = await insertRecord(tx, actor, sessionKind, {
        userId: auth.user.id,
        visitId: visit.id,
        eventType: task.type satisfies AssessmentVisitType,
        module: TRACKER_MODULE,
        reference: task.reference,
        pageTitle: task.page_title ?? null,
        startedAt: now.toISOString(),
        lastSeenAt: now.toISOString(),
        state: 'Running',
        ...timeFields(now, now),
      });
      return answerOf(row);
    }
    if (!existing) {
      throw new HttpError(404, 'No tracking session was started with this reference.');
    }
    // A session already ended (stopped, or closed for want of a MID) stays as it ended.
    if (existing.state !== 'Running')
      return answerOf(existing as unknown as Record<string, unknown>);
    const values =
      event === 'MID'
        ? { lastSeenAt: now.toISOString(), ...timeFields(existing.startedAt, now) }
        : {
            lastSeenAt: now.toISOString(),
            endedAt: now.toISOString(),
            state: 'Stopped',
            ...timeFields(existing.startedAt, now),
          };
    const row = await changeRecord(tx, actor, sessionKind, existing.id, values, {
      auditAction: `tracker.${event.toLowerCase()}`,
      at: now,
    });
    if (!row) throw notFound('tracking session');
    return answerOf(row);
  });
}

/**
 * Closes every running session of an organisation whose last START or MID is more than five
 * minutes old, at that instant plus five minutes: its time ends where the browser was last seen.
 * Each is claimed by its version, so two runs at once close it once. Answers how many it closed.
 */
export async function closeStaleSessions(
  db: Db,
  organisationId: string,
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - TRACKER_STALE_AFTER_MS);
  const stale = await db
    .select(sessionFields)
    .from(tableOf(sessionKind))
    .where(
      and(
        eq(sessionCol('organisationId'), organisationId),
        sql`${sessionCol('deletedAt')} is null`,
        eq(sessionCol('state'), 'Running'),
        lt(sessionCol('lastSeenAt'), cutoff.toISOString()),
      ),
    );
  const actor: Actor = systemActor(organisationId);
  let closed = 0;
  for (const session of stale as SessionRow[]) {
    const endedAt = staleSessionEnd(session.lastSeenAt);
    const row = await db.transaction((tx) =>
      changeRecord(
        tx,
        actor,
        sessionKind,
        session.id,
        {
          endedAt: endedAt.toISOString(),
          state: 'Closed without stop',
          ...timeFields(session.startedAt, endedAt),
        },
        {
          onlyIf: and(
            eq(sessionCol('version'), session.version),
            eq(sessionCol('state'), 'Running'),
          ),
          auditAction: 'tracker.closed-without-stop',
          at: now,
        },
      ),
    );
    if (row) closed += 1;
  }
  return closed;
}
