import { recordKind } from '@care360/domain';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { defineLinkPurpose } from '../../platform/links/link-purpose';
import { column, tableOf } from '../../platform/records/record-query';

// The record table is typed by its standard columns; the declared ones are reached by name.
const applicants = tableOf(recordKind('applicants'));

/**
 * The applicant's private link: emailed when they apply, it opens their history pages,
 * packs, test and contract for 30 days, as often as they need. A rejected or deleted applicant's
 * link stops working at once.
 */
export const APPLICANT_FILE_LINK = defineLinkPurpose({
  name: 'applicant-file',
  subjectType: 'applicants',
  hours: 30 * 24,
  singleUse: false,
  subjectIsLive: async (db, { id, organisationId }) => {
    const [row] = await db
      .select({ id: applicants.id })
      .from(applicants)
      .where(
        and(
          eq(applicants.id, id),
          eq(applicants.organisationId, organisationId),
          isNull(applicants.deletedAt),
          ne(column(applicants, 'stage'), 'Rejected'),
        ),
      );
    return Boolean(row);
  },
});
