import { defineRecord } from '../../../engine/records/define-record';
import { field } from '../../../engine/records/fields';

/**
 * What a client has said about who cares for them, kept on their file: carers they do not want
 * (with why and when), carers they would like, and courses every carer sent must hold. The rota
 * refuses a carer against a refusal or a course (a manager may override with a reason); a
 * preference only weighs with the rostering solver. The server keeps a carer off both lists of
 * one client, and on the preferred list once.
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

export const clientPreferredCarers = defineRecord({
  name: 'client-preferred-carers',
  area: 'clients',
  singular: 'Preferred Carer',
  plural: 'Client Preferred Carers',
  parent: 'clients',
  ownPermissions: true,
  path: 'edit/preferred-carers',
  auditReads: true,
  fields: {
    carer: field.reference('Carer', 'carers', { required: true }),
    notes: field.text('Notes', { max: 300 }),
  },
  titleField: 'carer',
  list: { columns: ['carer', 'notes'], sort: 'carer' },
});

/**
 * A course every carer sent to the client must hold, current on the visit's day (a stoma, a
 * hoist: Medication, Moving and handling). The client's preferred gender of carer is not kept
 * here: it is their Preferences questionnaire's answer, which the rota reads.
 */
export const clientRequiredTraining = defineRecord({
  name: 'client-required-training',
  area: 'clients',
  singular: 'Required Training',
  plural: 'Client Required Training',
  parent: 'clients',
  ownPermissions: true,
  path: 'edit/required-training',
  auditReads: true,
  fields: {
    course: field.reference('Every carer must be trained in', 'training-courses', {
      required: true,
      help: 'e.g. Medication, Moving and handling: held and not expired on the visit’s day.',
    }),
    notes: field.text('Why', { max: 300 }),
  },
  titleField: 'course',
  list: { columns: ['course', 'notes'], sort: 'course' },
});
