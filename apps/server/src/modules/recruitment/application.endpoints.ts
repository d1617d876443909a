import { type Db, schema } from '@care360/db';
import {
  ADDRESS_SINCE,
  type AnswerEntry,
  type Answers,
  applicantAddressHistory,
  applicantReferences,
  applicants,
  applicantWorkHistory,
  applicationForm,
  applicationOptionsAnswer,
  cleanAnswers,
  formAnswersSchema,
  NEEDS_SPONSORSHIP,
  noDataAnswer,
  type RecordKind,
  recordKind,
  ukCalendarDate,
  validateAnswers,
} from '@care360/domain';
import { and, asc, eq, gte, isNull, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type FieldErrors, HttpError } from '../../platform/http/envelope';
import { defineRoute, PUBLIC } from '../../platform/http/route';
import { fieldErrors } from '../../platform/http/validation';
import { issueLink } from '../../platform/links/issue-link';
import { linkToPage } from '../../platform/links/link-url';
import { column, tableOf } from '../../platform/records/record-query';
import { insertRecord, systemActor } from '../../platform/records/record-store';
import { requestFingerprint } from '../../platform/records/request-fingerprint';
import type { Services } from '../../platform/services';
import { addressGroup } from '../../platform/throttle/address-group';
import { takeAttempt } from '../../platform/throttle/throttle';
import { APPLICANT_FILE_LINK } from './applicant-link';

/**
 * The public application: /applicant-form reads what it may offer, then sends
 * the answers; one transaction makes the applicant, their work history, references and first
 * address history row, and the private link they are emailed.
 *
 * Which organisation a public page is for: the `organisation` its link names (the agency's
 * careers page links to /applicant-form?organisation=<id>, or ?vacancy=<id> for one vacancy,
 * whose organisation it is); with neither, the only organisation of a single-agency installation.
 * The page shows only what a careers page would: the agency's name, its branch names and its open
 * vacancies' titles.
 */

/** The page of the applicant's private link (its token is the last segment). */
export const APPLICANT_LINK_PAGE = '/applicant';

export const APPLICATION_SENT =
  'Thank you, your application has been sent. We have emailed you a private link to add your history; we will be in touch about an interview.';
const NO_ORGANISATION =
  'We could not tell which agency this application is for. Please use the link on the agency’s website.';

const { organisations, branches } = schema;
const jobVacancies = tableOf(recordKind('job-vacancies'));
const v = (key: string) => column(jobVacancies, key);

const optionsQuery = z.object({
  organisation: z.uuid('That is not an agency’s link.').optional(),
  vacancy: z.uuid('That is not a vacancy’s link.').optional(),
});

async function organisationFor(
  db: Db,
  { organisation, vacancy }: z.infer<typeof optionsQuery>,
): Promise<{ id: string; name: string }> {
  if (vacancy) {
    const [found] = await db
      .select({ id: organisations.id, name: organisations.name })
      .from(jobVacancies)
      .innerJoin(organisations, eq(organisations.id, jobVacancies.organisationId))
      .where(and(eq(jobVacancies.id, vacancy), isNull(jobVacancies.deletedAt)));
    if (found) return found;
    throw new HttpError(404, 'That vacancy is no longer open.');
  }
  const rows = await db
    .select({ id: organisations.id, name: organisations.name })
    .from(organisations)
    .where(organisation ? eq(organisations.id, organisation) : undefined)
    .limit(2);
  if (rows.length !== 1 || !rows[0]) throw new HttpError(404, NO_ORGANISATION);
  return rows[0];
}

/** The organisation's branches and open vacancies (not closed yet), as the form's choices. */
async function choicesOf(db: Db, organisationId: string) {
  const branchRows = await db
    .select({ value: branches.id, label: branches.name })
    .from(branches)
    .where(and(eq(branches.organisationId, organisationId), isNull(branches.deletedAt)))
    .orderBy(asc(branches.name));
  const vacancyRows = await db
    .select({ value: jobVacancies.id, label: v('title'), branch: branches.name })
    .from(jobVacancies)
    .innerJoin(branches, eq(branches.id, v('branchId')))
    .where(
      and(
        eq(jobVacancies.organisationId, organisationId),
        isNull(jobVacancies.deletedAt),
        eq(v('status'), 'Open'),
        or(isNull(v('closingDate')), gte(v('closingDate'), sql`${ukCalendarDate()}::date`)),
      ),
    )
    .orderBy(asc(v('title')));
  return {
    branches: branchRows.map((row) => ({ value: row.value, label: String(row.label) })),
    vacancies: vacancyRows.map((row) => ({
      value: row.value,
      label: `${String(row.label)} (${String(row.branch)})`,
    })),
  };
}

const applicationOptions = defineRoute({
  method: 'GET',
  url: '/api/v1/application-form',
  access: PUBLIC,
  summary: 'What the public application page offers: the agency, its branches and open vacancies',
  query: optionsQuery,
  answer: applicationOptionsAnswer,
  async handler({ query, services: { db } }) {
    const organisation = await organisationFor(db, query);
    return { data: { organisation, ...(await choicesOf(db, organisation.id)) } };
  },
});

/**
 * Applications send email to the address they give, so every one counts: per address (someone
 * filling the office's inbox) and per email (someone filling one person's inbox).
 */
export const APPLICATION_RULES = {
  address: { free: 10, baseDelaySeconds: 30, maxDelaySeconds: 15 * 60, forgetAfterMinutes: 60 },
  email: { free: 3, baseDelaySeconds: 60, maxDelaySeconds: 15 * 60, forgetAfterMinutes: 60 },
};

const submitBody = z.object({
  organisation: z.uuid('That is not an agency’s link.'),
  answers: formAnswersSchema,
});

/** Values for a kind, checked by its own schema; errors keyed where the form shows them. */
function valuesFor(
  kind: RecordKind,
  values: Record<string, unknown>,
  errorsAt: (key: string) => string,
  errors: FieldErrors,
) {
  const parsed = kind.createSchema.safeParse(values);
  if (parsed.success) return parsed.data;
  for (const [key, messages] of Object.entries(fieldErrors(parsed.error))) {
    errors[errorsAt(key)] = messages;
  }
  return null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);
const entriesOf = (value: unknown) => (Array.isArray(value) ? (value as AnswerEntry[]) : []);

/** The applicant's own answers as their record: the form's ids are the kind's field names. */
function applicantValues(answers: Answers, today: string) {
  // A questionnaire's yes/no is 'yes'/'no'; the record's is a boolean.
  const own = Object.fromEntries(
    Object.entries(answers)
      .filter(([key]) => key in applicants.fields)
      .map(([key, value]) => [
        key,
        applicants.fields[key as keyof typeof applicants.fields].kind === 'yesNo'
          ? value === 'yes'
          : value,
      ]),
  );
  return {
    ...own,
    stage: 'Applied',
    appliedOn: today,
    // 'NC' is the spec's status of a new carer applicant, set here rather than asked (§3.1).
    carerStatus: 'NC',
    route: answers[NEEDS_SPONSORSHIP] === 'yes' ? 'International (sponsored)' : 'UK resident',
  };
}

const workValues = (entry: AnswerEntry) => ({
  employer: text(entry.employer_name),
  jobTitle: text(entry.position),
  fromDate: text(entry.start_date),
  toDate: text(entry.end_date),
  reasonForLeaving: text(entry.reason_for_leaving),
});

/**
 * The address typed on the application is where the applicant lives now, so it is the first row
 * of their address history (the office would otherwise retype it). The history keeps two lines:
 * the form's third line joins its second.
 */
const addressValues = (answers: Answers) => ({
  address1: text(answers.address1),
  address2: [text(answers.address2), text(answers.address3)].filter(Boolean).join(', ') || null,
  town: text(answers.town),
  postcode: text(answers.postcode),
  fromDate: text(answers[ADDRESS_SINCE]),
});
const ADDRESS_ANSWER: Record<string, string> = { fromDate: ADDRESS_SINCE };

const referenceValues = (entry: AnswerEntry) => ({
  type: text(entry.type),
  refereeName: text(entry.referee_name),
  company: text(entry.company),
  jobTitle: text(entry.job_title),
  phone: text(entry.phone_number),
  email: text(entry.email),
  howLongKnown: text(entry.how_long_known),
  capacityKnown: text(entry.capacity_known),
  mayApproachBeforeInterview:
    entry.can_approach_before_interview === undefined
      ? null
      : entry.can_approach_before_interview === 'yes',
  requestState: 'Not requested',
});

function idempotencyKey(header: string | string[] | undefined): string | null {
  if (typeof header !== 'string') return null;
  if (!/^[\w-]{8,100}$/.test(header)) {
    throw new HttpError(
      400,
      'The Idempotency-Key header must be 8 to 100 letters, digits, - or _.',
    );
  }
  return header;
}

/**
 * A public caller has no user, so its Idempotency-Keys are kept under the organisation's id in
 * the user column (ids are random UUIDs: no user shares one). A retry of the same application
 * finds the applicant it made; the same key with other answers is refused.
 */
async function earlierApplication(db: Db, organisationId: string, key: string, hash: string) {
  const keys = schema.idempotencyKeys;
  const [found] = await db
    .select({ recordId: keys.recordId, requestHash: keys.requestHash })
    .from(keys)
    .where(and(eq(keys.userId, organisationId), eq(keys.key, key)));
  if (found && found.requestHash !== hash) {
    throw new HttpError(422, 'That Idempotency-Key was already used with a different application.');
  }
  return found?.recordId ?? null;
}

const submitApplication = defineRoute({
  method: 'POST',
  url: '/api/v1/application-form',
  refusals: [422, 429],
  access: PUBLIC,
  summary:
    'Apply: make the applicant with their work history, references and address, and email their private link',
  body: submitBody,
  answer: noDataAnswer,
  async handler({ body, request, services }) {
    const { db } = services;
    const organisation = await organisationFor(db, { organisation: body.organisation });
    const key = idempotencyKey(request.headers['idempotency-key']);
    const hash = requestFingerprint(request.url, body);
    if (key && (await earlierApplication(db, organisation.id, key, hash))) {
      return { data: null, message: APPLICATION_SENT };
    }
    const form = applicationForm(await choicesOf(db, organisation.id));
    const answerErrors = validateAnswers(form, body.answers);
    if (Object.keys(answerErrors).length > 0) {
      throw new HttpError(
        400,
        'Please correct the highlighted answers.',
        Object.fromEntries(
          Object.entries(answerErrors).map(([id, message]) => [`answers.${id}`, [message]]),
        ),
      );
    }
    const answers = cleanAnswers(form, body.answers);
    const today = ukCalendarDate();
    const errors: FieldErrors = {};
    const applicant = valuesFor(
      applicants,
      applicantValues(answers, today),
      (k) => `answers.${k}`,
      errors,
    );
    const jobs = entriesOf(answers.previous_employment).map((entry, i) =>
      valuesFor(
        applicantWorkHistory,
        workValues(entry),
        (k) => `answers.previous_employment.${i}.${k}`,
        errors,
      ),
    );
    const referees = entriesOf(answers.references).map((entry, i) =>
      valuesFor(
        applicantReferences,
        referenceValues(entry),
        (k) => `answers.references.${i}.${k}`,
        errors,
      ),
    );
    const home = valuesFor(
      applicantAddressHistory,
      addressValues(answers),
      (k) => `answers.${ADDRESS_ANSWER[k] ?? k}`,
      errors,
    );
    if (!applicant || Object.keys(errors).length > 0) {
      throw new HttpError(400, 'Please correct the highlighted answers.', errors);
    }
    const email = String(applicant.email);
    await takeAttempt(
      db,
      [
        { key: `application:address:${addressGroup(request.ip)}`, rule: APPLICATION_RULES.address },
        { key: `application:email:${email.toLowerCase()}`, rule: APPLICATION_RULES.email },
      ],
      'Too many applications from here.',
    );

    const made = await db
      .transaction(async (tx) => {
        // A public form: nobody signed in makes the applicant, from the caller's address.
        const actor = { ...systemActor(organisation.id), ip: request.ip };
        const row = await insertRecord(tx, actor, applicants, applicant, {
          note: { via: 'application form' },
        });
        const applicantId = row.id as string;
        const subject = { type: 'applicants', id: applicantId };
        const nested: [RecordKind, Record<string, unknown> | null][] = [
          ...jobs.map(
            (values) =>
              [applicantWorkHistory, values] as [RecordKind, Record<string, unknown> | null],
          ),
          ...referees.map(
            (values) =>
              [applicantReferences, values] as [RecordKind, Record<string, unknown> | null],
          ),
          [applicantAddressHistory, home],
        ];
        for (const [kind, values] of nested) {
          await insertRecord(tx, actor, kind, values ?? {}, { parentId: applicantId, subject });
        }
        if (key) {
          await tx.insert(schema.idempotencyKeys).values({
            userId: organisation.id,
            key,
            recordKind: 'applicants',
            recordId: applicantId,
            requestHash: hash,
          });
        }
        const link = await issueLink(tx, {
          purpose: APPLICANT_FILE_LINK,
          subjectId: applicantId,
          organisationId: organisation.id,
          issuedBy: null,
          ip: request.ip,
        });
        return { forename: String((row as Record<string, unknown>).forename), token: link.token };
      })
      .catch(async (error: unknown) => {
        // The same key sent twice at once: the other request made the applicant.
        if (key && (await earlierApplication(db, organisation.id, key, hash))) return null;
        throw error;
      });
    if (made)
      await emailApplicantLink(
        services,
        organisation,
        { email, forename: made.forename },
        made.token,
      );
    return { data: null, message: APPLICATION_SENT };
  },
});

/** The applicant's email with their private link (withheld from every log). */
export async function emailApplicantLink(
  { mailer, config }: Pick<Services, 'mailer' | 'config'>,
  organisation: { id: string; name: string },
  applicant: { email: string; forename: string },
  token: string,
) {
  await mailer.send({
    organisationId: organisation.id,
    to: applicant.email,
    subject: `Your application to ${organisation.name}`,
    text: [
      `Hello ${applicant.forename},`,
      '',
      `Thank you for applying to ${organisation.name}. To carry on, open your private link and add your work, education and address history:`,
      '',
      linkToPage(config, APPLICANT_LINK_PAGE, token),
      '',
      'The link works for 30 days. Keep it to yourself: anyone with it can see your application.',
    ],
  });
}

export const applicationRoutes = [applicationOptions, submitApplication];
