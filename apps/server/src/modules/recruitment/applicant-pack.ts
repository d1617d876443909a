import { type Db, schema } from '@care360/db';
import {
  APPLICANT_FILE,
  type ApplicantPackKey,
  type ContractChoice,
  contractFor,
  type FormDefinition,
  fileQuestionnaire,
  isContractKey,
  recordKind,
  supportWorkerTest,
} from '@care360/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { notFound } from '../../platform/http/envelope';
import type { PersonFileExtension } from '../../platform/person-files/person-file-extension';
import { column, tableOf } from '../../platform/records/record-query';
import { recruitmentSettingsFor } from './recruitment-settings';

const { organisations } = schema;
// Record tables are typed by their standard columns; the declared ones are reached by name.
const applicants = tableOf(recordKind('applicants'));

/** The facts of an applicant their pages need: who they are, and what picks their contract. */
export async function packApplicant(db: Db, organisationId: string, applicantId: string) {
  const [row] = await db
    .select({
      forename: column(applicants, 'forename'),
      surname: column(applicants, 'surname'),
      dateOfBirth: column(applicants, 'dateOfBirth'),
      route: column(applicants, 'route'),
      organisationName: organisations.name,
    })
    .from(applicants)
    .innerJoin(organisations, eq(organisations.id, applicants.organisationId))
    .where(
      and(
        eq(applicants.id, applicantId),
        eq(applicants.organisationId, organisationId),
        isNull(applicants.deletedAt),
      ),
    );
  if (!row) throw notFound('applicant');
  return {
    forename: String(row.forename),
    surname: String(row.surname),
    dateOfBirth: row.dateOfBirth as string | null,
    route: row.route as string | null,
    organisationName: row.organisationName,
  };
}
export type PackApplicant = Awaited<ReturnType<typeof packApplicant>>;

/** The pack as the applicant file declares it (the version answers are stored against). */
export function packForm(key: ApplicantPackKey): FormDefinition {
  const form = fileQuestionnaire(APPLICANT_FILE, key);
  if (!form) throw new Error(`the applicant file has no form ${key}`);
  return form;
}

/**
 * The form the organisation scores a saved response with: the support-worker test with its own
 * pass mark (recruitment settings), every other form as declared.
 */
export async function scoringForm(
  db: Db,
  organisationId: string,
  form: FormDefinition,
): Promise<FormDefinition> {
  if (form.key !== 'support-worker-test') return form;
  return supportWorkerTest((await recruitmentSettingsFor(db, organisationId)).testPassMark);
}

/** What the applicant file adds on the server: the test scored with the organisation's mark. */
export const applicantFileExtension: PersonFileExtension = { scoringFormOf: scoringForm };

/**
 * A form as the applicant's browser gets it: a test without the points of its options or its
 * bands, so the right answers and the pass mark stay with the office.
 */
export function withoutMarks(form: FormDefinition): FormDefinition {
  if (!form.scoring) return form;
  const { scoring: _, ...rest } = form;
  return {
    ...rest,
    sections: form.sections.map((section) => ({
      ...section,
      questions: section.questions.map(({ scoreIfYes: _s, ...question }) => ({
        ...question,
        ...(question.options
          ? { options: question.options.map(({ score: _p, ...option }) => option) }
          : {}),
      })),
    })),
  };
}

/** The contract this applicant is offered today, for a contract's page; null for other forms. */
export function offeredContract(
  key: ApplicantPackKey,
  applicant: PackApplicant,
  today: string,
): ContractChoice | null {
  if (!isContractKey(key)) return null;
  return contractFor({ dateOfBirth: applicant.dateOfBirth, route: applicant.route }, today);
}
