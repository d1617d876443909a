import { alertTaskBody, recordAnswer, recordKind } from '@care360/domain';
import { and, eq } from 'drizzle-orm';
import { HttpError, notFound } from '../../platform/http/envelope';
import { idParams } from '../../platform/http/id-params';
import { defineRoute } from '../../platform/http/route';
import { requestActor } from '../../platform/records/record-actor';
import { refusal } from '../../platform/records/record-hooks';
import { column, scopeOf, tableOf } from '../../platform/records/record-query';
import { recordStore } from '../../platform/records/record-store';
import { cardCol, cardKind } from './task-cards';
import { taskCardHooks } from './task-cards.hooks';

/**
 * An alert becomes a task: a pending card on the work planner in the alert's branch, owned by
 * the person chosen and due on the day given, which keeps the alert it came from. An alert is
 * made a task once while that card lives.
 */
export const alertTaskRoute = defineRoute({
  method: 'POST',
  url: '/api/v1/alerts/:id/task',
  access: { permission: 'task-cards.create' },
  owners: ['alerts.read'],
  summary: 'Make an alert a task card with an owner and a due date (once per alert)',
  params: idParams,
  body: alertTaskBody,
  answer: recordAnswer(cardKind()),
  resource: 'alerts',
  refusals: [409],
  async handler({ auth, params, body, request, services }) {
    const alerts = recordKind('alerts');
    const table = tableOf(alerts);
    const [alert] = await services.db
      .select({
        subject: column(table, 'subject'),
        detail: column(table, 'detail'),
        branch: column(table, 'branch'),
      })
      .from(table)
      .where(and(eq(column(table, 'id'), params.id), scopeOf(alerts, auth.user)));
    if (!alert) throw notFound('alert');
    const kind = cardKind();
    const [made] = await services.db
      .select({ id: cardCol('id') })
      .from(tableOf(kind))
      .where(and(eq(cardCol('alertId'), params.id), scopeOf(kind, auth.user)));
    if (made) throw new HttpError(409, 'This alert is a task already: see the work planner.');
    const parsed = kind.createSchema.safeParse({
      title: (body.title ?? String(alert.subject)).slice(0, 200),
      description: alert.detail ? String(alert.detail).slice(0, 4000) : null,
      assignedTo: body.assignedTo,
      dueDate: body.dueDate,
      status: 'pending',
      branch: alert.branch,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw refusal(String(issue?.path[0] ?? 'title'), issue?.message ?? 'Not a valid task.');
    }
    const store = recordStore(kind, taskCardHooks);
    const card = await store.create(
      { actor: requestActor(auth, request.ip), services },
      { ...parsed.data, alertId: params.id },
    );
    return { data: card, statusCode: 201, message: 'The alert is now a task on the work planner.' };
  },
});
