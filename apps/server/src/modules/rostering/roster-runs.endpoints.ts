import { type Db, schema } from '@care360/db';
import {
  acceptRosterRunAnswer,
  acceptRosterRunBody,
  addCalendarDays,
  counted,
  ROSTER_RUN_MAX_DAYS,
  type RosterChange,
  type RosterPreview,
  type RosterRun,
  rosterPreviewAnswer,
  rosterRunAnswer,
  rosterRunListAnswer,
  rosterRunListQuery,
  rosterRunProgress,
  startRosterRunBody,
} from '@care360/domain';
import { and, desc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import { z } from 'zod';
import type { AuthContext } from '../../platform/auth/auth-context';
import { HttpError, notFound } from '../../platform/http/envelope';
import { defineRoute } from '../../platform/http/route';
import { queueJob } from '../../platform/jobs/job-queue';
import { column, scopeOf, tableOf } from '../../platform/records/record-query';
import { changeRecord, insertRecord, requestActor } from '../../platform/records/record-store';
import { allocationConflict, visitCarerKind, visitKind } from '../scheduling';
import { rosterRunKind, rosterSolveTask } from './roster-job';

/**
 * The auto-rostering runs of the scheduler: start a plan of a branch's period as a job, follow and
 * stop it, preview the plan with the reasons for what it leaves, and accept all or part of it
 * onto the rota in one transaction. Whoever may allocate visits may plan them, within their
 * branch.
 */

const ALLOCATE = visitKind.permissions.update;
const runTable = () => tableOf(rosterRunKind);

const dateOf = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);

function progressOf(text: unknown): RosterRun['progress'] {
  if (typeof text !== 'string' || text === '') return null;
  try {
    const parsed = rosterRunProgress.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function runAnswerOf(row: Record<string, unknown>): RosterRun {
  return rosterRunAnswer.parse({
    id: String(row.id),
    branchId: String(row.branch),
    from: dateOf(row.fromDate),
    to: dateOf(row.toDate),
    scope: row.scope ?? 'all',
    keepAllocated: row.keepAllocated === true,
    seed: Number(row.seed ?? 0),
    status: row.status ?? 'queued',
    progress: progressOf(row.progress),
    method: row.method ?? null,
    provenOptimal: row.provenOptimal === true,
    message: row.message ?? null,
    version: Number(row.version),
  });
}

/** A run the caller may see (their organisation and branch); 404 otherwise. */
async function runOf(db: Db, auth: AuthContext, id: string, lock = false) {
  const t = runTable();
  const query = db
    .select()
    .from(t)
    .where(and(eq(column(t, 'id'), id), scopeOf(rosterRunKind, auth.user)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('roster run');
  return row as Record<string, unknown>;
}

/** The branch, when it is the caller's organisation's and within their scope; else 404. */
async function branchInScope(db: Db, auth: AuthContext, branchId: string): Promise<void> {
  const { branches } = schema;
  const [found] = await db
    .select({ id: branches.id })
    .from(branches)
    .where(and(eq(branches.id, branchId), eq(branches.organisationId, auth.user.organisation.id)));
  const limited = auth.user.branchScope;
  if (!found || (limited && limited.branchId !== branchId)) throw notFound('branch');
}

// The checks across fields judge only dates that are real (each field says when one is not).
const realDate = (date: unknown) => typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date);

const startBody = startRosterRunBody
  .refine((b) => b.from <= b.to, { path: ['to'], error: 'The last day is before the first.' })
  .refine((b) => !realDate(b.from) || addCalendarDays(b.from, ROSTER_RUN_MAX_DAYS - 1) >= b.to, {
    path: ['to'],
    error: `Plan at most ${ROSTER_RUN_MAX_DAYS} days at a time.`,
  });

const start = defineRoute({
  method: 'POST',
  url: '/api/v1/roster-runs',
  access: { permission: ALLOCATE },
  summary: 'Ask for a plan of a branch’s visits over a period (planned by a job)',
  body: startBody,
  answer: rosterRunAnswer,
  refusals: [409],
  async handler({ auth, body, request, services: { db } }) {
    await branchInScope(db, auth, body.branchId);
    const organisationId = auth.user.organisation.id;
    const row = await db.transaction(async (tx) => {
      const t = runTable();
      // One run of a branch at a time: two would plan the same visits against each other.
      const [busy] = await tx
        .select({ id: column(t, 'id') })
        .from(t)
        .where(
          and(
            eq(column(t, 'organisationId'), organisationId),
            eq(column(t, 'branch'), body.branchId),
            isNull(column(t, 'deletedAt')),
            inArray(column(t, 'status'), ['queued', 'running']),
          ),
        )
        .limit(1);
      if (busy)
        throw new HttpError(
          409,
          'A plan of this branch is already being made: stop it or wait for it.',
        );
      const inserted = await insertRecord(
        tx,
        requestActor(auth, request.ip),
        rosterRunKind,
        {
          branch: body.branchId,
          fromDate: body.from,
          toDate: body.to,
          scope: body.scope,
          keepAllocated: body.keepAllocated,
          seed: body.seed ?? 1,
          status: 'queued',
          provenOptimal: false,
        },
        { auditAction: 'roster-runs.create' },
      );
      // Queued in the same transaction: the job exists only if the run does.
      await queueJob(tx, rosterSolveTask, {
        organisationId,
        payload: { runId: String(inserted.id) },
        jobKey: String(inserted.id),
      });
      return inserted;
    });
    return { data: runAnswerOf(row), statusCode: 201, message: 'Planning started.' };
  },
});

const CURSOR = z.tuple([z.iso.datetime({ offset: true }), z.uuid()]);

const list = defineRoute({
  method: 'GET',
  url: '/api/v1/roster-runs',
  access: { permission: ALLOCATE },
  summary: 'Recent plans, newest first',
  query: rosterRunListQuery,
  answer: rosterRunListAnswer,
  replacesGenerated: true,
  async handler({ auth, query, services: { db } }) {
    const t = runTable();
    const limit = query.limit ?? 20;
    let after: [string, string] | null = null;
    if (query.cursor) {
      try {
        after = CURSOR.parse(JSON.parse(Buffer.from(query.cursor, 'base64url').toString('utf8')));
      } catch {
        throw new HttpError(400, 'The page cursor is not one this list gave.', {
          cursor: ['Start from the first page.'],
        });
      }
    }
    const created = column(t, 'createdAt');
    const id = column(t, 'id');
    const rows = (await db
      .select()
      .from(t)
      .where(
        and(
          scopeOf(rosterRunKind, auth.user),
          query.branchId ? eq(column(t, 'branch'), query.branchId) : undefined,
          after
            ? or(lt(created, after[0]), and(eq(created, after[0]), lt(id, after[1])))
            : undefined,
        ),
      )
      .orderBy(desc(created), desc(id))
      .limit(limit + 1)) as Record<string, unknown>[];
    const items = rows.slice(0, limit);
    const last = items.at(-1);
    const createdAt = (row: Record<string, unknown>) =>
      row.createdAt instanceof Date ? row.createdAt.toISOString() : String(row.createdAt);
    return {
      data: {
        items: items.map(runAnswerOf),
        nextCursor:
          rows.length > limit && last
            ? Buffer.from(JSON.stringify([createdAt(last), String(last.id)])).toString('base64url')
            : null,
      },
    };
  },
});

const params = z.object({ id: z.uuid() });

const read = defineRoute({
  method: 'GET',
  url: '/api/v1/roster-runs/:id',
  access: { permission: ALLOCATE },
  summary: 'A plan’s run: its status and progress',
  params,
  answer: rosterRunAnswer,
  resource: 'roster-runs',
  replacesGenerated: true,
  async handler({ auth, params: { id }, services: { db } }) {
    return { data: runAnswerOf(await runOf(db, auth, id)) };
  },
});

const stop = defineRoute({
  method: 'POST',
  url: '/api/v1/roster-runs/:id/stop',
  access: { permission: ALLOCATE },
  summary: 'Stop a plan being made, keeping the best plan found so far',
  params,
  answer: rosterRunAnswer,
  resource: 'roster-runs',
  refusals: [409],
  async handler({ auth, params: { id }, request, services: { db } }) {
    const row = await db.transaction(async (tx) => {
      const run = await runOf(tx, auth, id, true);
      if (run.status !== 'queued' && run.status !== 'running')
        throw new HttpError(409, `This plan is ${String(run.status)}: there is nothing to stop.`);
      return changeRecord(
        tx,
        requestActor(auth, request.ip),
        rosterRunKind,
        id,
        { status: 'stopped' },
        { auditAction: 'roster-runs.stop' },
      );
    });
    if (!row) throw notFound('roster run');
    return { data: runAnswerOf(row), message: 'Planning stopped: the best plan so far is kept.' };
  },
});

/** The run's stored preview; 409 while there is none yet. */
function storedPreview(run: Record<string, unknown>): RosterPreview {
  if (typeof run.plan !== 'string' || run.plan === '')
    throw new HttpError(
      409,
      run.status === 'queued' || run.status === 'running'
        ? 'The plan is still being made.'
        : 'This run has no plan.',
    );
  return rosterPreviewAnswer.parse(JSON.parse(run.plan));
}

const preview = defineRoute({
  method: 'GET',
  url: '/api/v1/roster-runs/:id/preview',
  access: { permission: ALLOCATE },
  summary:
    'A plan as a preview: what moves, travel and hours per carer, scores, and what it leaves with reasons',
  params,
  answer: rosterPreviewAnswer,
  resource: 'roster-runs',
  refusals: [409],
  async handler({ auth, params: { id }, services: { db } }) {
    return { data: storedPreview(await runOf(db, auth, id)) };
  },
});

const ACCEPTABLE = ['finished', 'stopped', 'partly accepted'];
const APPLIED: readonly RosterChange['kind'][] = ['new', 'move', 'unassign'];

const accept = defineRoute({
  method: 'POST',
  url: '/api/v1/roster-runs/:id/accept',
  access: { permission: ALLOCATE },
  summary: 'Put all or part of a plan onto the rota, in one transaction',
  params,
  body: acceptRosterRunBody,
  answer: acceptRosterRunAnswer,
  resource: 'roster-runs',
  refusals: [409, 422],
  async handler({ auth, params: { id }, body, request, services: { db } }) {
    const actor = requestActor(auth, request.ip);
    const organisationId = auth.user.organisation.id;
    try {
      return await db.transaction(async (tx) => {
        const run = await runOf(tx, auth, id, true);
        if (Number(run.version) !== body.version)
          throw new HttpError(
            409,
            'Someone else changed this plan meanwhile: reload it and try again.',
            {},
            {},
            {
              current: runAnswerOf(run),
            },
          );
        if (!ACCEPTABLE.includes(String(run.status)))
          throw new HttpError(409, `This plan is ${String(run.status)}: it cannot be accepted.`);
        const plan = storedPreview(run);
        const planned = plan.changes.filter((c) => APPLIED.includes(c.kind));
        const plannedVisits = new Set(planned.map((c) => c.visitId));
        const wanted = body.visitIds ? new Set(body.visitIds) : plannedVisits;
        const strangers = [...wanted].filter((v) => !plannedVisits.has(v));
        if (strangers.length > 0)
          throw new HttpError(422, 'Please correct the highlighted fields.', {
            visitIds: [
              `${counted(strangers.length, 'visit')} ${strangers.length === 1 ? 'is' : 'are'} not changed by this plan.`,
            ],
          });
        const chosen = planned.filter((c) => wanted.has(c.visitId));
        const visitIds = [...new Set(chosen.map((c) => c.visitId))];

        // The chosen visits and their places as they stand, locked for the change.
        const v = tableOf(visitKind);
        const visits = (await tx
          .select()
          .from(v)
          .where(and(inArray(column(v, 'id'), visitIds), scopeOf(visitKind, auth.user)))
          .for('update')) as Record<string, unknown>[];
        const a = tableOf(visitCarerKind);
        const places = (await tx
          .select()
          .from(a)
          .where(
            and(
              eq(column(a, 'organisationId'), organisationId),
              inArray(column(a, 'parentId'), visitIds),
            ),
          )) as Record<string, unknown>[];
        const startedAt =
          run.startedAt instanceof Date ? run.startedAt : new Date(String(run.startedAt));
        const live = places.filter((p) => p.deletedAt === null);
        const holder = (visitId: string, slot: number) =>
          live.find((p) => String(p.parentId) === visitId && Number(p.place) === slot + 1);
        // A change already in place (an earlier partial accept) is done, not a conflict.
        const pending = chosen.filter((c) => {
          const now = holder(c.visitId, c.slot);
          return (now ? String(now.carer) : null) !== (c.toCarer?.id ?? null);
        });
        const touched = (at: unknown) => at instanceof Date && at > startedAt;
        const changed = new Set<string>();
        for (const visitId of new Set(pending.map((c) => c.visitId))) {
          const visit = visits.find((row) => String(row.id) === visitId);
          if (
            !visit ||
            visit.deletedAt !== null ||
            !['Planned', 'Published'].includes(String(visit.status)) ||
            touched(visit.updatedAt)
          )
            changed.add(visitId);
          if (
            places.some(
              (p) =>
                String(p.parentId) === visitId && (touched(p.updatedAt) || touched(p.createdAt)),
            )
          )
            changed.add(visitId);
        }
        if (changed.size > 0) {
          const names = chosen
            .filter((c) => changed.has(c.visitId))
            .filter((c, i, all) => all.findIndex((o) => o.visitId === c.visitId) === i)
            .map(
              (c) =>
                `${c.clientName} ${new Date(c.startsAt).toLocaleString('en-GB', { timeZone: 'Europe/London', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' }).replace(',', '')}`,
            );
          throw new HttpError(
            409,
            `${counted(changed.size, 'visit')} changed since the plan was made: ${names.join('; ')}. Plan again or leave ${changed.size === 1 ? 'it' : 'them'} out.`,
            {},
            {},
            { visitIds: [...changed] },
          );
        }

        // Everyone off their old places first, so a carer moving between two visits never clashes.
        for (const change of pending) {
          const now = holder(change.visitId, change.slot);
          if (now)
            await changeRecord(
              tx,
              actor,
              visitCarerKind,
              String(now.id),
              { deletedAt: new Date() },
              { auditAction: 'visit-carers.removed', note: { rosterRun: id } },
            );
        }
        for (const change of pending) {
          if (!change.toCarer) continue;
          await insertRecord(
            tx,
            actor,
            visitCarerKind,
            { place: change.slot + 1, carer: change.toCarer.id, overrideReason: null },
            {
              parentId: change.visitId,
              auditAction: 'visit-carers.allocate',
              note: { rosterRun: id },
            },
          );
        }
        const done = new Set(chosen.map((c) => `${c.visitId}:${c.slot}`));
        const inPlace = planned.every((c) => {
          if (done.has(`${c.visitId}:${c.slot}`)) return true;
          const now = holder(c.visitId, c.slot);
          return (now ? String(now.carer) : null) === (c.toCarer?.id ?? null);
        });
        const updated = await changeRecord(
          tx,
          actor,
          rosterRunKind,
          id,
          { status: inPlace ? 'accepted' : 'partly accepted' },
          {
            auditAction: 'roster-runs.accept',
            note: { applied: pending.length, visits: visitIds.length, visitIds },
          },
        );
        if (!updated) throw notFound('roster run');
        return {
          data: { applied: pending.length, run: runAnswerOf(updated) },
          message: `${counted(pending.length, 'place')} of ${counted(visitIds.length, 'visit')} put on the rota.`,
        };
      });
    } catch (error) {
      throw allocationConflict(error);
    }
  },
});

export const rosterRunRoutes = [start, list, read, stop, preview, accept];
