import type { Db } from '@care360/db';
import { recordKind } from '@care360/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { defineLinkPurpose } from '../../platform/links/link-purpose';
import { column, tableOf } from '../../platform/records/record-query';

const references = recordKind('applicant-references');
const applicants = recordKind('applicants');
const referenceTable = tableOf(references);
const applicantTable = tableOf(applicants);

/**
 * A referee's link reaches its reference while the reference and its applicant are both live:
 * deleting either withdraws every link sent for it.
 */
async function referenceIsLive(db: Db, subject: { id: string; organisationId: string }) {
  const [row] = await db
    .select({ id: column(referenceTable, 'id') })
    .from(referenceTable)
    .where(
      and(
        eq(column(referenceTable, 'id'), subject.id),
        eq(column(referenceTable, 'organisationId'), subject.organisationId),
        isNull(column(referenceTable, 'deletedAt')),
        sql`exists (select 1 from ${applicantTable} where ${column(applicantTable, 'id')} = ${column(referenceTable, 'parentId')} and ${column(applicantTable, 'deletedAt')} is null)`,
      ),
    );
  return Boolean(row);
}

async function applicantIsLive(db: Db, subject: { id: string; organisationId: string }) {
  const [row] = await db
    .select({ id: column(applicantTable, 'id') })
    .from(applicantTable)
    .where(
      and(
        eq(column(applicantTable, 'id'), subject.id),
        eq(column(applicantTable, 'organisationId'), subject.organisationId),
        isNull(column(applicantTable, 'deletedAt')),
      ),
    );
  return Boolean(row);
}

/**
 * A former employer's reference form (/employer-reference): once, for 14 days unless the
 * organisation's recruitment settings say otherwise (issued with their `referenceLinkDays`).
 */
export const EMPLOYER_REFERENCE_LINK = defineLinkPurpose({
  name: 'employer-reference',
  subjectType: 'applicant-references',
  hours: 14 * 24,
  singleUse: true,
  subjectIsLive: referenceIsLive,
});

/** A character referee's form (/character-reference): as an employer's. */
export const CHARACTER_REFERENCE_LINK = defineLinkPurpose({
  ...EMPLOYER_REFERENCE_LINK,
  name: 'character-reference',
});

/**
 * The interview slots offered to an applicant (/handle-interview-action): used as often as they
 * need (book, then confirm or ask to rearrange) for 14 days; sending slots again replaces it.
 */
export const INTERVIEW_INVITATION_LINK = defineLinkPurpose({
  name: 'interview-invitation',
  subjectType: 'applicants',
  hours: 14 * 24,
  singleUse: false,
  subjectIsLive: applicantIsLive,
});

/** The web pages the links open (apps/web/src/public/referee and interview). */
export const REFERENCE_PAGES = {
  Employer: '/employer-reference',
  Character: '/character-reference',
} as const;
export const INTERVIEW_ACTION_PAGE = '/handle-interview-action';

export const referenceLinkOf = (type: unknown) =>
  type === 'Character' ? CHARACTER_REFERENCE_LINK : EMPLOYER_REFERENCE_LINK;
