import { schema } from '@care360/db';
import { recordKind, type StaffOwner, ukDate } from '@care360/domain';
import { and, eq } from 'drizzle-orm';
import type { HookContext } from '../../platform/records/record-hooks';
import { column, tableOf } from '../../platform/records/record-query';
import type { Row } from '../../platform/records/record-values';
import { reasonOf } from './holidays';
import { dearName, signOffOf } from './staff-contract-emails';

/**
 * Tells the person their holiday was approved or declined (with the reason for a decline), at
 * the email on their file or else their sign-in account's. Sent once the decision is committed;
 * the mailer keeps it in the email log. Someone with neither address is not emailed.
 */

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The person the holiday belongs to, and the address to write to. */
async function personOf(ctx: HookContext, owner: StaffOwner, personId: string) {
  const { db } = ctx.services;
  const people = tableOf(recordKind(owner));
  const { users } = schema;
  const [found] = await db
    .select({
      forename: column(people, 'forename'),
      preferredName: column(people, 'preferredName'),
      email: column(people, 'email'),
      branch: column(people, 'branch'),
      accountEmail: users.email,
    })
    .from(people)
    .leftJoin(users, eq(users.id, column(people, 'user')))
    .where(
      and(
        eq(column(people, 'id'), personId),
        eq(column(people, 'organisationId'), ctx.auth.user.organisation.id),
      ),
    );
  return found ?? null;
}

export async function emailHolidayDecision(
  owner: StaffOwner,
  holiday: Row,
  ctx: HookContext,
): Promise<void> {
  const status = text(holiday.status);
  if (status !== 'Approved' && status !== 'Declined') return;
  const person = await personOf(ctx, owner, text(holiday.parentId));
  const to = text(person?.email) || text(person?.accountEmail);
  if (!person || !to) return;
  const reason = await reasonOf(ctx.services.db, ctx.auth.user, holiday.reason);
  const what = `${reason.name ?? 'holiday'} from ${ukDate(text(holiday.fromDate))} to ${ukDate(text(holiday.toDate))} (${Number(holiday.hours ?? 0)} hours)`;
  const approved = status === 'Approved';
  await ctx.services.mailer.send({
    organisationId: ctx.auth.user.organisation.id,
    to,
    subject: `Your holiday request has been ${approved ? 'approved' : 'declined'}`,
    text: [
      `Dear ${dearName(person as Record<string, unknown>)},`,
      '',
      `Your ${what} has been ${approved ? 'approved' : 'declined'} by ${ctx.auth.user.name}.`,
      ...(approved ? [] : ['', `The reason: ${text(holiday.declineReason)}`]),
      '',
      approved
        ? 'Please make sure your visits in that time are covered with the office before you go.'
        : 'If you would like to talk about it, or to ask for other dates, please contact the office.',
      ...(await signOffOf(ctx.services.db, ctx.auth, person.branch)),
    ].join('\n'),
  });
}
