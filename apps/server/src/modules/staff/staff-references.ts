import { type Db, schema } from '@care360/db';
import {
  cleanAnswers,
  type EmailPreview,
  emailPreviewAnswer,
  formatUkDate,
  recordKind,
  refereeFormOf,
  STAFF_OWNER_KINDS,
  STAFF_OWNERS,
  type StaffOwner,
  type StaffReferenceAnswers,
  staffReferenceAnswersAnswer,
  staffReferences,
  ukCalendarDate,
  validateAnswers,
} from '@care360/domain';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AuthContext } from '../../platform/auth/auth-context';
import { type FieldErrors, HttpError, notFound } from '../../platform/http/envelope';
import { type AnyRoute, defineRoute } from '../../platform/http/route';
import { auditFileAccess } from '../../platform/person-files/person-file-access';
import { insertResponse, storedDefinition } from '../../platform/person-files/person-form-store';
import { column, tableOf } from '../../platform/records/record-query';
import { changeRecord, requestActor } from '../../platform/records/record-store';
import { REFERENCE_RESPONSE_SUBJECT } from '../recruitment';
import { dearName, fullName, STAFF_FILES, signOffOf, staffPersonOf } from './staff-contract-emails';

/**
 * A staff file's references (spec §2.5, §2.6): the referee's answers on EmploymentReference /
 * CharacterReference, answers the office took by phone, and the request email to the referee.
 *
 * Where the answers live: a referee answered while the person was an applicant, against the
 * applicant's reference (subject 'applicant-reference'); making the carer copies the reference's
 * row (conversion.ts) but not its answers, so they are read from the applicant's reference of the
 * same type and referee. Answers the office types in are stored against the staff reference
 * itself (subject 'carer-reference' / 'employee-reference'), and the newest of either is shown.
 */

type Row = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

const referenceKind = (owner: StaffOwner) => staffReferences[owner];
/** The form responses of a staff reference: the office's answers taken by phone. */
export const staffReferenceSubject = (owner: StaffOwner) =>
  `${STAFF_OWNERS[owner].prefix}-reference`;

/** `/api/v1/carers/:parentId/carer-references/:id/...`: beside the record engine's own routes. */
export const referenceParams = z.object({ parentId: z.uuid(), id: z.uuid() });

/** The person's live reference, or 404 (a reference of another person is not theirs to read). */
async function referenceOf(
  db: Db,
  auth: AuthContext,
  owner: StaffOwner,
  ownerId: string,
  refId: string,
) {
  const person = await staffPersonOf(db, auth, owner, ownerId);
  const table = tableOf(referenceKind(owner));
  const [reference] = (await db
    .select()
    .from(table)
    .where(
      and(
        eq(column(table, 'id'), refId),
        eq(column(table, 'parentId'), ownerId),
        eq(column(table, 'organisationId'), auth.user.organisation.id),
        isNull(column(table, 'deletedAt')),
      ),
    )) as Row[];
  if (!reference) throw notFound('reference');
  return { person, reference };
}

/** The applicant's references this one was copied from: same type and referee. */
async function applicantReferenceIds(db: Db, auth: AuthContext, person: Row, reference: Row) {
  const applicantId = text(person.applicant);
  if (!applicantId) return [];
  const table = tableOf(recordKind('applicant-references'));
  const rows = (await db
    .select({ id: column(table, 'id') })
    .from(table)
    .where(
      and(
        eq(column(table, 'parentId'), applicantId),
        eq(column(table, 'organisationId'), auth.user.organisation.id),
        eq(column(table, 'type'), String(reference.type)),
        eq(column(table, 'refereeName'), String(reference.refereeName)),
        isNull(column(table, 'deletedAt')),
      ),
    )) as { id: string }[];
  return rows.map((row) => row.id);
}

async function answersOf(
  db: Db,
  auth: AuthContext,
  owner: StaffOwner,
  person: Row,
  reference: Row,
): Promise<StaffReferenceAnswers['received']> {
  const { formResponses } = schema;
  const copiedFrom = await applicantReferenceIds(db, auth, person, reference);
  const own = and(
    eq(formResponses.subjectType, staffReferenceSubject(owner)),
    eq(formResponses.subjectId, String(reference.id)),
  );
  const [row] = await db
    .select({
      answers: formResponses.answers,
      definitionId: formResponses.definitionId,
      createdAt: formResponses.createdAt,
      subjectType: formResponses.subjectType,
    })
    .from(formResponses)
    .where(
      and(
        eq(formResponses.organisationId, auth.user.organisation.id),
        isNull(formResponses.deletedAt),
        copiedFrom.length > 0
          ? sql`(${own} or (${and(eq(formResponses.subjectType, REFERENCE_RESPONSE_SUBJECT), inArray(formResponses.subjectId, copiedFrom))}))`
          : own,
      ),
    )
    .orderBy(desc(formResponses.createdAt), desc(formResponses.id))
    .limit(1);
  if (!row) return null;
  return {
    definition: await storedDefinition(db, row.definitionId),
    answers: row.answers as Record<string, unknown>,
    receivedOn: new Date(row.createdAt).toISOString(),
    source: row.subjectType === REFERENCE_RESPONSE_SUBJECT ? 'referee' : 'office',
  };
}

const summaryOf = (reference: Row): StaffReferenceAnswers['reference'] => ({
  id: String(reference.id),
  type: reference.type === 'Character' ? 'Character' : 'Employer',
  refereeName: String(reference.refereeName ?? ''),
  company: text(reference.company),
});

/** The reference request to the referee, as it would be sent; `blocked` without their email. */
async function requestEmail(
  db: Db,
  auth: AuthContext,
  person: Row,
  reference: Row,
): Promise<EmailPreview> {
  const organisation = auth.user.organisation.name;
  const name = fullName(person);
  const to = text(reference.email) ?? '';
  const character = reference.type === 'Character';
  const subject = `A reference for ${name}`;
  if (!to)
    return {
      to: '',
      subject,
      body: '',
      blocked: `${String(reference.refereeName)} has no email address: add it on the reference first.`,
    };
  return {
    to,
    subject,
    blocked: null,
    body: [
      `Dear ${String(reference.refereeName)},`,
      '',
      `${name} works for ${organisation} and named you as a ${character ? 'character referee' : 'referee from their employment'}${text(reference.company) ? ` at ${reference.company}` : ''}.`,
      '',
      character
        ? `Please tell us how long and in what capacity you have known ${dearName(person)}, and whether you would consider them suitable to care for vulnerable adults.`
        : `Please confirm the dates of ${dearName(person)}'s employment and their job title, your view of their reliability, honesty and conduct, whether they were subject to any disciplinary action, and whether you would employ them again.`,
      '',
      'You can reply to this email or call us on the number below, and we will take your reference over the phone. Everything you tell us is kept confidential.',
      ...(await signOffOf(db, auth, person.branch)),
    ].join('\n'),
  };
}

/** Answers the office took by phone: the referee form's own rules check them. */
const phoneBody = z.object({
  answers: z.record(z.string().max(100), z.unknown(), { error: 'Send the answers.' }),
});

function referenceRoutes(owner: StaffOwner): AnyRoute[] {
  const kind = recordKind(owner);
  const refKind = referenceKind(owner);
  const file = STAFF_FILES[owner];
  const base = `/api/v1/${owner}/:parentId/${refKind.name}/:id`;
  return [
    defineRoute({
      method: 'GET',
      url: `${base}/answers`,
      access: { permission: refKind.permissions.read },
      answer: staffReferenceAnswersAnswer,
      summary: `The referee's answers to a ${kind.singular.toLowerCase()}'s reference (each read is audited)`,
      params: referenceParams,
      resource: refKind.name,
      async handler({ auth, params, request, services: { db } }) {
        const data = await db.transaction(async (tx) => {
          const { person, reference } = await referenceOf(
            tx,
            auth,
            owner,
            params.parentId,
            params.id,
          );
          const received = await answersOf(tx, auth, owner, person, reference);
          await auditFileAccess(tx, auth, request.ip, file, params.parentId, 'read', {
            section: 'reference answers',
            reference: params.id,
          });
          return { reference: summaryOf(reference), received };
        });
        return { data };
      },
    }),
    defineRoute({
      method: 'POST',
      url: `${base}/answers`,
      access: { permission: refKind.permissions.update },
      answer: staffReferenceAnswersAnswer,
      summary: `Records a referee's answers the office took by phone for a ${kind.singular.toLowerCase()}`,
      params: referenceParams,
      body: phoneBody,
      resource: refKind.name,
      async handler({ auth, params, body, request, services: { db } }) {
        const data = await db.transaction(async (tx) => {
          const { person, reference } = await referenceOf(
            tx,
            auth,
            owner,
            params.parentId,
            params.id,
          );
          const form = refereeFormOf(reference.type);
          const answerErrors = validateAnswers(form, body.answers);
          if (Object.keys(answerErrors).length > 0) {
            const errors: FieldErrors = Object.fromEntries(
              Object.entries(answerErrors).map(([id, message]) => [`answers.${id}`, [message]]),
            );
            throw new HttpError(400, 'Please correct the highlighted answers.', errors);
          }
          const today = ukCalendarDate(new Date());
          await insertResponse(
            tx,
            {
              organisationId: auth.user.organisation.id,
              subjectType: staffReferenceSubject(owner),
              subjectId: params.id,
              definition: form,
              answers: cleanAnswers(form, body.answers),
              status: 'completed',
              score: null,
              band: null,
              savedBy: auth.user.id,
              assessedOn: today,
              nextReviewOn: null,
            },
            request.log,
          );
          const receivedOn = text(reference.receivedOn) ? null : today;
          await changeRecord(
            tx,
            requestActor(auth, request.ip),
            refKind,
            params.id,
            receivedOn ? { receivedOn } : {},
            {
              auditAction: 'reference.received',
              note: { taken: 'by phone' },
              subject: { type: owner, id: params.parentId },
            },
          );
          return {
            reference: summaryOf(reference),
            received: await answersOf(tx, auth, owner, person, reference),
          };
        });
        return { data, message: 'The referee’s answers are saved.' };
      },
    }),
    defineRoute({
      method: 'GET',
      url: `${base}/email`,
      access: { permission: refKind.permissions.read },
      answer: emailPreviewAnswer,
      summary: `The reference request email to a ${kind.singular.toLowerCase()}'s referee, as it would be sent`,
      params: referenceParams,
      resource: refKind.name,
      async handler({ auth, params, request, services: { db } }) {
        const data = await db.transaction(async (tx) => {
          const { person, reference } = await referenceOf(
            tx,
            auth,
            owner,
            params.parentId,
            params.id,
          );
          const preview = await requestEmail(tx, auth, person, reference);
          await auditFileAccess(tx, auth, request.ip, file, params.parentId, 'read', {
            email: 'reference request',
            reference: params.id,
          });
          return preview;
        });
        return { data };
      },
    }),
    defineRoute({
      method: 'POST',
      url: `${base}/email/send`,
      refusals: [409],
      access: { permission: refKind.permissions.update },
      answer: emailPreviewAnswer,
      summary: `Sends the reference request email to a ${kind.singular.toLowerCase()}'s referee (kept in the email log)`,
      params: referenceParams,
      resource: refKind.name,
      async handler({ auth, params, request, services: { db, mailer } }) {
        const email = await db.transaction(async (tx) => {
          const { person, reference } = await referenceOf(
            tx,
            auth,
            owner,
            params.parentId,
            params.id,
          );
          const preview = await requestEmail(tx, auth, person, reference);
          if (preview.blocked) throw new HttpError(409, preview.blocked);
          const requestedOn = ukCalendarDate(new Date());
          // No link is issued: the entry names the referee's address and no token.
          await changeRecord(
            tx,
            requestActor(auth, request.ip),
            refKind,
            params.id,
            { requestedOn },
            {
              auditAction: 'reference.requested',
              note: { to: preview.to, subject: preview.subject },
              subject: { type: owner, id: params.parentId },
            },
          );
          return preview;
        });
        await mailer.send({
          organisationId: auth.user.organisation.id,
          to: email.to,
          subject: email.subject,
          text: email.body,
        });
        return {
          data: email,
          message: `Reference request sent to ${email.to} on ${formatUkDate(new Date())}.`,
        };
      },
    }),
  ];
}

export const staffReferenceRoutes: AnyRoute[] = STAFF_OWNER_KINDS.flatMap(referenceRoutes);
