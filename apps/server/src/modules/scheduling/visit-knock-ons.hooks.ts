import {
  addCalendarDays,
  counted,
  londonDayStart,
  recordKind,
  ukCalendarDate,
} from '@care360/domain';
import { eq } from 'drizzle-orm';
import type { RecordHooks, WriteContext } from '../../platform/records/record-hooks';
import { column, tableOf } from '../../platform/records/record-query';
import { actorOf } from '../../platform/records/record-store';
import { travelTimeOf } from './osrm-travel-time';
import { generateRota, rotaHorizonWeeks, rotaRange } from './visit-generation';
import {
  cancelClientVisits,
  holidayPeriod,
  hospitalReason,
  leaveReason,
  removeCarerFromVisits,
  restorableVisits,
  returnCarerToVisits,
  stayPeriod,
  ukDay,
} from './visit-knock-ons';

/**
 * The record hooks by which other areas' records move visits (visit-knock-ons.ts): each runs in
 * the save's transaction, so the visits change with the record or not at all, and tells the
 * person saving how many visits it changed.
 */

function tell(ctx: WriteContext, sentence: string) {
  actorOf(ctx).notices?.push(sentence);
}

async function offerRestore(ctx: WriteContext, clientId: string) {
  const restorable = await restorableVisits(ctx.db, ctx.auth.user.organisation.id, clientId, [
    'hospital',
  ]);
  if (restorable.length > 0)
    tell(
      ctx,
      `${counted(restorable.length, 'visit')} cancelled for the stay can go ahead again: restore them from the stay (Restore visits).`,
    );
}

/** A stay cancels the visits inside it; a discharge (or a shorter stay) offers them back. */
export const hospitalStayVisitHooks: RecordHooks = {
  async written({ action, after }, ctx) {
    const clientId = String(after.parentId);
    if (action === 'delete') return offerRestore(ctx, clientId);
    const cancelled = await cancelClientVisits(
      ctx.db,
      actorOf(ctx),
      clientId,
      stayPeriod(after, ukCalendarDate()),
      hospitalReason(after.admittedOn),
    );
    if (cancelled > 0)
      tell(ctx, `${counted(cancelled, 'visit')} cancelled while the client is in hospital.`);
    if (action === 'update') await offerRestore(ctx, clientId);
  },
};

/**
 * Sickness is a holiday reason: any approved leave takes the person off their visits, and a
 * leave no longer approved (cancelled, declined after all, deleted) or approved for other days
 * puts them back, on the days no longer away, where they still may go.
 */
const carerHolidayVisitHooks: RecordHooks = {
  async written({ action, before, after }, ctx) {
    const wasApproved = before?.status === 'Approved';
    if (wasApproved && (action === 'delete' || after.status !== 'Approved'))
      return giveVisitsBack(ctx, before);
    if (action === 'delete' || after.status !== 'Approved') return;
    const period = holidayPeriod(after);
    if (wasApproved && leaveReason(before) !== leaveReason(after))
      await giveVisitsBack(ctx, before, period);
    const removed = await removeCarerFromVisits(
      ctx.db,
      actorOf(ctx),
      String(after.parentId),
      period,
      leaveReason(after),
      { leave: String(after.id) },
    );
    if (removed > 0)
      tell(
        ctx,
        `The carer was taken off ${counted(removed, 'visit')} during the leave: they are listed for cover on this holiday.`,
      );
  },
};

async function giveVisitsBack(
  ctx: WriteContext,
  leave: Readonly<Record<string, unknown>>,
  stillAway?: { from: Date; to: Date },
) {
  const { returned, left } = await returnCarerToVisits(
    ctx.db,
    actorOf(ctx),
    String(leave.parentId),
    { id: String(leave.id), because: leaveReason(leave) },
    travelTimeOf(ctx.services.config),
    stillAway ? { stillAway } : {},
  );
  if (returned > 0)
    tell(
      ctx,
      `The carer was put back on ${counted(returned, 'visit')} they were taken off for the leave.`,
    );
  if (left > 0)
    tell(
      ctx,
      `${counted(left, 'other visit')} taken off for the leave ${left === 1 ? 'stays as it is' : 'stay as they are'}: covered since, or the carer may not take ${left === 1 ? 'it' : 'them'} now.`,
    );
}

/** A carer who leaves is taken off every visit after their last day. */
const carerLeaverHooks: RecordHooks = {
  async written({ action, before, after }, ctx) {
    if (action !== 'update' && action !== 'create') return;
    const leftOn = after.leftOn ? String(after.leftOn) : null;
    if (!leftOn || (before && before.leftOn === after.leftOn)) return;
    const from = londonDayStart(addCalendarDays(leftOn, 1)) ?? new Date(`${leftOn}T23:00:00Z`);
    const removed = await removeCarerFromVisits(
      ctx.db,
      actorOf(ctx),
      String(after.id),
      { from, to: null },
      `left on ${ukDay(leftOn)}`,
    );
    if (removed > 0)
      tell(ctx, `The carer was taken off ${counted(removed, 'future visit')} after leaving.`);
  },
};

/**
 * A change of a client's visit template is applied to their visits as it is saved (its form
 * showed what it would do first): visits made, moved or cancelled, and those held (moved by
 * hand, confirmed, started) named as left alone.
 */
async function applyTemplateChange(ctx: WriteContext, clientId: string) {
  const organisationId = ctx.auth.user.organisation.id;
  const weeks = await rotaHorizonWeeks(ctx.db, organisationId);
  const run = await generateRota(ctx.db, organisationId, rotaRange(new Date(), weeks), {
    clientIds: [clientId],
    actor: actorOf(ctx),
  });
  const done = [
    run.created > 0 ? `${counted(run.created, 'visit')} added` : null,
    run.updated > 0 ? `${counted(run.updated, 'visit')} moved` : null,
    run.cancelled > 0 ? `${counted(run.cancelled, 'visit')} cancelled` : null,
  ].filter(Boolean);
  if (done.length > 0) tell(ctx, `${done.join(', ')}.`);
  if (run.held > 0)
    tell(
      ctx,
      `${counted(run.held, 'visit')} left as ${run.held === 1 ? 'it was' : 'they were'} (moved by hand, confirmed or started).`,
    );
}

const templateKind = recordKind('client-visit-templates');

const templateVisitHooks: RecordHooks = {
  async written({ after }, ctx) {
    await applyTemplateChange(ctx, String(after.parentId));
  },
};

const templateDetailVisitHooks: RecordHooks = {
  async written({ after }, ctx) {
    const t = tableOf(templateKind);
    const [template] = await ctx.db
      .select({ client: column(t, 'parentId') })
      .from(t)
      .where(eq(column(t, 'id'), String(after.parentId)));
    if (template) await applyTemplateChange(ctx, String(template.client));
  },
};

export const VISIT_KNOCK_ON_HOOKS: Record<string, RecordHooks> = {
  'client-visit-templates': templateVisitHooks,
  'client-visit-template-details': templateDetailVisitHooks,
  'client-hospital-stays': hospitalStayVisitHooks,
  'carer-holidays': carerHolidayVisitHooks,
  carers: carerLeaverHooks,
};
