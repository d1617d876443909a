import { type Db, schema } from '@care360/db';
import {
  APPLICANT_FILE,
  characterReferenceForm,
  cleanAnswers,
  completionOf,
  employerReferenceForm,
  type FormDefinition,
  noDataAnswer,
  receivedReferenceAnswer,
  refereeFormAnswer,
  referenceRequestAnswer,
  ukCalendarDate,
  validateAnswers,
} from '@care360/domain';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AuthContext } from '../../platform/auth/auth-context';
import type { OutgoingEmail } from '../../platform/email/mailer';
import { type FieldErrors, HttpError, notFound } from '../../platform/http/envelope';
import { idParams } from '../../platform/http/id-params';
import { defineRoute } from '../../platform/http/route';
import type { LinkPurpose } from '../../platform/links/link-purpose';
import { assertLiveOwner } from '../../platform/person-files/person-file-access';
import { storeDefinition, storedDefinition } from '../../platform/person-files/person-form-store';
import { scopeOf } from '../../platform/records/record-query';
import {
  auditRead,
  changeRecord,
  requestActor,
  systemActor,
} from '../../platform/records/record-store';
import { recruitmentSettingsFor } from './recruitment-settings';
import {
  normaliseRow,
  officeContactFor,
  type ReferenceRequestRow,
  refCol,
  referenceRequests,
  references,
  referenceTable,
  requestReference,
} from './referees';
import { CHARACTER_REFERENCE_LINK, EMPLOYER_REFERENCE_LINK } from './reference-links';

/**
 * Referees: the office sends a reference request and chases it by hand; the
 * referee answers through the emailed link; the office reads the answers. The automatic chase is
 * reference-chasing.job.ts.
 */

/** How stored referee answers name what they are about: the reference, not the applicant. */
export const REFERENCE_RESPONSE_SUBJECT = 'applicant-reference';

const UPDATE = { permission: references.permissions.update };
const READ = { permission: references.permissions.read };

/** The reference the caller may see (organisation, branch, live applicant), locked; else 404. */
async function lockReference(tx: Db, auth: AuthContext, id: string): Promise<ReferenceRequestRow> {
  const [row] = await referenceRequests(tx)
    .where(and(eq(refCol('id'), id), scopeOf(references, auth.user)))
    .for('update', { of: referenceTable });
  if (!row) throw notFound('reference');
  const reference = normaliseRow(row);
  await assertLiveOwner(tx, auth, APPLICANT_FILE, reference.applicantId);
  return reference;
}

function officeRequestRoute(chase: boolean) {
  return defineRoute({
    method: 'POST',
    url: `/api/v1/applicant-references/:id/${chase ? 'chase' : 'send-request'}`,
    refusals: [409],
    access: UPDATE,
    summary: chase
      ? 'Chase a reference request now: the referee is sent a new link (the old one stops working)'
      : 'Send a reference request: the referee is emailed a private link to the reference form',
    params: idParams,
    resource: references.name,
    answer: referenceRequestAnswer,
    async handler({ auth, params, request, services: { db, config, mailer } }) {
      const { email, answer } = await db.transaction(async (tx) => {
        const reference = await lockReference(tx, auth, params.id);
        if (reference.requestState === 'Received')
          throw new HttpError(409, 'This reference has already been received.');
        if (chase && reference.requestState !== 'Requested')
          throw new HttpError(
            409,
            reference.requestState === 'Overdue'
              ? 'This request ran out of chases: send the request again to start afresh.'
              : 'Send the request first: there is nothing to chase yet.',
          );
        const settings = await recruitmentSettingsFor(tx, auth.user.organisation.id);
        const email = await requestReference(tx, reference, chase, {
          config,
          settings,
          actor: requestActor(auth, request.ip),
          now: new Date(),
        });
        // Locked above and checked: nothing else can have changed it meanwhile.
        if (!email) throw notFound('reference');
        const answer = {
          id: reference.id,
          requestState: 'Requested',
          timesChased: chase ? (reference.timesChased ?? 0) + 1 : 0,
        };
        return { email, answer };
      });
      await mailer.send(email);
      return {
        data: answer,
        message: chase ? `Reminder sent to ${email.to}.` : `Reference request sent to ${email.to}.`,
      };
    },
  });
}

/** The newest answers stored for a reference, with the questions as they were when answered. */
async function receivedAnswers(db: Db, organisationId: string, referenceId: string) {
  const { formResponses } = schema;
  const [row] = await db
    .select({
      answers: formResponses.answers,
      definitionId: formResponses.definitionId,
      createdAt: formResponses.createdAt,
    })
    .from(formResponses)
    .where(
      and(
        eq(formResponses.organisationId, organisationId),
        eq(formResponses.subjectType, REFERENCE_RESPONSE_SUBJECT),
        eq(formResponses.subjectId, referenceId),
        isNull(formResponses.deletedAt),
      ),
    )
    .orderBy(desc(formResponses.createdAt), desc(formResponses.id))
    .limit(1);
  if (!row) return null;
  return {
    definition: await storedDefinition(db, row.definitionId),
    answers: row.answers as Record<string, unknown>,
    receivedOn: new Date(row.createdAt).toISOString(),
  };
}

const readAnswers = defineRoute({
  method: 'GET',
  url: '/api/v1/applicant-references/:id/answers',
  access: READ,
  summary: "The referee's answers to a reference request (each read is audited)",
  params: idParams,
  resource: references.name,
  answer: receivedReferenceAnswer,
  async handler({ auth, params, request, services: { db } }) {
    const received = await db.transaction(async (tx) => {
      const [row] = await referenceRequests(tx).where(
        and(eq(refCol('id'), params.id), scopeOf(references, auth.user)),
      );
      if (!row) throw notFound('reference');
      await assertLiveOwner(tx, auth, APPLICANT_FILE, row.applicantId);
      const received = await receivedAnswers(tx, auth.user.organisation.id, params.id);
      // A read of the applicant's file, written with the read: it shows in the file's history.
      await auditRead(tx, requestActor(auth, request.ip), {
        recordType: references.name,
        recordId: params.id,
        changes: { section: 'reference answers' },
        subject: { type: APPLICANT_FILE.owner, id: row.applicantId },
      });
      return received;
    });
    return { data: { received } };
  },
});

/** A referee's answers: the form's own rules check them (validateAnswers), so any key is allowed here. */
const refereeBody = z.object({
  answers: z.record(z.string().max(100), z.unknown(), { error: 'Send the answers.' }),
});

async function referenceOfLink(db: Db, organisationId: string, id: string) {
  const [row] = await referenceRequests(db)
    .where(and(eq(refCol('id'), id), eq(refCol('organisationId'), organisationId)))
    .for('update', { of: referenceTable });
  // The link machinery asked subjectIsLive already; a row gone since is a refusal all the same.
  if (!row) throw notFound('reference');
  return normaliseRow(row);
}

async function organisationName(db: Db, organisationId: string) {
  const [row] = await db
    .select({ name: schema.organisations.name })
    .from(schema.organisations)
    .where(eq(schema.organisations.id, organisationId));
  return row?.name ?? 'care360';
}

/**
 * The referee's two routes for one kind of reference: GET shows whose reference it is (a look
 * does not spend the link), POST stores the answers and spends it. The subject is the link's
 * reference, never anything the request names.
 */
function refereeRoutes(form: FormDefinition, purpose: LinkPurpose, url: string) {
  const refused =
    'This reference link no longer works. It may have been used already, or be out of date. Please ask the agency that sent it for a new one.';
  const show = defineRoute({
    method: 'GET',
    url: `${url}/:token`,
    access: { link: purpose, refused },
    summary: `The ${form.title.toLowerCase()} form a referee was sent`,
    answer: refereeFormAnswer,
    async handler({ link, services: { db } }) {
      const reference = await referenceOfLink(db, link.organisationId, link.subjectId);
      return {
        data: {
          formKey: form.key as 'employer-reference',
          applicantName: reference.applicantName,
          refereeName: reference.refereeName,
          organisation: await organisationName(db, link.organisationId),
        },
      };
    },
  });
  const submit = defineRoute({
    method: 'POST',
    url,
    access: { link: purpose, refused },
    summary: `Send the ${form.title.toLowerCase()}`,
    body: refereeBody,
    answer: noDataAnswer,
    async handler({ body, link, request, services: { db, mailer } }) {
      const answerErrors = validateAnswers(form, body.answers);
      if (Object.keys(answerErrors).length > 0) {
        const errors: FieldErrors = Object.fromEntries(
          Object.entries(answerErrors).map(([id, message]) => [`answers.${id}`, [message]]),
        );
        throw new HttpError(400, 'Please correct the highlighted answers.', errors);
      }
      const answers = cleanAnswers(form, body.answers);
      const reference = await referenceOfLink(db, link.organisationId, link.subjectId);
      const now = new Date();
      const definitionId = await storeDefinition(db, form, request.log);
      await db.insert(schema.formResponses).values({
        organisationId: link.organisationId,
        subjectType: REFERENCE_RESPONSE_SUBJECT,
        subjectId: reference.id,
        formKey: form.key,
        definitionId,
        answers,
        completion: completionOf(form, answers),
        status: 'completed',
        assessedOn: ukCalendarDate(now),
        createdAt: sql`clock_timestamp()`,
      });
      // A referee, not a user: the system's change, from the referee's address.
      await changeRecord(
        db,
        { ...systemActor(link.organisationId), ip: request.ip },
        references,
        reference.id,
        { requestState: 'Received', receivedOn: now, satisfactory: 'Not yet reviewed' },
        {
          auditAction: 'reference.received',
          note: { form: form.key, formVersion: form.version },
          // Its subject is the link's own (the reference), as for every entry a link's use
          // writes (the link route walk holds each use to its subject); it reads as the
          // reference's event.
          subject: { type: references.name, id: reference.id },
          at: now,
        },
      );
      const office = await officeContactFor(db, reference);
      if (office) {
        const email: OutgoingEmail = {
          organisationId: link.organisationId,
          to: office,
          subject: `Reference received for ${reference.applicantName}`,
          text: `${reference.refereeName} has sent their ${form.title.toLowerCase()} for ${reference.applicantName}. Open the applicant's references to review it and mark it satisfactory or not.`,
        };
        link.afterCommit(() => mailer.send(email));
      }
      return { data: null, message: 'Thank you. Your reference has been sent.' };
    },
  });
  return [show, submit];
}

export const refereeRoutesList = [
  officeRequestRoute(false),
  officeRequestRoute(true),
  readAnswers,
  ...refereeRoutes(employerReferenceForm, EMPLOYER_REFERENCE_LINK, '/api/v1/employer-reference'),
  ...refereeRoutes(characterReferenceForm, CHARACTER_REFERENCE_LINK, '/api/v1/character-reference'),
];
