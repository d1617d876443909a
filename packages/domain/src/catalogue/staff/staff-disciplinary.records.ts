import { field } from '../../engine/records/fields';
import { staffSection } from './staff-section';

/**
 * A disciplinary matter on a carer's or office employee's file, as an agency following the Acas
 * Code of Practice on disciplinary and grievance procedures keeps it: what it was about, who
 * investigated, the hearing and its outcome, any appeal, and when a warning is spent.
 */
export const DISCIPLINARY_TYPES = [
  'Investigation',
  'Suspension',
  'Verbal warning',
  'Written warning',
  'Final written warning',
  'Dismissal',
] as const;

export const staffDisciplinary = staffSection({
  key: 'disciplinary',
  singular: 'Disciplinary',
  plural: 'Disciplinary',
  fields: {
    raisedOn: field.date('Date', { required: true, notFuture: true }),
    type: field.choice('Type', DISCIPLINARY_TYPES, { required: true }),
    reason: field.longText('Reason', { required: true, max: 5000 }),
    investigatedBy: field.reference('Investigated by', 'users'),
    hearingOn: field.date('Hearing date'),
    outcome: field.choice('Outcome', [
      'Pending',
      'No further action',
      'Warning given',
      'Dismissed',
      'Resigned',
    ]),
    outcomeNotes: field.longText('Outcome details', { max: 3000 }),
    appealed: field.yesNo('Appealed'),
    appealOutcome: field.choice('Appeal outcome', ['Pending', 'Upheld', 'Overturned', 'Varied']),
    reviewOn: field.date('Review date', {
      help: 'When the warning is spent or the case reviewed.',
    }),
    document: field.file('Documents'),
  },
  rules: [
    {
      field: 'hearingOn',
      message: 'The hearing cannot be before the matter was raised.',
      check: (v) => !v.hearingOn || !v.raisedOn || String(v.hearingOn) >= String(v.raisedOn),
    },
    {
      field: 'appealOutcome',
      message: 'Only an appealed matter has an appeal outcome.',
      check: (v) => !v.appealOutcome || v.appealed === true,
    },
  ],
  titleField: 'type',
  list: {
    columns: ['raisedOn', 'type', 'investigatedBy', 'hearingOn', 'outcome', 'reviewOn'],
    sort: 'raisedOn',
    dir: 'desc',
    filters: ['type', 'outcome'],
  },
});
