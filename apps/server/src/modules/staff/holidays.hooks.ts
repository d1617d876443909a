import {
  approvalExceedsAllowance,
  dayWithinHoliday,
  detailHours,
  formatUkDate,
  STAFF_OWNERS,
  type StaffOwner,
  staffHolidayDetails,
} from '@care360/domain';
import { and, eq, ne, type SQL } from 'drizzle-orm';
import { type RecordHooks, refusal, type WriteContext } from '../../platform/records/record-hooks';
import { column, scopeOf, tableOf } from '../../platform/records/record-query';
import { actorOf, changeRecord } from '../../platform/records/record-store';
import { emailHolidayDecision } from './holiday-decision-email';
import { holidayBalanceOf, holidayKindOf, reasonOf } from './holidays';

/**
 * Holidays and their day details, beyond what their declaration says (staff-leave.records.ts;
 * overlapping holidays are refused by its writeRules.noOverlap):
 * - Approved or Declined is a decision: the server names who made it (decidedBy), whatever was
 *   sent; back to Requested clears it. Changing a holiday at all needs the file's update
 *   permission (a nested kind is guarded by its owner's), so only such a person decides.
 * - A decision emails the person (holiday-decision-email.ts); a decline needs its reason (the
 *   declaration's rule), which the email gives.
 * - Approval is refused when it would take the person's balance for that leave year below zero,
 *   unless the reason is unpaid (or does not count against the entitlement).
 * - A detail's day lies within its holiday's dates (refused at the day otherwise), and a holiday
 *   with details has the hours of their sum: each change of a detail rewrites the holiday's
 *   hours (audited), and a save of the holiday keeps that sum whatever hours it sends. A holiday
 *   without details keeps the hours typed. Dates moved so that a detail falls outside are refused.
 */

const DECISIONS = new Set(['Approved', 'Declined']);
const ukDay = (iso: string) => formatUkDate(`${iso}T12:00:00Z`);
const detailsKindOf = (owner: StaffOwner) => staffHolidayDetails[owner];

/** The live details of one holiday. */
async function detailsOf(
  ctx: WriteContext,
  owner: StaffOwner,
  holidayId: string,
  leaveOut?: string,
) {
  const kind = detailsKindOf(owner);
  const table = tableOf(kind);
  const rows = await ctx.db
    .select({ day: column(table, 'day'), hours: column(table, 'hours') })
    .from(table)
    .where(
      and(
        scopeOf(kind, ctx.auth.user, holidayId),
        leaveOut ? ne(column(table, 'id'), leaveOut) : undefined,
      ) as SQL,
    );
  return rows.map((r) => ({ day: String(r.day), hours: Number(r.hours ?? 0) }));
}

/** Refuses approving a holiday the person's allowance cannot cover (a paid reason that counts). */
async function assertAllowanceCovers(
  ctx: WriteContext,
  owner: StaffOwner,
  holiday: { id?: string; fromDate: string; hours: number; reason: unknown },
) {
  if (!ctx.parentId) return;
  await ctx.lockOwner();
  const reason = await reasonOf(ctx.db, ctx.auth.user, holiday.reason);
  if (!reason.counts || !reason.paid) return;
  const balance = await holidayBalanceOf(ctx.db, ctx.auth.user, owner, ctx.parentId, undefined, {
    leaveOut: holiday.id,
    today: holiday.fromDate,
  });
  if (approvalExceedsAllowance(balance, { hours: holiday.hours, counts: true, paid: true })) {
    const left = Math.max(balance.remaining, 0);
    throw refusal(
      'status',
      `This holiday needs ${holiday.hours} hours but only ${left} hours remain of the allowance for the leave year from ${ukDay(balance.leaveYear.from)}. Approve it only as unpaid leave.`,
    );
  }
}

export function holidayHooks(owner: StaffOwner): RecordHooks {
  return {
    async beforeCreate({ values }, ctx) {
      values.decidedBy = DECISIONS.has(String(values.status)) ? ctx.auth.user.id : null;
      if (values.status === 'Approved') {
        await assertAllowanceCovers(ctx, owner, {
          fromDate: String(values.fromDate),
          hours: Number(values.hours ?? 0),
          reason: values.reason,
        });
      }
    },
    async beforeUpdate({ id, existing, values }, ctx) {
      const merged = { ...existing, ...values };
      const details = await detailsOf(ctx, owner, id);
      if (details.length > 0) {
        values.hours = detailHours(details);
        const range = { fromDate: String(merged.fromDate), toDate: String(merged.toDate) };
        if (details.some((d) => !dayWithinHoliday(d.day, range))) {
          throw refusal(
            'fromDate',
            'Some of this holiday’s days fall outside these dates: change or remove those days first.',
          );
        }
      }
      const status = String(merged.status);
      if (status !== existing.status) {
        values.decidedBy = DECISIONS.has(status) ? ctx.auth.user.id : null;
      } else {
        delete values.decidedBy;
      }
      const hours = Number(values.hours ?? merged.hours ?? 0);
      const changed =
        status !== existing.status ||
        hours !== Number(existing.hours ?? 0) ||
        merged.fromDate !== existing.fromDate ||
        merged.reason !== existing.reason;
      if (status === 'Approved' && changed) {
        await assertAllowanceCovers(ctx, owner, {
          id,
          fromDate: String(merged.fromDate),
          hours,
          reason: merged.reason,
        });
      }
    },
    async afterUpdate(before, after, ctx) {
      if (before.status !== after.status) await emailHolidayDecision(owner, after, ctx);
    },
  };
}

/** The holiday a detail belongs to (the path's parent), its dates and hours. */
async function holidayOf(ctx: WriteContext, owner: StaffOwner) {
  const kind = holidayKindOf(owner);
  const table = tableOf(kind);
  if (!ctx.parentId) return null;
  const [found] = await ctx.db
    .select({
      id: column(table, 'id'),
      fromDate: column(table, 'fromDate'),
      toDate: column(table, 'toDate'),
      hours: column(table, 'hours'),
      parentId: column(table, 'parentId'),
    })
    .from(table)
    .where(and(eq(column(table, 'id'), ctx.parentId), scopeOf(kind, ctx.auth.user)) as SQL)
    .for('no key update');
  return (found ?? null) as {
    id: string;
    fromDate: string;
    toDate: string;
    hours: number | string | null;
    parentId: string;
  } | null;
}

/** Writes the holiday's hours as its details' sum, audited as a change of the holiday. */
async function keepHolidayHours(
  ctx: WriteContext,
  owner: StaffOwner,
  holiday: { id: string; hours: number | string | null; parentId: string },
  details: readonly { hours: number }[],
) {
  if (details.length === 0) return;
  const hours = detailHours(details);
  if (hours === Number(holiday.hours ?? 0)) return;
  await changeRecord(
    ctx.db,
    actorOf(ctx),
    holidayKindOf(owner),
    holiday.id,
    { hours },
    { keepVersion: true, subject: { type: owner, id: holiday.parentId } },
  );
}

export function holidayDetailHooks(owner: StaffOwner): RecordHooks {
  async function check(ctx: WriteContext, day: unknown, hours: unknown, leaveOut?: string) {
    const holiday = await holidayOf(ctx, owner);
    if (!holiday) return;
    if (typeof day === 'string' && !dayWithinHoliday(day, holiday)) {
      throw refusal(
        'day',
        `The day must be within the holiday, ${ukDay(holiday.fromDate)} to ${ukDay(holiday.toDate)}.`,
      );
    }
    const others = await detailsOf(ctx, owner, holiday.id, leaveOut);
    await keepHolidayHours(ctx, owner, holiday, [...others, { hours: Number(hours ?? 0) }]);
  }
  return {
    async beforeCreate({ values }, ctx) {
      await check(ctx, values.day, values.hours);
    },
    async beforeUpdate({ id, existing, values }, ctx) {
      const merged = { ...existing, ...values };
      await check(ctx, merged.day, merged.hours, id);
    },
    async beforeRestore({ id, existing }, ctx) {
      await check(ctx, existing.day, existing.hours, id);
    },
    async beforeDelete({ id }, ctx) {
      const holiday = await holidayOf(ctx, owner);
      if (!holiday) return;
      await keepHolidayHours(ctx, owner, holiday, await detailsOf(ctx, owner, holiday.id, id));
    },
  };
}

/** The hooks of every owner's holidays and details, by kind name, for the staff manifest. */
export const HOLIDAY_HOOKS: Record<string, RecordHooks> = Object.fromEntries(
  (Object.keys(STAFF_OWNERS) as StaffOwner[]).flatMap((owner) => [
    [holidayKindOf(owner).name, holidayHooks(owner)],
    [detailsKindOf(owner).name, holidayDetailHooks(owner)],
  ]),
);
