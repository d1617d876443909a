import { dateOrder, defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';

/**
 * A review of the client's care with them and those close to them: the first at six weeks, then
 * at least once a year, and whenever needs change or after a hospital stay.
 */
export const clientReviewForms = defineRecord({
  name: 'client-review-forms',
  area: 'clients',
  singular: 'Client Review Form',
  plural: 'Client Review Form',
  parent: 'clients',
  ownPermissions: true,
  path: 'edit/review-form',
  auditReads: true,
  fields: {
    reviewDate: field.date('Review date', { required: true }),
    reviewType: field.choice(
      'Review type',
      ['Six-week', 'Annual', 'Hospital discharge', 'Change in need'],
      { required: true },
    ),
    reviewedBy: field.text('Reviewed by', { required: true, max: 150 }),
    attendees: field.longText('Attendees', {
      max: 1000,
      help: 'Names and roles, e.g. client, daughter, social worker.',
    }),
    carePlanMeetsNeeds: field.yesNo('The care plan meets the client’s needs'),
    changesAgreed: field.longText('Changes agreed', { max: 5000 }),
    clientView: field.longText('Client’s view', { max: 5000 }),
    familyView: field.longText('Family’s view', { max: 5000 }),
    nextReviewDate: field.date('Next review date', { required: true }),
  },
  rules: [
    dateOrder('reviewDate', 'nextReviewDate', 'The next review must be after this review.'),
    {
      field: 'changesAgreed',
      message: 'Say what changes were agreed when the care plan does not meet the client’s needs.',
      check: (values) => values.carePlanMeetsNeeds === true || Boolean(values.changesAgreed),
    },
  ],
  titleField: 'reviewedBy',
  list: {
    columns: ['reviewDate', 'reviewType', 'reviewedBy', 'carePlanMeetsNeeds', 'nextReviewDate'],
    sort: 'reviewDate',
    dir: 'desc',
    filters: ['reviewType', 'carePlanMeetsNeeds'],
    search: ['reviewedBy'],
  },
});
