import { recordKind } from '@care360/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { RecordHooks } from '../../platform/records/record-hooks';
import { column, tableOf } from '../../platform/records/record-query';

/**
 * A log a care worker writes from their own account names their carer file, so the log links to
 * the carer and the carer's profile lists it; one written from an office account, or naming a
 * carer already, is left as sent.
 */

const carerTable = tableOf(recordKind('carers'));

export const clientLogHooks: RecordHooks = {
  async beforeCreate({ values }, { auth, db }) {
    if (typeof values.carer === 'string' && values.carer) return;
    const [carer] = await db
      .select({ id: column(carerTable, 'id') })
      .from(carerTable)
      .where(
        and(
          eq(column(carerTable, 'organisationId'), auth.user.organisation.id),
          eq(column(carerTable, 'user'), auth.user.id),
          isNull(column(carerTable, 'deletedAt')),
        ),
      )
      .limit(1);
    if (carer) values.carer = String(carer.id);
  },
};
