import { type Db, schema } from '@care360/db';
import {
  cleanAnswers,
  completionOf,
  formatUkDate,
  noDataAnswer,
  recordKind,
  type StoredSurveyQuestion,
  SURVEY_ACTIVE_STATUSES,
  SURVEY_AUDIENCES,
  SURVEY_REMINDER_GAP_MS,
  type SurveyAudience,
  surveyChoicesAnswer,
  surveyDueListAnswer,
  surveyFormDefinition,
  surveyRecipients,
  surveyRemindAnswer,
  surveySendAnswer,
  surveySendBody,
  surveySends,
  ukCalendarDate,
  validateAnswers,
} from '@care360/domain';
import { and, asc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../../config';
import type { AuthContext } from '../../platform/auth/auth-context';
import type { Mailer, OutgoingEmail } from '../../platform/email/mailer';
import { type FieldErrors, HttpError } from '../../platform/http/envelope';
import { idParams } from '../../platform/http/id-params';
import { defineRoute } from '../../platform/http/route';
import { issueLink } from '../../platform/links/issue-link';
import { defineLinkPurpose } from '../../platform/links/link-purpose';
import { linkToPage } from '../../platform/links/link-url';
import { storeDefinition } from '../../platform/person-files/person-form-store';
import { column, scopeOf, tableOf } from '../../platform/records/record-query';
import {
  type Actor,
  changeRecord,
  insertRecord,
  requestActor,
  systemActor,
} from '../../platform/records/record-store';

/**
 * Staff surveys sent by the office: a send names an open carer or office employee survey, a
 * branch's people and a closing date; each person is emailed a private link to the survey's
 * questions (the form engine's questionnaire, survey-form.ts). The office sees who has not
 * answered and reminds them, at most once an hour each. Every write goes through the record
 * store, so sends, answers and reminders are audited and reach the live lists.
 */

const sendTable = tableOf(surveySends);
const recipientTable = tableOf(surveyRecipients);
const send = (name: string) => column(sendTable, name);
const recipient = (name: string) => column(recipientTable, name);

/** The page a recipient's link opens (public/, beside the referees' pages). */
export const SURVEY_ANSWER_PAGE = '/survey-answer';

/** The stored answers of a survey name the submission they belong to. */
const SUBMISSION_SUBJECT = 'survey-submission';

const personKindOf = (audience: SurveyAudience) =>
  audience === 'carer-surveys' ? ('carers' as const) : ('employees' as const);
const stemOf = (audience: SurveyAudience) => audience.replace(/-surveys$/, '');

/**
 * Live while the person has not answered, their send is live and not past its closing day, and
 * the survey is still open: a link to a closed survey is as dead as a used one.
 */
async function recipientIsLive(db: Db, subject: { id: string; organisationId: string }) {
  const [row] = await db
    .select({ audience: send('audience'), surveyId: send('surveyId') })
    .from(recipientTable)
    .innerJoin(sendTable, eq(send('id'), recipient('parentId')))
    .where(
      and(
        eq(recipient('id'), subject.id),
        eq(recipient('organisationId'), subject.organisationId),
        isNull(recipient('deletedAt')),
        isNull(send('deletedAt')),
        isNull(recipient('answeredAt')),
        gte(send('closesOn'), ukCalendarDate(new Date())),
      ),
    );
  if (!row) return false;
  const survey = await surveyOf(
    db,
    subject.organisationId,
    row.audience as SurveyAudience,
    String(row.surveyId),
  );
  return survey?.status === 'Open';
}

/** A recipient's link: answered once, working until the end of the survey's closing day. */
export const SURVEY_ANSWER_LINK = defineLinkPurpose({
  name: 'survey-answer',
  subjectType: 'survey-recipients',
  hours: 24 * 14,
  singleUse: true,
  subjectIsLive: recipientIsLive,
});

/** Hours from now until the end of the closing day (in UTC, within an hour of London's), at least one. */
function hoursUntilClose(closesOn: string, now: Date): number {
  const end = new Date(`${closesOn}T23:59:59Z`).getTime();
  return Math.max(1, Math.ceil((end - now.getTime()) / 3_600_000));
}

interface SurveyRow {
  id: string;
  title: string;
  status: string;
  introduction: string | null;
  anonymous: boolean | null;
  version: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function surveyOf(db: Db, organisationId: string, audience: SurveyAudience, id: string) {
  // A stored send names its survey by id as text: anything else names no survey.
  if (!UUID.test(id) || !SURVEY_AUDIENCES.some((a) => a.value === audience)) return null;
  const table = tableOf(recordKind(audience));
  const col = (name: string) => column(table, name);
  const [row] = await db
    .select({
      id: col('id'),
      title: col('title'),
      status: col('status'),
      introduction: col('introduction'),
      anonymous: col('anonymous'),
      version: col('version'),
    })
    .from(table)
    .where(
      and(eq(col('id'), id), eq(col('organisationId'), organisationId), isNull(col('deletedAt'))),
    );
  return (row as SurveyRow | undefined) ?? null;
}

async function questionsOf(db: Db, organisationId: string, audience: SurveyAudience, id: string) {
  const table = tableOf(recordKind(`${stemOf(audience)}-survey-questions`));
  const col = (name: string) => column(table, name);
  const rows = await db
    .select({
      id: col('id'),
      number: col('number'),
      question: col('question'),
      answerType: col('answerType'),
      options: col('options'),
      answerRequired: col('answerRequired'),
    })
    .from(table)
    .where(
      and(
        eq(col('parentId'), id),
        eq(col('organisationId'), organisationId),
        isNull(col('deletedAt')),
      ),
    )
    .orderBy(asc(col('number')));
  return rows as StoredSurveyQuestion[];
}

/** The survey's questions as a form; its version follows the survey record's. */
async function formOf(db: Db, organisationId: string, audience: SurveyAudience, survey: SurveyRow) {
  return surveyFormDefinition(
    audience,
    survey,
    await questionsOf(db, organisationId, audience, survey.id),
    survey.version,
  );
}

/** The send the caller may see (organisation, branch), locked for the change; else 404. */
async function lockSend(tx: Db, auth: AuthContext, id: string) {
  const [row] = await tx
    .select({
      id: send('id'),
      title: send('title'),
      audience: send('audience'),
      closesOn: send('closesOn'),
      recipients: send('recipients'),
      answered: send('answered'),
    })
    .from(sendTable)
    .where(and(eq(send('id'), id), scopeOf(surveySends, auth.user)))
    .for('update');
  if (!row) throw new HttpError(404, 'This survey was not found.');
  return row as {
    id: string;
    title: string;
    audience: SurveyAudience;
    closesOn: string;
    recipients: number | null;
    answered: number | null;
  };
}

interface Recipient {
  id: string;
  name: string;
  email: string | null;
}

function surveyEmail(
  config: Pick<Config, 'publicUrl'>,
  organisationId: string,
  person: Recipient & { email: string },
  sent: { title: string; closesOn: string },
  token: string,
  reminder: boolean,
): OutgoingEmail {
  return {
    organisationId,
    to: person.email,
    subject: reminder ? `Reminder: ${sent.title}` : `Please answer: ${sent.title}`,
    text: [
      `Dear ${person.name},`,
      '',
      reminder
        ? `We have not yet had your answers to "${sent.title}". It takes a few minutes, and it closes on ${formatUkDate(sent.closesOn)}.`
        : `We would like your views: please answer "${sent.title}" by ${formatUkDate(sent.closesOn)}.`,
      '',
      'Open this private link to answer (it works once, until the survey closes):',
      linkToPage(config, SURVEY_ANSWER_PAGE, token),
      '',
      'Thank you.',
    ],
  };
}

/** Issues a recipient's link and returns the email that carries it (sent after the commit). */
async function linkEmail(
  tx: Db,
  actor: Actor,
  config: Pick<Config, 'publicUrl'>,
  person: Recipient,
  sent: { title: string; closesOn: string },
  reminder: boolean,
): Promise<OutgoingEmail | null> {
  if (!person.email) return null;
  const organisationId = actor.auth.user.organisation.id;
  const link = await issueLink(tx, {
    purpose: SURVEY_ANSWER_LINK,
    subjectId: person.id,
    organisationId,
    issuedBy: actor.userId,
    ip: actor.ip,
    hours: hoursUntilClose(sent.closesOn, new Date()),
    action: reminder ? 'link.reissued' : 'link.issued',
  });
  return surveyEmail(
    config,
    organisationId,
    { ...person, email: person.email },
    sent,
    link.token,
    reminder,
  );
}

async function sendAll(mailer: Mailer, emails: readonly (OutgoingEmail | null)[]) {
  for (const email of emails) if (email) await mailer.send(email);
}

/** The branch's active people of the survey's audience, or those chosen among them. */
async function peopleOf(
  tx: Db,
  auth: AuthContext,
  audience: SurveyAudience,
  branch: string,
  chosen: readonly string[],
) {
  const owner = personKindOf(audience);
  const kind = recordKind(owner);
  const table = tableOf(kind);
  const col = (name: string) => column(table, name);
  const rows = await tx
    .select({
      id: col('id'),
      forename: col('forename'),
      surname: col('surname'),
      email: col('email'),
      accountEmail: schema.users.email,
    })
    .from(table)
    .leftJoin(schema.users, eq(schema.users.id, col('user')))
    .where(
      and(
        scopeOf(kind, auth.user),
        eq(col('branch'), branch),
        inArray(col('status'), [...SURVEY_ACTIVE_STATUSES[owner]]),
        chosen.length > 0 ? inArray(col('id'), [...chosen]) : undefined,
      ),
    )
    .orderBy(asc(col('surname')), asc(col('forename')));
  return rows.map((row) => ({
    id: String(row.id),
    name: `${String(row.forename ?? '')} ${String(row.surname ?? '')}`.trim(),
    email: (row.email as string | null) || row.accountEmail || null,
  }));
}

const choicesQuery = z.strictObject({
  audience: z.enum(['carer-surveys', 'office-employee-surveys']).default('carer-surveys'),
  branch: z.uuid().optional(),
});

/**
 * What the send form offers: the open surveys of the audience, the caller's branches and, for a
 * branch, its active people of the audience (whoever may send may pick, without reading files).
 */
const choicesRoute = defineRoute({
  method: 'GET',
  url: '/api/v1/survey-sends/choices',
  access: { permission: surveySends.permissions.create },
  summary: 'The open surveys, branches and active people a survey can be sent to',
  query: choicesQuery,
  answer: surveyChoicesAnswer,
  async handler({ auth, query, services: { db } }) {
    const organisationId = auth.user.organisation.id;
    const table = tableOf(recordKind(query.audience));
    const col = (name: string) => column(table, name);
    const surveys = await db
      .select({ id: col('id'), title: col('title'), closesOn: col('closesOn') })
      .from(table)
      .where(
        and(
          eq(col('organisationId'), organisationId),
          isNull(col('deletedAt')),
          eq(col('status'), 'Open'),
        ),
      )
      .orderBy(asc(col('title')))
      .limit(200);
    const scope = auth.user.branchScope;
    const branches = await db
      .select({ id: schema.branches.id, name: schema.branches.name })
      .from(schema.branches)
      .where(
        and(
          eq(schema.branches.organisationId, organisationId),
          scope ? eq(schema.branches.id, scope.branchId ?? NIL) : undefined,
        ),
      )
      .orderBy(asc(schema.branches.name));
    const branch =
      query.branch && branches.some((b) => b.id === query.branch) ? query.branch : null;
    const people = branch ? await peopleOf(db, auth, query.audience, branch, []) : [];
    return {
      data: {
        surveys: surveys.map((row) => ({
          id: String(row.id),
          title: String(row.title),
          closesOn: (row.closesOn as string | null) ?? null,
        })),
        branches,
        people: people.map(({ id, name }) => ({ id, name })),
      },
    };
  },
});

const NIL = '00000000-0000-0000-0000-000000000000';

const sendRoute = defineRoute({
  method: 'POST',
  url: '/api/v1/survey-sends',
  access: { permission: surveySends.permissions.create },
  summary:
    'Send an open staff survey to a branch’s active carers or office employees (or chosen ones); each is emailed a private link to answer',
  body: surveySendBody,
  answer: surveySendAnswer,
  async handler({ auth, body, request, services: { db, config, mailer } }) {
    const organisationId = auth.user.organisation.id;
    const errors: FieldErrors = {};
    const today = ukCalendarDate(new Date());
    if (body.closesOn < today) errors.closesOn = ['The closing date cannot be in the past.'];
    const scope = auth.user.branchScope;
    const [branch] = await db
      .select({ id: schema.branches.id })
      .from(schema.branches)
      .where(
        and(
          eq(schema.branches.id, body.branch),
          eq(schema.branches.organisationId, organisationId),
        ),
      );
    if (!branch || (scope && scope.branchId !== body.branch))
      errors.branch = ['Choose one of your branches.'];
    const survey = await surveyOf(db, organisationId, body.audience, body.surveyId);
    if (!survey) errors.surveyId = ['Choose a survey.'];
    else if (survey.status !== 'Open')
      errors.surveyId = ['Only an open survey can be sent: open it first.'];
    if (Object.keys(errors).length > 0)
      throw new HttpError(400, 'Please correct the highlighted fields.', errors);
    const chosen = [...new Set(body.people ?? [])];
    const actor = requestActor(auth, request.ip);
    const { id, recipients, emails } = await db.transaction(async (tx) => {
      const people = await peopleOf(tx, auth, body.audience, body.branch, chosen);
      if (people.length === 0 || people.length < chosen.length)
        throw new HttpError(400, 'Please correct the highlighted fields.', {
          people: [
            chosen.length > 0
              ? 'Choose active people of this branch.'
              : 'Nobody active in this branch receives this survey.',
          ],
        });
      const sent = await insertRecord(tx, actor, surveySends, {
        title: survey?.title ?? '',
        audience: body.audience,
        surveyId: body.surveyId,
        branch: body.branch,
        closesOn: body.closesOn,
        recipients: people.length,
        answered: 0,
        due: people.length,
      });
      const sendId = String(sent.id);
      const emails: (OutgoingEmail | null)[] = [];
      for (const person of people) {
        const row = await insertRecord(
          tx,
          actor,
          surveyRecipients,
          {
            personKind: personKindOf(body.audience),
            personId: person.id,
            name: person.name,
            email: person.email,
            reminders: 0,
          },
          { parentId: sendId },
        );
        emails.push(
          await linkEmail(
            tx,
            actor,
            config,
            { ...person, id: String(row.id) },
            {
              title: survey?.title ?? '',
              closesOn: body.closesOn,
            },
            false,
          ),
        );
      }
      return { id: sendId, recipients: people.length, emails };
    });
    await sendAll(mailer, emails);
    const emailed = emails.filter(Boolean).length;
    return {
      data: { id, recipients, emailed },
      statusCode: 201,
      message: `Survey sent to ${recipients} ${recipients === 1 ? 'person' : 'people'}; ${emailed} emailed.`,
    };
  },
});

/** A stored instant as a Date, whichever way the column hands it back. */
function asDate(value: unknown): Date | null {
  if (value instanceof Date) return value;
  if (typeof value !== 'string') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const dueRoute = defineRoute({
  method: 'GET',
  url: '/api/v1/survey-sends/:id/due',
  access: { permission: surveySends.permissions.read },
  summary: 'The people who have not answered a sent survey, with when each was last reminded',
  resource: surveySends.name,
  params: idParams,
  answer: surveyDueListAnswer,
  async handler({ auth, params, services: { db } }) {
    const [sent] = await db
      .select({
        id: send('id'),
        title: send('title'),
        closesOn: send('closesOn'),
        recipients: send('recipients'),
        answered: send('answered'),
      })
      .from(sendTable)
      .where(and(eq(send('id'), params.id), scopeOf(surveySends, auth.user)));
    if (!sent) throw new HttpError(404, 'This survey was not found.');
    const rows = await db
      .select({
        id: recipient('id'),
        name: recipient('name'),
        email: recipient('email'),
        remindedAt: recipient('remindedAt'),
        reminders: recipient('reminders'),
      })
      .from(recipientTable)
      .where(and(scopeOf(surveyRecipients, auth.user, params.id), isNull(recipient('answeredAt'))))
      .orderBy(asc(recipient('name')), asc(recipient('id')))
      // A send reaches a branch's staff: bounded by the send's own limit of people.
      .limit(1000);
    return {
      data: {
        send: {
          id: String(sent.id),
          title: String(sent.title),
          closesOn: String(sent.closesOn),
          recipients: Number(sent.recipients ?? 0),
          answered: Number(sent.answered ?? 0),
        },
        items: rows.map((row) => {
          const reminded = asDate(row.remindedAt);
          const next = reminded ? new Date(reminded.getTime() + SURVEY_REMINDER_GAP_MS) : null;
          return {
            id: String(row.id),
            name: String(row.name),
            email: (row.email as string | null) ?? null,
            remindedAt: reminded?.toISOString() ?? null,
            reminders: Number(row.reminders ?? 0),
            remindableAt: next && next.getTime() > Date.now() ? next.toISOString() : null,
          };
        }),
      },
    };
  },
});

const remindBody = z.strictObject({
  /** One person (a recipient's id); absent: everyone who has not answered. */
  recipient: z.uuid().optional(),
});

const remindRoute = defineRoute({
  method: 'POST',
  url: '/api/v1/survey-sends/:id/remind',
  access: { permission: surveySends.permissions.update },
  refusals: [409],
  summary:
    'Email a reminder, with a new link, to one person or everyone who has not answered; anyone reminded within the hour is left alone',
  resource: surveySends.name,
  params: idParams,
  body: remindBody,
  answer: surveyRemindAnswer,
  async handler({ auth, params, body, request, services: { db, config, mailer } }) {
    const actor = requestActor(auth, request.ip);
    const now = new Date();
    const { emails, skipped } = await db.transaction(async (tx) => {
      const sent = await lockSend(tx, auth, params.id);
      if (sent.closesOn < ukCalendarDate(now))
        throw new HttpError(409, `This survey closed on ${formatUkDate(sent.closesOn)}.`);
      const due = await tx
        .select({ id: recipient('id'), name: recipient('name'), email: recipient('email') })
        .from(recipientTable)
        .where(
          and(
            scopeOf(surveyRecipients, auth.user, sent.id),
            isNull(recipient('answeredAt')),
            body.recipient ? eq(recipient('id'), body.recipient) : undefined,
          ),
        )
        .orderBy(asc(recipient('name')));
      if (body.recipient && due.length === 0)
        throw new HttpError(404, 'This person has answered already or was not sent the survey.');
      const emails: (OutgoingEmail | null)[] = [];
      let skipped = 0;
      const hourAgo = new Date(now.getTime() - SURVEY_REMINDER_GAP_MS);
      for (const person of due) {
        // The condition is checked on the locked row: two quick presses remind once.
        const changed = await changeRecord(
          tx,
          actor,
          surveyRecipients,
          String(person.id),
          {
            remindedAt: now,
            reminders: sql`coalesce(${recipient('reminders')}, 0) + 1`,
          },
          {
            onlyIf: or(isNull(recipient('remindedAt')), lt(recipient('remindedAt'), hourAgo)),
            auditAction: 'survey.reminded',
          },
        );
        if (!changed) {
          skipped += 1;
          continue;
        }
        emails.push(
          await linkEmail(
            tx,
            actor,
            config,
            {
              id: String(person.id),
              name: String(person.name),
              email: person.email as string | null,
            },
            sent,
            true,
          ),
        );
      }
      return { emails, skipped };
    });
    await sendAll(mailer, emails);
    const reminded = emails.length;
    return {
      data: { reminded, skipped },
      message:
        reminded === 0
          ? 'Nobody was reminded: each was reminded within the last hour.'
          : `${reminded} ${reminded === 1 ? 'reminder' : 'reminders'} sent${skipped ? `; ${skipped} reminded within the hour left alone` : ''}.`,
    };
  },
});

const surveyFormAnswer = z.strictObject({
  title: z.string(),
  closesOn: z.string(),
  definition: z.unknown(),
});

/** The recipient behind a link, with their send and the survey as it is now. */
async function linkedSurvey(db: Db, organisationId: string, recipientId: string) {
  const [row] = await db
    .select({
      recipientId: recipient('id'),
      name: recipient('name'),
      sendId: send('id'),
      audience: send('audience'),
      surveyId: send('surveyId'),
      closesOn: send('closesOn'),
    })
    .from(recipientTable)
    .innerJoin(sendTable, eq(send('id'), recipient('parentId')))
    .where(and(eq(recipient('id'), recipientId), eq(recipient('organisationId'), organisationId)));
  if (!row) throw new HttpError(404, 'This link no longer works.');
  const audience = row.audience as SurveyAudience;
  const survey = await surveyOf(db, organisationId, audience, String(row.surveyId));
  if (survey?.status !== 'Open' || String(row.closesOn) < ukCalendarDate(new Date()))
    throw new HttpError(409, 'This survey has closed. Thank you all the same.');
  return {
    ...row,
    audience,
    survey,
    definition: await formOf(db, organisationId, audience, survey),
  };
}

const REFUSED = 'This link no longer works: it was answered already, or the survey has closed.';

const showRoute = defineRoute({
  method: 'GET',
  url: `/api/v1${SURVEY_ANSWER_PAGE}/:token`,
  access: { link: SURVEY_ANSWER_LINK, refused: REFUSED },
  refusals: [409],
  summary: 'The survey a member of staff was sent, to answer through their link',
  answer: surveyFormAnswer,
  async handler({ link, services: { db } }) {
    const found = await linkedSurvey(db, link.organisationId, link.subjectId);
    return {
      data: {
        title: found.survey.title,
        closesOn: String(found.closesOn),
        definition: found.definition,
      },
    };
  },
});

const answerRoute = defineRoute({
  method: 'POST',
  url: `/api/v1${SURVEY_ANSWER_PAGE}`,
  access: { link: SURVEY_ANSWER_LINK, refused: REFUSED },
  refusals: [409],
  summary: 'Send the answers to a survey, once, through the emailed link',
  body: z.object({
    answers: z.record(z.string().max(100), z.unknown(), { error: 'Send the answers.' }),
  }),
  answer: noDataAnswer,
  async handler({ body, link, request, services: { db } }) {
    const found = await linkedSurvey(db, link.organisationId, link.subjectId);
    const form = found.definition;
    const answerErrors = validateAnswers(form, body.answers);
    if (Object.keys(answerErrors).length > 0) {
      const errors: FieldErrors = Object.fromEntries(
        Object.entries(answerErrors).map(([id, message]) => [`answers.${id}`, [message]]),
      );
      throw new HttpError(400, 'Please correct the highlighted answers.', errors);
    }
    const answers = cleanAnswers(form, body.answers);
    const now = new Date();
    const actor = { ...systemActor(link.organisationId), ip: request.ip };
    // Every entry of a link's use reads as the recipient's event, the link's own subject.
    const subject = { type: surveyRecipients.name, id: String(found.recipientId) };
    const submission = await insertRecord(
      db,
      actor,
      recordKind(`${stemOf(found.audience)}-survey-submissions`),
      {
        respondent: found.survey.anonymous ? null : String(found.name),
        submittedAt: now,
        score: null,
      },
      { parentId: found.survey.id, subject },
    );
    const definitionId = await storeDefinition(db, form, request.log);
    await db.insert(schema.formResponses).values({
      organisationId: link.organisationId,
      subjectType: SUBMISSION_SUBJECT,
      subjectId: String(submission.id),
      formKey: form.key,
      definitionId,
      answers,
      completion: completionOf(form, answers),
      status: 'completed',
      assessedOn: ukCalendarDate(now),
      createdAt: sql`clock_timestamp()`,
    });
    await changeRecord(
      db,
      actor,
      surveyRecipients,
      String(found.recipientId),
      { answeredAt: now },
      { auditAction: 'survey.answered', subject },
    );
    await changeRecord(
      db,
      actor,
      surveySends,
      String(found.sendId),
      {
        answered: sql`coalesce(${send('answered')}, 0) + 1`,
        due: sql`greatest(coalesce(${send('due')}, 0) - 1, 0)`,
      },
      { auditAction: 'survey.answered', subject },
    );
    return { data: null, message: 'Thank you. Your answers have been sent.' };
  },
});

export const surveySendRoutes = [
  choicesRoute,
  sendRoute,
  dueRoute,
  remindRoute,
  showRoute,
  answerRoute,
];
