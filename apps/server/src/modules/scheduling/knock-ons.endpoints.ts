import type { Db } from '@care360/db';
import {
  type ClientPackage,
  counted,
  type GeneratedVisit,
  hhmm,
  recordKind,
  restorableVisitsAnswer,
  restoreVisitsAnswer,
  type VisitChangeAnswer,
  visitChangesPreviewAnswer,
  visitChangesPreviewBody,
  visitsForCoverAnswer,
} from '@care360/domain';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AuthContext } from '../../platform/auth/auth-context';
import { notFound } from '../../platform/http/envelope';
import { idParams } from '../../platform/http/id-params';
import { defineRoute } from '../../platform/http/route';
import { column, scopeOf, tableOf } from '../../platform/records/record-query';
import { requestActor } from '../../platform/records/record-store';
import { generateRota, previewClientRota, rotaHorizonWeeks, rotaRange } from './visit-generation';
import {
  holidayPeriod,
  restorableVisits,
  restoreClientVisits,
  visitKind,
  visitsToCover,
} from './visit-knock-ons';

/**
 * What else moves visits, as the office sees and undoes it: the visits a carer's leave left to
 * cover, the cancelled visits a discharge or reinstatement may restore (and restoring them), and
 * what a change of a client's visit template would do to their visits before it is saved.
 */

const clientKind = recordKind('clients');
const holidayKind = recordKind('carer-holidays');
const templateKind = recordKind('client-visit-templates');

/** A live client the caller may see, or 404. */
async function clientInScope(db: Db, auth: AuthContext, clientId: string) {
  const c = tableOf(clientKind);
  const [found] = await db
    .select({ id: column(c, 'id') })
    .from(c)
    .where(and(eq(column(c, 'id'), clientId), scopeOf(clientKind, auth.user)));
  if (!found) throw notFound('client');
}

const dateText = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value);

const visitsForCover = defineRoute({
  method: 'GET',
  url: '/api/v1/carer-holidays/:id/visits-for-cover',
  access: { permission: visitKind.permissions.read },
  summary: 'Visits the carer was taken off for this leave that nobody fills yet',
  answer: visitsForCoverAnswer,
  params: idParams,
  resource: 'carer-holidays',
  async handler({ auth, params, services: { db } }) {
    const h = tableOf(holidayKind);
    const [holiday] = await db
      .select({
        carer: column(h, 'parentId'),
        fromDate: column(h, 'fromDate'),
        toDate: column(h, 'toDate'),
      })
      .from(h)
      .where(and(eq(column(h, 'id'), params.id), scopeOf(holidayKind, auth.user)));
    if (!holiday) throw notFound('holiday');
    const items = await visitsToCover(
      db,
      auth.user.organisation.id,
      String(holiday.carer),
      holidayPeriod(holiday),
    );
    return { data: { items } };
  },
});

const restorable = defineRoute({
  method: 'GET',
  url: '/api/v1/clients/:id/restorable-visits',
  access: { permission: visitKind.permissions.read },
  summary: 'Visits cancelled for a hospital stay or an ended service that may go ahead again',
  answer: restorableVisitsAnswer,
  params: idParams,
  resource: 'clients',
  async handler({ auth, params, services: { db } }) {
    await clientInScope(db, auth, params.id);
    const found = await restorableVisits(db, auth.user.organisation.id, params.id);
    return {
      data: {
        count: found.length,
        visits: found.slice(0, 200).map((v) => ({ id: v.id, visitDate: dateText(v.visitDate) })),
      },
    };
  },
});

const restore = defineRoute({
  method: 'POST',
  url: '/api/v1/clients/:id/restore-visits',
  access: { permission: visitKind.permissions.update },
  summary: 'Put back on the rota the visits cancelled for a stay or an ended service',
  answer: restoreVisitsAnswer,
  params: idParams,
  body: z.strictObject({}).optional(),
  resource: 'clients',
  async handler({ auth, params, request, services: { db } }) {
    await clientInScope(db, auth, params.id);
    const organisationId = auth.user.organisation.id;
    const actor = requestActor(auth, request.ip);
    const restored = await db.transaction((tx) => restoreClientVisits(tx, actor, params.id));
    // The days the rota skipped while the client was away get their visits too.
    const weeks = await rotaHorizonWeeks(db, organisationId);
    const run = await generateRota(db, organisationId, rotaRange(new Date(), weeks), {
      clientIds: [params.id],
      actor,
    });
    const total = restored + run.created;
    return {
      data: { restored, created: run.created },
      message:
        total === 0
          ? 'No visit needed restoring.'
          : `${counted(total, 'visit')} back on the rota: they need carers.`,
    };
  },
});

/** The client's package as it would be with the template or visit as the form holds it. */
function changedPackage(
  body: z.infer<typeof visitChangesPreviewBody>,
): (pkg: ClientPackage) => ClientPackage {
  return (pkg) => {
    let templates = [...pkg.templates];
    const { template, detail } = body;
    if (template) {
      const others = templates.filter((t) => t.id !== template.id);
      const current = templates.find((t) => t.id === template.id);
      templates = template.deleted
        ? others
        : [
            ...others,
            {
              id: template.id ?? 'new',
              validFrom: template.validFrom,
              validTo: template.validTo ?? null,
              details: current?.details ?? [],
            },
          ];
    }
    if (detail) {
      templates = templates.map((t) => {
        if (t.id !== detail.template) return t;
        const others = t.details.filter((d) => d.id !== detail.id);
        const current = t.details.find((d) => d.id === detail.id);
        return {
          ...t,
          details: detail.deleted
            ? others
            : [
                ...others,
                {
                  id: detail.id ?? 'new',
                  dayOfWeek: detail.dayOfWeek,
                  startTime: detail.startTime,
                  endTime: detail.endTime,
                  carersNeeded: detail.carersNeeded,
                  visitType: current?.visitType ?? null,
                  tasks: current?.tasks ?? null,
                },
              ],
        };
      });
    }
    return { ...pkg, templates };
  };
}

const SHOWN_CHANGES = 100;

const preview = defineRoute({
  method: 'POST',
  url: '/api/v1/clients/:id/visit-changes-preview',
  access: { permission: templateKind.permissions.read },
  summary: 'What a change of a client’s visit template would do to their visits, before saving',
  answer: visitChangesPreviewAnswer,
  params: idParams,
  body: visitChangesPreviewBody,
  resource: 'clients',
  async handler({ auth, params, body, services: { db } }) {
    await clientInScope(db, auth, params.id);
    const organisationId = auth.user.organisation.id;
    const range = rotaRange(new Date(), await rotaHorizonWeeks(db, organisationId));
    const plan = await previewClientRota(
      db,
      organisationId,
      params.id,
      range,
      changedPackage(body),
    );
    const stored = (row: Record<string, unknown>) => ({
      visitId: String(row.id),
      visitDate: dateText(row.visitDate),
      startTime: hhmm(String(row.startTime)),
      endTime: hhmm(String(row.endTime)),
    });
    const fresh = (visit: GeneratedVisit | null) => ({
      newStartTime: visit?.startTime ?? null,
      newEndTime: visit?.endTime ?? null,
    });
    const changes: VisitChangeAnswer[] = [
      ...plan.add.map((visit) => ({
        action: 'add' as const,
        visitId: null,
        visitDate: visit.visitDate,
        startTime: visit.startTime,
        endTime: visit.endTime,
        ...fresh(null),
        reason: null,
      })),
      ...plan.move.map(({ row, visit }) => ({
        action: 'move' as const,
        ...stored(row),
        ...fresh(visit),
        reason: null,
      })),
      ...plan.cancel.map((row) => ({
        action: 'cancel' as const,
        ...stored(row),
        ...fresh(null),
        reason: null,
      })),
      ...plan.held.map(({ row, visit, reason }) => ({
        action: 'held' as const,
        ...stored(row),
        ...fresh(visit),
        reason,
      })),
    ].sort((a, b) => `${a.visitDate}${a.startTime}`.localeCompare(`${b.visitDate}${b.startTime}`));
    return {
      data: {
        from: range.from,
        to: range.to,
        counts: {
          add: plan.add.length,
          move: plan.move.length,
          cancel: plan.cancel.length,
          held: plan.held.length,
        },
        changes: changes.slice(0, SHOWN_CHANGES),
      },
    };
  },
});

export const knockOnRoutes = [visitsForCover, restorable, restore, preview];
