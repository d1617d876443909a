import type { Db } from '@care360/db';
import {
  myTaskOutcomeBody,
  myTaskParams,
  myWriteAnswer,
  type RecordedTaskOutcome,
  recordKind,
  replacesOutcome,
  type TaskOutcome,
  taskOutcomeProblem,
  visitTaskLines,
} from '@care360/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { HttpError } from '../../platform/http/envelope';
import { defineRoute, SIGNED_IN } from '../../platform/http/route';
import { column, tableOf } from '../../platform/records/record-query';
import { changeRecord, insertRecord, requestActor } from '../../platform/records/record-store';
import { carerKind, idempotencyKeyOf, once, visitKind } from './my-visit-access';
import { openVisit } from './my-writes.endpoints';

/**
 * What became of each task of a visit, recorded by the carer as they go: Done, Not done (with
 * why) or Refused by the client. One outcome per task of a visit; recording it again replaces
 * it, unless the stored one was recorded later (a phone that sends its queue late).
 */

export const taskOutcomeKind = recordKind('visit-task-outcomes');

/** The outcomes recorded for a visit's tasks, with who recorded each. */
export async function taskOutcomesOf(db: Db, visitId: string): Promise<RecordedTaskOutcome[]> {
  const o = tableOf(taskOutcomeKind);
  const c = tableOf(carerKind);
  const rows = await db
    .select({
      index: column(o, 'taskIndex'),
      task: column(o, 'task'),
      outcome: column(o, 'outcome'),
      note: column(o, 'note'),
      recordedAt: column(o, 'recordedAt'),
      recordedBy: sql<string>`concat_ws(' ', ${column(c, 'forename')}, ${column(c, 'surname')})`,
    })
    .from(o)
    .leftJoin(c, eq(column(c, 'id'), column(o, 'carer')))
    .where(and(eq(column(o, 'parentId'), visitId), isNull(column(o, 'deletedAt'))))
    .orderBy(column(o, 'taskIndex'));
  return rows.map((row) => ({
    index: Number(row.index),
    task: String(row.task),
    outcome: row.outcome as TaskOutcome,
    note: row.note ? String(row.note) : null,
    recordedAt: new Date(String(row.recordedAt)).toISOString(),
    recordedBy: String(row.recordedBy ?? ''),
  }));
}

const outcome = defineRoute({
  method: 'POST',
  url: '/api/v1/my/visits/:id/tasks/:index',
  access: SIGNED_IN,
  summary: 'Record what became of a task of the visit: done, not done (and why), or refused',
  answer: myWriteAnswer,
  params: myTaskParams,
  body: myTaskOutcomeBody,
  resource: 'visits',
  refusals: [409, 422],
  async handler({ auth, params, body, request, services: { db } }) {
    idempotencyKeyOf(request.headers['idempotency-key']);
    let kept = false;
    const data = await once(db, auth, request, body, async (tx) => {
      const { visit, carer } = await openVisit(tx, auth, params.id, body.recordedAt);
      // One writer of a visit's outcomes at a time: the second of two at once sees the first.
      const v = tableOf(visitKind);
      await tx
        .select({ id: column(v, 'id') })
        .from(v)
        .where(eq(column(v, 'id'), visit.id))
        .for('update');
      const problem = taskOutcomeProblem(visitTaskLines(visit.tasks), params.index, body.task);
      if (problem) throw new HttpError(409, problem);
      const o = tableOf(taskOutcomeKind);
      const [stored] = await tx
        .select({ id: column(o, 'id'), recordedAt: column(o, 'recordedAt') })
        .from(o)
        .where(
          and(
            eq(column(o, 'parentId'), visit.id),
            eq(column(o, 'taskIndex'), params.index),
            isNull(column(o, 'deletedAt')),
          ),
        );
      const values = {
        taskIndex: params.index,
        task: body.task,
        outcome: body.outcome,
        note: body.note || null,
        carer: carer.id,
        recordedAt: body.recordedAt,
      };
      const actor = requestActor(auth, request.ip);
      if (!stored) {
        const row = await insertRecord(tx, actor, taskOutcomeKind, values, {
          parentId: visit.id,
        });
        return { kind: taskOutcomeKind.name, id: String(row.id) };
      }
      const id = String(stored.id);
      if (!replacesOutcome(new Date(String(stored.recordedAt)), body.recordedAt)) {
        kept = true;
        return { kind: taskOutcomeKind.name, id };
      }
      await changeRecord(tx, actor, taskOutcomeKind, id, values, {
        auditAction: 'visit-task-outcomes.replace',
      });
      return { kind: taskOutcomeKind.name, id };
    });
    return {
      data,
      statusCode: 201,
      message: kept
        ? 'A later outcome of this task was recorded already: it stands.'
        : 'Task outcome recorded.',
    };
  },
});

export const myTaskRoutes = [outcome];
