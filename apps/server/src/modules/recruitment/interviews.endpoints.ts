import { type Db, schema } from '@care360/db';
import {
  APPLICANT_FILE,
  addCalendarDays,
  formatUkDateTime,
  INTERVIEW_ACTIONS,
  type InterviewAction,
  interviewCalendarAnswer,
  interviewOfferAnswer,
  isIsoDate,
  londonDayStart,
  noDataAnswer,
  recordKind,
} from '@care360/domain';
import { and, asc, desc, eq, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { OutgoingEmail } from '../../platform/email/mailer';
import { HttpError, notFound } from '../../platform/http/envelope';
import { idParams } from '../../platform/http/id-params';
import { defineRoute } from '../../platform/http/route';
import { issueLink } from '../../platform/links/issue-link';
import { linkToPage } from '../../platform/links/link-url';
import { assertLiveOwner } from '../../platform/person-files/person-file-access';
import { column, scopeOf, tableOf } from '../../platform/records/record-query';
import {
  auditReads,
  changeRecord,
  noteAction,
  requestActor,
  systemActor,
} from '../../platform/records/record-store';
import { INTERVIEW_ACTION_PAGE, INTERVIEW_INVITATION_LINK } from './reference-links';

/**
 * Interviews: the office sends the slots it offered; the applicant books,
 * accepts, declines or asks to rearrange from the emailed link; the office is emailed each
 * answer; the calendar lists interviews across applicants.
 */

const interviews = recordKind('applicant-interviews');
const applicants = recordKind('applicants');
const interviewTable = tableOf(interviews);
const applicantTable = tableOf(applicants);
const iv = (key: string) => column(interviewTable, key);
const ap = (key: string) => column(applicantTable, key);
const { branches, users, links, organisations } = schema;

const slotColumns = {
  id: sql<string>`${iv('id')}`,
  startsAt: iv('startsAt'),
  minutes: sql<number>`${iv('minutes')}`,
  place: sql<string>`${iv('place')}`,
  branchName: sql<string | null>`${branches.name}`,
  state: sql<string>`${iv('state')}`,
};

const iso = (value: unknown) => new Date(value as string | Date).toISOString();

const applicantNameSql = sql<string>`trim(coalesce(${ap('forename')}, '') || ' ' || coalesce(${ap('surname')}, ''))`;

async function organisationName(db: Db, id: string) {
  const [row] = await db
    .select({ name: organisations.name })
    .from(organisations)
    .where(eq(organisations.id, id));
  return row?.name ?? 'care360';
}

/** The applicant's slots still to come (a day's grace), newest offer first; cancelled ones not. */
async function slotsOf(db: Db, organisationId: string, applicantId: string, now: Date) {
  const rows = await db
    .select(slotColumns)
    .from(interviewTable)
    .leftJoin(branches, eq(branches.id, iv('branch')))
    .where(
      and(
        eq(iv('organisationId'), organisationId),
        eq(iv('parentId'), applicantId),
        isNull(iv('deletedAt')),
        sql`${iv('state')} <> 'Cancelled'`,
        gte(iv('startsAt'), new Date(now.getTime() - 86_400_000)),
      ),
    )
    .orderBy(asc(iv('startsAt')));
  return rows.map((row) => ({ ...row, startsAt: iso(row.startsAt), minutes: Number(row.minutes) }));
}

interface Office {
  name: string | null;
  address: string;
  phone: string | null;
}

const officeColumns = {
  name: branches.name,
  address: sql<string>`concat_ws(', ', nullif(${branches.address}, ''), nullif(${branches.postcode}, ''))`,
  phone: branches.phone,
};

/** Where each of the applicant's interviews is held: its branch, else the applicant's. */
async function interviewOffices(db: Db, organisationId: string, applicantId: string) {
  const rows = await db
    .select({ id: sql<string>`${iv('id')}`, ...officeColumns })
    .from(interviewTable)
    .innerJoin(applicantTable, eq(ap('id'), iv('parentId')))
    .innerJoin(branches, eq(branches.id, sql`coalesce(${iv('branch')}, ${ap('branch')})`))
    .where(and(eq(iv('organisationId'), organisationId), eq(iv('parentId'), applicantId)));
  return new Map<string, Office>(rows.map(({ id, ...office }) => [id, office]));
}

/** A slot as the email offers it: an interview in the office says which office, and where. */
const describeSlot = (
  slot: { startsAt: string; minutes: number; place: string; branchName: string | null },
  office?: Office,
) => {
  const where =
    slot.place === 'In the office' && office?.address
      ? `at our ${office.name ?? ''} office, ${office.address}`
      : `${slot.place}${slot.branchName ? `, ${slot.branchName}` : ''}`;
  return `${formatUkDateTime(slot.startsAt)} (${slot.minutes} minutes), ${where}`;
};

/** The sign-off: the organisation, then the applicant's office, its address and telephone. */
const signOff = (organisation: string, office: Office | undefined) =>
  [
    organisation,
    office?.name ? `${office.name} office${office.address ? `, ${office.address}` : ''}` : '',
    office?.phone ? `Telephone ${office.phone}` : '',
  ].filter(Boolean);

const sendSlots = defineRoute({
  method: 'POST',
  url: '/api/v1/applicants/:id/interviews/send-slots',
  refusals: [409],
  access: { permission: interviews.permissions.update },
  summary: 'Email the applicant the interview slots offered, with a link to book one',
  params: idParams,
  resource: applicants.name,
  answer: z.object({ offered: z.number() }),
  async handler({ auth, params, request, services: { db, config, mailer } }) {
    const now = new Date();
    const email = await db.transaction(async (tx) => {
      await assertLiveOwner(tx, auth, APPLICANT_FILE, params.id, true);
      const [applicant] = await tx
        .select({
          email: sql<string>`${ap('email')}`,
          name: applicantNameSql,
          office: officeColumns,
        })
        .from(applicantTable)
        .leftJoin(branches, eq(branches.id, ap('branch')))
        .where(and(eq(ap('id'), params.id), scopeOf(applicants, auth.user)));
      if (!applicant) throw notFound('applicant');
      const offered = (await slotsOf(tx, auth.user.organisation.id, params.id, now)).filter(
        (slot) => slot.state === 'Offered' && new Date(slot.startsAt) > now,
      );
      if (offered.length === 0)
        throw new HttpError(
          409,
          'Add at least one interview slot still to come (state Offered) first.',
        );
      const link = await issueLink(tx, {
        purpose: INTERVIEW_INVITATION_LINK,
        subjectId: params.id,
        organisationId: auth.user.organisation.id,
        issuedBy: auth.user.id,
        ip: request.ip,
      });
      await noteAction(tx, requestActor(auth, request.ip), {
        action: 'interview.slots-sent',
        recordType: applicants.name,
        recordId: params.id,
        changes: { interviews: offered.map((slot) => slot.id), link: link.id },
      });
      const organisation = await organisationName(tx, auth.user.organisation.id);
      const offices = await interviewOffices(tx, auth.user.organisation.id, params.id);
      const message: OutgoingEmail = {
        organisationId: auth.user.organisation.id,
        to: applicant.email,
        subject: `Your interview with ${organisation}`,
        text: [
          `Dear ${applicant.name},`,
          '',
          `Thank you for applying to ${organisation}. We would like to meet you. We can offer:`,
          ...offered.map((slot) => `- ${describeSlot(slot, offices.get(slot.id))}`),
          '',
          'Please choose one, or tell us if none suits you, through this private link:',
          linkToPage(config, INTERVIEW_ACTION_PAGE, link.token, 'query'),
          '',
          ...signOff(organisation, applicant.office ?? undefined),
        ],
      };
      return { message, count: offered.length };
    });
    await mailer.send(email.message);
    return {
      data: { offered: email.count },
      message: `${email.count} interview slot${email.count === 1 ? '' : 's'} sent to ${email.message.to}.`,
    };
  },
});

const showOffer = defineRoute({
  method: 'GET',
  url: '/api/v1/interview-action/:token',
  access: { link: INTERVIEW_INVITATION_LINK },
  summary: 'The interview slots offered to the applicant of a link',
  answer: interviewOfferAnswer,
  async handler({ link, services: { db } }) {
    const [applicant] = await db
      .select({ name: applicantNameSql })
      .from(applicantTable)
      .where(and(eq(ap('id'), link.subjectId), eq(ap('organisationId'), link.organisationId)));
    return {
      data: {
        applicantName: applicant?.name ?? '',
        organisation: await organisationName(db, link.organisationId),
        slots: await slotsOf(db, link.organisationId, link.subjectId, new Date()),
      },
    };
  },
});

const actionBody = z
  .object({
    action: z.enum(INTERVIEW_ACTIONS, { error: 'Choose what you would like to do.' }),
    interviewId: z.uuid({ error: 'Choose an interview time.' }).optional(),
    message: z.string().trim().max(1000, 'Keep the message under 1000 characters.').optional(),
  })
  .superRefine((body, ctx) => {
    if ((body.action === 'book' || body.action === 'accept') && !body.interviewId)
      ctx.addIssue({ code: 'custom', path: ['interviewId'], message: 'Choose an interview time.' });
    if (body.action === 'rearrange' && !body.message)
      ctx.addIssue({
        code: 'custom',
        path: ['message'],
        message: 'Tell us which days and times would suit you.',
      });
  });

const DONE: Record<InterviewAction, string> = {
  book: 'Your interview is booked. We look forward to meeting you.',
  accept: 'Thank you, your interview is confirmed.',
  decline: 'Thank you for letting us know. We have told the office.',
  rearrange: 'Thank you. The office will be in touch with other times.',
};

/** Who in the office hears the applicant's answer: whoever sent the slots, else the branch. */
async function officeFor(db: Db, organisationId: string, applicantId: string) {
  const [sender] = await db
    .select({ email: users.email })
    .from(links)
    .innerJoin(users, eq(users.id, links.createdBy))
    .where(
      and(
        eq(links.organisationId, organisationId),
        eq(links.purpose, INTERVIEW_INVITATION_LINK.name),
        eq(links.subjectId, applicantId),
        isNotNull(links.createdBy),
        eq(users.active, true),
        isNull(users.deletedAt),
      ),
    )
    .orderBy(desc(links.createdAt))
    .limit(1);
  if (sender?.email) return sender.email;
  const [branch] = await db
    .select({ email: branches.email })
    .from(applicantTable)
    .innerJoin(branches, eq(branches.id, ap('branch')))
    .where(eq(ap('id'), applicantId));
  return branch?.email ?? null;
}

const handleAction = defineRoute({
  method: 'POST',
  url: '/api/v1/interview-action',
  refusals: [409],
  access: { link: INTERVIEW_INVITATION_LINK },
  summary: 'Book, accept, decline or ask to rearrange an interview offered by link',
  body: actionBody,
  answer: noDataAnswer,
  async handler({ body, link, request, services: { db, mailer } }) {
    const now = new Date();
    const applicantId = link.subjectId;
    // The applicant's slots, locked: two answers sent at once are taken one after the other.
    const rows = await db
      .select({ ...slotColumns, version: sql<number>`${iv('version')}` })
      .from(interviewTable)
      .leftJoin(branches, eq(branches.id, iv('branch')))
      .where(
        and(
          eq(iv('organisationId'), link.organisationId),
          eq(iv('parentId'), applicantId),
          isNull(iv('deletedAt')),
        ),
      )
      .for('update', { of: interviewTable });
    const slots = rows.map((row) => ({ ...row, startsAt: iso(row.startsAt) }));
    const chosen = body.interviewId
      ? slots.find((slot) => slot.id === body.interviewId)
      : undefined;
    if (body.interviewId && !chosen)
      throw new HttpError(400, 'That interview time is no longer offered.', {
        interviewId: ['That interview time is no longer offered.'],
      });
    const open = (state: string) => state === 'Offered' || state === 'Booked';
    /** Each change: [interview id, new state]. */
    const changes: Array<[string, string]> = [];
    if (body.action === 'book' || body.action === 'accept') {
      const slot = chosen as NonNullable<typeof chosen>;
      if (new Date(slot.startsAt) <= now)
        throw new HttpError(
          409,
          'That interview time has passed. Please choose another or ask to rearrange.',
        );
      if (slot.state === 'Offered') {
        const booked = slots.find((other) => other.state === 'Booked' && other.id !== slot.id);
        if (booked)
          throw new HttpError(
            409,
            `You have already booked ${formatUkDateTime(booked.startsAt)}. To change it, ask to rearrange.`,
          );
        changes.push([slot.id, 'Booked']);
        for (const other of slots)
          if (other.id !== slot.id && other.state === 'Offered')
            changes.push([other.id, 'Cancelled']);
      } else if (slot.state !== 'Booked') {
        throw new HttpError(409, 'That interview time is no longer offered.');
      }
    } else {
      const state = body.action === 'decline' ? 'Declined' : 'Rearrange requested';
      for (const slot of slots)
        if (open(slot.state) && new Date(slot.startsAt) > now) changes.push([slot.id, state]);
    }
    // The applicant answers by link: the system's change, from their address.
    const actor = { ...systemActor(link.organisationId), ip: request.ip };
    for (const [id, state] of changes)
      await changeRecord(
        db,
        actor,
        interviews,
        id,
        { state, ...(body.message ? { applicantMessage: body.message } : {}) },
        { at: now },
      );
    await noteAction(db, actor, {
      action: `interview.${body.action}`,
      recordType: applicants.name,
      recordId: applicantId,
      changes: {
        interview: chosen?.id ?? null,
        states: Object.fromEntries(changes),
        message: body.message ?? null,
      },
    });
    const [applicant] = await db
      .select({ name: applicantNameSql })
      .from(applicantTable)
      .where(eq(ap('id'), applicantId));
    const office = await officeFor(db, link.organisationId, applicantId);
    if (office) {
      const what = {
        book: `booked the interview on ${chosen ? describeSlot({ ...chosen, minutes: Number(chosen.minutes) }) : ''}`,
        accept: `confirmed the interview on ${chosen ? describeSlot({ ...chosen, minutes: Number(chosen.minutes) }) : ''}`,
        decline: 'declined the interview',
        rearrange: 'asked to rearrange the interview',
      }[body.action];
      const email: OutgoingEmail = {
        organisationId: link.organisationId,
        to: office,
        subject: `Interview: ${applicant?.name ?? 'an applicant'} ${body.action === 'rearrange' ? 'asks to rearrange' : body.action === 'decline' ? 'declined' : body.action === 'book' ? 'booked' : 'confirmed'}`,
        text: [
          `${applicant?.name ?? 'The applicant'} has ${what}.`,
          ...(body.message ? ['', 'Their message:', body.message] : []),
        ].join('\n'),
      };
      link.afterCommit(() => mailer.send(email));
    }
    return { data: null, message: DONE[body.action] };
  },
});

const calendarQuery = z
  .object({
    from: z.string().refine(isIsoDate, 'Enter a real date.'),
    to: z.string().refine(isIsoDate, 'Enter a real date.'),
    branch: z.uuid({ error: 'Choose a branch from the list.' }).optional(),
  })
  .refine((q) => q.to >= q.from && q.to <= addCalendarDays(q.from, 62), {
    path: ['to'],
    message: 'Show at most two months, ending after the start.',
  });

const calendar = defineRoute({
  method: 'GET',
  url: '/api/v1/recruitment/interview-calendar',
  access: { permission: interviews.permissions.read },
  summary: 'Interviews across applicants between two days (UK time), optionally of one branch',
  query: calendarQuery,
  answer: interviewCalendarAnswer,
  async handler({ auth, query, request, services: { db } }) {
    const start = londonDayStart(query.from) as Date;
    const end = londonDayStart(addCalendarDays(query.to, 1)) as Date;
    const interviewer = sql<
      string | null
    >`(select ${users.name} from ${users} where ${users.id} = ${iv('interviewer')})`;
    const rows = await db.transaction(async (tx) => {
      const rows = await tx
        .select({
          ...slotColumns,
          applicantId: sql<string>`${ap('id')}`,
          applicantName: applicantNameSql,
          interviewerName: interviewer,
          branch: sql<string | null>`coalesce(${iv('branch')}, ${ap('branch')})`,
        })
        .from(interviewTable)
        .innerJoin(applicantTable, and(eq(ap('id'), iv('parentId')), isNull(ap('deletedAt'))))
        .leftJoin(branches, eq(branches.id, sql`coalesce(${iv('branch')}, ${ap('branch')})`))
        .where(
          and(
            scopeOf(interviews, auth.user),
            gte(iv('startsAt'), start),
            lt(iv('startsAt'), end),
            query.branch
              ? sql`coalesce(${iv('branch')}, ${ap('branch')}) = ${query.branch}`
              : undefined,
          ),
        )
        .orderBy(asc(iv('startsAt')));
      // Each applicant whose interviews are shown: a read of their file, in its history.
      const shown = [...new Set(rows.map((row) => row.applicantId))];
      if (shown.length > 0)
        await auditReads(
          tx,
          requestActor(auth, request.ip),
          shown.map((id) => ({
            recordType: interviews.name,
            recordId: id,
            changes: { section: 'interview calendar', from: query.from, to: query.to },
            subject: { type: applicants.name, id },
          })),
        );
      return rows;
    });
    return {
      data: {
        interviews: rows.map((row) => ({
          ...row,
          startsAt: iso(row.startsAt),
          minutes: Number(row.minutes),
        })),
      },
    };
  },
});

export const interviewRoutes = [sendSlots, showOffer, handleAction, calendar];
