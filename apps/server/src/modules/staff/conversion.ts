import { randomUUID } from 'node:crypto';
import { type Db, schema } from '@care360/db';
import {
  APPLICANT_FILE,
  CARER_FILE,
  CARER_FORM_OF_APPLICANT_FORM,
  carerFormKeyOf,
  carerFromApplicant,
  carerInterviewFromApplicant,
  carerRecruitmentInfoFromApplicant,
  carerReferenceFromApplicant,
  type MakeCarerBody,
  onboardingTodos,
  recordKind,
  SAME_FIELD_SECTIONS,
  ukCalendarDate,
} from '@care360/domain';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/auth-context';
import { copyFilesFor } from '../../platform/files/file-owners';
import { HttpError, notFound } from '../../platform/http/envelope';
import { column, scopeOf, tableOf } from '../../platform/records/record-query';
import { noteAction } from '../../platform/records/record-store';
import { assertClearedToStart } from '../recruitment';
import { refreshCompliance } from './compliance';
import { insertOnboardingTodos } from './onboarding-todos';

/**
 * An applicant cleared to start becomes an active carer with the file they built:
 * one transaction that checks clearance, makes the carer, copies each section and the signed
 * questionnaires, and writes the trail on both files. The mapping itself is the domain's
 * (catalogue/staff/conversion.ts).
 */

type Row = Record<string, unknown>;
const applicants = recordKind('applicants');
const carers = recordKind('carers');

/** The live rows of one of the applicant's sections, oldest first. */
async function sectionOf(tx: Db, organisationId: string, kindName: string, applicantId: string) {
  const table = tableOf(recordKind(kindName));
  return (await tx
    .select()
    .from(table)
    .where(
      and(
        eq(column(table, 'organisationId'), organisationId),
        eq(column(table, 'parentId'), applicantId),
        isNull(column(table, 'deletedAt')),
      ),
    )
    .orderBy(asc(column(table, 'createdAt')))) as Row[];
}

/** The values a kind stores, normalised as the API would store them; 422 if they do not hold. */
function valuesFor(kindName: string, values: Row): Row {
  const kind = recordKind(kindName);
  // Only the kind's own fields: a copied row's id, parent and stamps are the new record's own.
  const own = Object.fromEntries(
    Object.keys(kind.fields)
      .filter((key) => values[key] !== undefined && values[key] !== null)
      .map((key) => [key, values[key]]),
  );
  const parsed = kind.createSchema.safeParse(own);
  if (!parsed.success) {
    throw new HttpError(
      422,
      `The applicant's ${kind.plural.toLowerCase()} could not be copied: correct them on the applicant's file first.`,
    );
  }
  return parsed.data;
}

/** The carer this applicant already became, if any. */
export async function carerOfApplicant(
  db: Db,
  organisationId: string,
  applicantId: string,
): Promise<{ carerId: string; name: string } | null> {
  const table = tableOf(carers);
  const [found] = await db
    .select({
      id: column(table, 'id'),
      forename: column(table, 'forename'),
      surname: column(table, 'surname'),
    })
    .from(table)
    .where(
      and(
        eq(column(table, 'organisationId'), organisationId),
        eq(column(table, 'applicant'), applicantId),
        isNull(column(table, 'deletedAt')),
      ),
    )
    .limit(1);
  if (!found) return null;
  return { carerId: String(found.id), name: `${found.forename} ${found.surname}` };
}

/** Inserts rows of one carer section; answers how many. */
async function insertSection(
  tx: Db,
  auth: AuthContext,
  carerId: string,
  kindName: string,
  rows: Row[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const kind = recordKind(kindName);
  const organisationId = auth.user.organisation.id;
  const values = [];
  for (const row of rows) {
    // The copy owns copies of its files: the carer's file downloads and saves them as its own.
    const id = randomUUID();
    values.push({
      ...(await copyFilesFor(tx, kind, id, valuesFor(kindName, row), organisationId)),
      id,
      organisationId,
      parentId: carerId,
      createdBy: auth.user.id,
      updatedBy: auth.user.id,
    });
  }
  await tx.insert(tableOf(kind)).values(values as never);
  return rows.length;
}

/** The applicant's questionnaires that the carer's file has too, re-owned as copies. */
async function copyResponses(
  tx: Db,
  organisationId: string,
  applicantId: string,
  carerId: string,
): Promise<number> {
  const carerKeys = new Set(CARER_FILE.questionnaires.map((form) => form.key));
  const applicantKeys = [
    ...new Set([
      ...Object.keys(CARER_FORM_OF_APPLICANT_FORM),
      ...APPLICANT_FILE.questionnaires.map((form) => form.key).filter((key) => carerKeys.has(key)),
    ]),
  ];
  const { formResponses } = schema;
  const responses = await tx
    .select()
    .from(formResponses)
    .where(
      and(
        eq(formResponses.organisationId, organisationId),
        eq(formResponses.subjectType, APPLICANT_FILE.responseSubject),
        eq(formResponses.subjectId, applicantId),
        inArray(formResponses.formKey, applicantKeys),
        isNull(formResponses.deletedAt),
      ),
    )
    .orderBy(asc(formResponses.createdAt));
  if (responses.length === 0) return 0;
  // Copies as they were signed: the same definition, answers, signatures, dates and status.
  await tx.insert(formResponses).values(
    responses.map(({ id: _id, version: _version, ...response }) => ({
      ...response,
      subjectType: CARER_FILE.responseSubject,
      subjectId: carerId,
      formKey: carerFormKeyOf(response.formKey),
    })),
  );
  return responses.length;
}

/**
 * Makes the carer. Refuses with 404 (not the caller's applicant), 422 (not cleared to start,
 * naming what is missing) or 409 (already a carer, naming them); a refusal writes nothing.
 */
export async function makeCarer(
  tx: Db,
  auth: AuthContext,
  ip: string,
  applicantId: string,
  terms: MakeCarerBody,
): Promise<{ carerId: string; copied: Record<string, number> }> {
  const organisationId = auth.user.organisation.id;
  const applicantTable = tableOf(applicants);
  // Two clicks at once queue here: the second finds the carer the first made.
  const [applicant] = (await tx
    .select()
    .from(applicantTable)
    .where(and(eq(column(applicantTable, 'id'), applicantId), scopeOf(applicants, auth.user)))
    .for('update')) as Row[];
  if (!applicant) throw notFound('applicant');
  const existing = await carerOfApplicant(tx, organisationId, applicantId);
  if (existing) {
    throw new HttpError(
      409,
      `This applicant is already a carer: ${existing.name}.`,
      {},
      {},
      { carerId: existing.carerId, name: existing.name },
    );
  }
  const clearance = await assertClearedToStart(tx, auth.user, applicantId);

  const today = ukCalendarDate();
  const [carer] = (await tx
    .insert(tableOf(carers))
    .values({
      ...valuesFor('carers', carerFromApplicant(applicant, terms, today)),
      organisationId,
      createdBy: auth.user.id,
      updatedBy: auth.user.id,
    } as never)
    .returning()) as Row[];
  const carerId = String(carer?.id);

  const section = (kind: string) => sectionOf(tx, organisationId, kind, applicantId);
  const copied: Record<string, number> = {};
  for (const [from, to] of SAME_FIELD_SECTIONS) {
    copied[to] = await insertSection(tx, auth, carerId, to, await section(from));
  }
  copied['carer-references'] = await insertSection(
    tx,
    auth,
    carerId,
    'carer-references',
    (await section('applicant-references')).map(carerReferenceFromApplicant),
  );
  const held = (await section('applicant-interviews')).filter((row) => row.state === 'Held');
  const interviewers = held.map((row) => row.interviewer).filter((id) => typeof id === 'string');
  const names = interviewers.length
    ? await tx
        .select({ id: schema.users.id, name: schema.users.name })
        .from(schema.users)
        .where(inArray(schema.users.id, interviewers as string[]))
    : [];
  copied['carer-interviews'] = await insertSection(
    tx,
    auth,
    carerId,
    'carer-interviews',
    held.map((row) =>
      carerInterviewFromApplicant(row, names.find((u) => u.id === row.interviewer)?.name ?? ''),
    ),
  );
  copied['carer-recruitment-info'] = await insertSection(
    tx,
    auth,
    carerId,
    'carer-recruitment-info',
    [carerRecruitmentInfoFromApplicant(applicant)],
  );
  copied.questionnaires = await copyResponses(tx, organisationId, applicantId, carerId);
  // The override's conditions and every check still outstanding follow them onto their file.
  copied['carer-onboarding-todos'] = await insertOnboardingTodos(
    tx,
    auth,
    carerId,
    onboardingTodos(
      { conditions: clearance.override?.conditions ?? null, outstanding: clearance.missing },
      String(carer?.startDate ?? today),
    ),
  );
  // The right to work and DBS they brought: their compliance from the first day (compliance.ts).
  await refreshCompliance(tx, organisationId, 'carers', [carerId]);

  // The trail on both files: the applicant's shows who they became, the carer's where from.
  await noteAction(
    tx,
    { userId: auth.user.id, ip: ip },
    {
      organisationId,
      action: 'make-carer',
      recordType: applicants.name,
      recordId: applicantId,
      changes: { carer: carerId },
    },
  );
  await noteAction(
    tx,
    { userId: auth.user.id, ip: ip },
    {
      organisationId,
      action: 'create',
      recordType: carers.name,
      recordId: carerId,
      changes: { fromApplicant: applicantId, copied },
    },
  );
  return { carerId, copied };
}
