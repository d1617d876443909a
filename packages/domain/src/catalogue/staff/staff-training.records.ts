import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';
import { staffSection } from './staff-section';

/**
 * Training: the courses the agency runs, each valid for a period (reference data, beyond the
 * spec's screens), and each person's completions, whose expiry the training matrix and the
 * profile read (training-status.ts).
 */

export const trainingCourses = defineRecord({
  name: 'training-courses',
  area: 'staff',
  singular: 'Training Course',
  plural: 'Training Courses',
  navGroup: 'Carers',
  fields: {
    name: field.text('Course', { required: true, max: 150, unique: true }),
    validityMonths: field.number('Valid for (months)', {
      min: 1,
      max: 120,
      help: 'Leave empty for a course taken once (the Care Certificate).',
    }),
    mandatory: field.yesNo('Mandatory', { default: true }),
    appliesTo: field.choice('Who must hold it', ['Carers', 'Office employees', 'All staff'], {
      required: true,
    }),
    active: field.yesNo('Active', { default: true }),
  },
  titleField: 'name',
  list: {
    columns: ['name', 'validityMonths', 'mandatory', 'appliesTo', 'active'],
    sort: 'name',
    filters: ['appliesTo', 'mandatory', 'active'],
    search: ['name'],
  },
});

/** A course completed by a member of staff: it expires its course's validity after completion. */
export const staffTrainingRecords = staffSection({
  key: 'training-records',
  singular: 'Training Record',
  plural: 'Training Records',
  fields: {
    course: field.reference('Course', 'training-courses', { required: true }),
    completedOn: field.date('Completed on', { required: true, notFuture: true }),
    expiresOn: field.date('Expires on', {
      help: 'Worked out from the course: left empty, it is the completion date plus its validity.',
    }),
    provider: field.text('Provider or trainer', { max: 150 }),
    certificate: field.file('Certificate'),
  },
  titleField: 'course',
  rules: [
    {
      field: 'expiresOn',
      message: 'Training cannot expire before it was completed.',
      check: (v) => !v.expiresOn || !v.completedOn || String(v.expiresOn) > String(v.completedOn),
    },
  ],
  list: {
    columns: ['course', 'completedOn', 'expiresOn', 'provider'],
    sort: 'completedOn',
    dir: 'desc',
    filters: ['course'],
  },
});

export const staffRefresherTraining = staffSection({
  key: 'refresher-training',
  owners: ['carers'],
  singular: 'Refresher Training',
  plural: 'Refresher Training',
  fields: {
    course: field.reference('Course', 'training-courses', { required: true }),
    dueOn: field.date('Due by', { required: true }),
    bookedFor: field.date('Booked for'),
    attended: field.choice('Attended', ['Not yet', 'Attended', 'Did not attend']),
    notes: field.longText('Notes', { max: 1000 }),
  },
  titleField: 'course',
  list: { columns: ['course', 'dueOn', 'bookedFor', 'attended'], sort: 'dueOn' },
});
