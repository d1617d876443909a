import { defineRecord } from '../../../engine/records/define-record';
import { field } from '../../../engine/records/fields';

/**
 * What a client has said about who cares for them, kept on their file: carers they do not want
 * (with why and when), and what every carer sent must be (a gender, trained in a course). The
 * rota refuses a carer against either, a manager may override with a reason.
 */

export const clientDeclinedCarers = defineRecord({
  name: 'client-declined-carers',
  area: 'clients',
  singular: 'Declined Carer',
  plural: 'Client Declined Carers',
  parent: 'clients',
  ownPermissions: true,
  path: 'edit/declined-carers',
  auditReads: true,
  fields: {
    carer: field.reference('Carer', 'carers', { required: true }),
    reason: field.text('Reason', { required: true, max: 300 }),
    declinedOn: field.date('Declined on', { required: true, notFuture: true }),
  },
  titleField: 'carer',
  list: { columns: ['carer', 'reason', 'declinedOn'], sort: 'declinedOn', dir: 'desc' },
});

/** The genders a client may ask their carers to be. */
export const PREFERRED_CARER_GENDERS = ['Female', 'Male'] as const;

/** One preference a row: a carer's gender, or a course every carer must hold and keep current. */
export const clientCarerPreferences = defineRecord({
  name: 'client-carer-preferences',
  area: 'clients',
  singular: 'Carer Preference',
  plural: 'Client Carer Preferences',
  parent: 'clients',
  ownPermissions: true,
  path: 'edit/carer-preferences',
  auditReads: true,
  fields: {
    preferredGender: field.choice('Carer’s gender', PREFERRED_CARER_GENDERS),
    requiredCourse: field.reference('Carer must be trained in', 'training-courses', {
      help: 'e.g. Medication, Moving and handling: held and not expired on the visit’s day.',
    }),
    notes: field.text('Notes', { max: 300 }),
  },
  titleField: 'preferredGender',
  titleWith: ['requiredCourse'],
  rules: [
    {
      field: 'preferredGender',
      message: 'Give a gender, a course, or both.',
      check: (v) => Boolean(v.preferredGender) || Boolean(v.requiredCourse),
    },
  ],
  list: { columns: ['preferredGender', 'requiredCourse', 'notes'], sort: 'preferredGender' },
});
