import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';

/**
 * A place booked for an applicant on a training session (spec §2.5, Bulk Training): made for a
 * group at once from the recruitment tracker, each applicant emailed an invitation. Nested under
 * the applicant, so it shows in their file and its history, guarded by the file's permissions.
 */
export const applicantTrainingBookings = defineRecord({
  name: 'applicant-training-bookings',
  area: 'recruitment',
  parent: 'applicants',
  singular: 'Training Booking',
  plural: 'Training Bookings',
  path: 'edit/training',
  fields: {
    course: field.text('Course', { required: true, max: 150 }),
    startsAt: field.dateTime('Starts', { required: true }),
    place: field.text('Where', { required: true, max: 200 }),
    notes: field.longText('Notes for the applicant', { max: 1000 }),
    invitedOn: field.dateTime('Invitation emailed'),
  },
  titleField: 'course',
  list: { columns: ['course', 'startsAt', 'place', 'invitedOn'], sort: 'startsAt', dir: 'desc' },
});
