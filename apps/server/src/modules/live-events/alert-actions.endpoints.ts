import { type Db, schema } from '@care360/db';
import {
  alertAcknowledgeBody,
  alertAssignBody,
  alertResolveBody,
  recordAnswer,
  recordKind,
} from '@care360/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/auth-context';
import { HttpError, notFound } from '../../platform/http/envelope';
import { idParams } from '../../platform/http/id-params';
import { defineRoute } from '../../platform/http/route';
import { requestActor } from '../../platform/records/record-actor';
import { changeRecord } from '../../platform/records/record-changes';
import { column, scopeOf, tableOf } from '../../platform/records/record-query';
import { toApiRow } from '../../platform/records/record-values';

/**
 * An alert's life on the boards: acknowledged (someone has seen it and is on it), assigned to
 * someone, resolved (how). Each is a change of the alert through the record store with the
 * version the board read: a stale one answers 409 with the alert as it is now, and nothing is
 * written. A resolved alert is finished: it is neither acknowledged, assigned nor resolved again.
 */

const alertKind = () => recordKind('alerts');
const UPDATE = { permission: 'alerts.update' } as const;

/** The alert as the caller may see it (their organisation and branch), locked; 404 otherwise. */
async function alertInScope(tx: Db, auth: AuthContext, id: string) {
  const kind = alertKind();
  const table = tableOf(kind);
  const [row] = await tx
    .select()
    .from(table)
    .where(
      and(
        eq(column(table, 'id'), id),
        isNull(column(table, 'deletedAt')),
        scopeOf(kind, auth.user),
      ),
    )
    .for('update');
  if (!row) throw notFound('alert');
  const alert = row as Record<string, unknown>;
  if (alert.status === 'Resolved')
    throw new HttpError(
      409,
      alert.autoResolved
        ? 'This alert resolved itself (its cause ended): there is nothing more to do.'
        : 'This alert is resolved already: there is nothing more to do.',
      {},
      {},
      { current: toApiRow(kind, alert) },
    );
  return alert;
}

/** Acknowledging goes with assigning and resolving: whoever does either has seen the alert. */
const acknowledgedBy = (alert: Record<string, unknown>, userId: string, now: Date) =>
  alert.acknowledgedAt ? {} : { acknowledgedAt: now, acknowledgedBy: userId };

const AUDIT_ACTIONS = {
  acknowledge: 'alerts.acknowledged',
  assign: 'alerts.assigned',
  resolve: 'alerts.resolved',
} as const;

/**
 * One step of an alert's life: the alert is locked in the caller's scope, `values` says what the
 * step changes (or refuses it), and the change is written with the version the board read.
 */
function alertAction<Body extends { version: number }>(step: {
  action: keyof typeof AUDIT_ACTIONS;
  summary: string;
  body: z.ZodType<Body>;
  message: string;
  values: (context: {
    tx: Db;
    auth: AuthContext;
    alert: Record<string, unknown>;
    body: Body;
    now: Date;
  }) => Promise<Record<string, unknown>>;
}) {
  return defineRoute({
    method: 'POST',
    url: `/api/v1/alerts/:id/${step.action}`,
    access: UPDATE,
    summary: step.summary,
    answer: recordAnswer(alertKind()),
    params: idParams,
    body: step.body,
    resource: 'alerts',
    refusals: [409],
    async handler({ auth, params, body, request, services: { db } }) {
      const actor = requestActor(auth, request.ip);
      const now = new Date();
      const data = await db.transaction(async (tx) => {
        const alert = await alertInScope(tx, auth, params.id);
        const values = await step.values({ tx, auth, alert, body, now });
        const kind = alertKind();
        const row = await changeRecord(tx, actor, kind, params.id, values, {
          version: body.version,
          auditAction: AUDIT_ACTIONS[step.action],
        });
        if (!row) throw notFound('alert');
        return toApiRow(kind, row);
      });
      return { data, message: step.message };
    },
  });
}

const acknowledge = alertAction({
  action: 'acknowledge',
  summary: 'Acknowledge an alert: say you have seen it and are dealing with it (audited)',
  body: alertAcknowledgeBody,
  message: 'Alert acknowledged.',
  async values({ auth, alert, now }) {
    if (alert.acknowledgedAt)
      throw new HttpError(
        409,
        'This alert is acknowledged already.',
        {},
        {},
        { current: toApiRow(alertKind(), alert) },
      );
    return { status: 'Acknowledged', acknowledgedAt: now, acknowledgedBy: auth.user.id };
  },
});

const assign = alertAction({
  action: 'assign',
  summary: 'Assign an alert to a colleague of the organisation (audited)',
  body: alertAssignBody,
  message: 'Alert assigned.',
  async values({ tx, auth, alert, body, now }) {
    const u = schema.users;
    const [user] = await tx
      .select({ id: u.id })
      .from(u)
      .where(
        and(
          eq(u.id, body.userId),
          eq(u.organisationId, auth.user.organisation.id),
          isNull(u.deletedAt),
          eq(u.active, true),
        ),
      );
    if (!user)
      throw new HttpError(400, 'Please correct the highlighted fields.', {
        userId: ['Choose an active colleague of your organisation.'],
      });
    return { status: 'Assigned', assignedTo: user.id, ...acknowledgedBy(alert, auth.user.id, now) };
  },
});

const resolve = alertAction({
  action: 'resolve',
  summary: 'Resolve an alert, saying how (audited)',
  body: alertResolveBody,
  message: 'Alert resolved.',
  async values({ auth, alert, body, now }) {
    return {
      status: 'Resolved',
      resolvedAt: now,
      resolvedBy: auth.user.id,
      resolution: body.resolution,
      autoResolved: false,
      ...acknowledgedBy(alert, auth.user.id, now),
    };
  },
});

export const alertActionRoutes = [acknowledge, assign, resolve];
