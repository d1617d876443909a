import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';

/** What a client (or their family) thought of the care when it ended: feedback for CQC's Well-led. */
export const clientExitSurveys = defineRecord({
  name: 'client-exit-surveys',
  area: 'clients',
  singular: 'Client Exit Survey',
  plural: 'Client Exit Survey',
  parent: 'clients',
  ownPermissions: true,
  path: 'edit/exit-survey',
  auditReads: true,
  fields: {
    date: field.date('Date', { required: true }),
    reasonForLeaving: field.choice(
      'Reason for leaving care',
      [
        'No longer needs care',
        'Moved to a care home',
        'Moved to another provider',
        'Moved out of the area',
        'Family now providing care',
        'Funding ended',
        'Hospital admission',
        'Died',
        'Other',
      ],
      { required: true },
    ),
    completedBy: field.choice('Completed by', ['Client', 'Family member', 'Representative']),
    overallSatisfaction: field.choice(
      'Overall satisfaction',
      [
        { value: '1', label: '1 – Very dissatisfied' },
        { value: '2', label: '2 – Dissatisfied' },
        { value: '3', label: '3 – Neither' },
        { value: '4', label: '4 – Satisfied' },
        { value: '5', label: '5 – Very satisfied' },
      ],
      { required: true },
    ),
    wouldRecommend: field.yesNo('Would recommend us'),
    comments: field.longText('Comments', { max: 5000 }),
  },
  titleField: 'reasonForLeaving',
  list: {
    columns: ['date', 'reasonForLeaving', 'overallSatisfaction', 'wouldRecommend'],
    sort: 'date',
    dir: 'desc',
    filters: ['reasonForLeaving', 'overallSatisfaction', 'wouldRecommend'],
  },
});
