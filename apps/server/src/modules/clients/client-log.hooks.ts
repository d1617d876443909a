import type { RecordHooks } from '../../platform/records/record-hooks';
import { ownStaffRecords } from '../staff';

/**
 * A log a care worker writes from their own account names their carer file, so the log links to
 * the carer and the carer's profile lists it; one written from an office account, or naming a
 * carer already, is left as sent.
 */
export const clientLogHooks: RecordHooks = {
  async beforeCreate({ values }, { auth, db }) {
    if (typeof values.carer === 'string' && values.carer) return;
    const carer = (await ownStaffRecords(db, auth)).find((own) => own.owner === 'carers');
    if (carer) values.carer = carer.id;
  },
};
