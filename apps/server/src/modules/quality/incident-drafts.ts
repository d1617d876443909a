import { type RecordHooks, refusal } from '../../platform/records/record-hooks';

/**
 * Who may make an incident a Draft. A draft is a carer's report from the phone that the office
 * has not yet checked (harm not judged, nobody told); the QA dashboard leaves drafts out until
 * they are opened. An entry made in the office is checked as it is typed, so it starts Open, and
 * an opened entry never goes back to Draft, so nothing once counted drops out of the counts. The
 * phone's report writes its draft through the store's workflow step, not through these hooks.
 */
export const incidentDraftHooks: RecordHooks = {
  async beforeCreate(write) {
    if (write.values.status === 'Draft') {
      throw refusal(
        'status',
        'Only a carer’s report from the phone starts as a draft: an incident entered here starts Open.',
      );
    }
  },
  async beforeUpdate(write) {
    if (write.values.status === 'Draft' && write.existing.status !== 'Draft') {
      throw refusal('status', 'An opened incident cannot go back to draft.');
    }
  },
};
