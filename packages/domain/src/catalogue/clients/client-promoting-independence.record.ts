import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';

/** A goal the client sets to do more for themselves, and how carers support rather than do. */
export const clientPromotingIndependence = defineRecord({
  name: 'client-promoting-independence',
  area: 'clients',
  singular: 'Client Promoting Independence',
  plural: 'Client Promoting Independence',
  parent: 'clients',
  ownPermissions: true,
  path: 'edit/promoting-independence',
  auditReads: true,
  fields: {
    goal: field.text('Goal', {
      required: true,
      max: 200,
      help: 'In the client’s words, e.g. “Make my own breakfast again”.',
    }),
    clientWillDo: field.longText('What the client will do', { max: 2000 }),
    staffSupport: field.longText('How staff support', {
      max: 2000,
      help: 'Prompt and encourage; step back as the client gains confidence.',
    }),
    targetDate: field.date('Target date'),
    progress: field.choice('Progress', ['Not started', 'In progress', 'Achieved', 'Stopped'], {
      required: true,
    }),
    reviewedOn: field.date('Reviewed on'),
  },
  titleField: 'goal',
  list: {
    columns: ['goal', 'progress', 'targetDate', 'reviewedOn'],
    sort: 'targetDate',
    filters: ['progress'],
    search: ['goal'],
  },
});
