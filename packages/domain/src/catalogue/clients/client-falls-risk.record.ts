import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';

/**
 * A fall or near miss, as carers report it: where, whether the client was hurt or seen to fall,
 * and who was told. Several in a short time call for a new falls risk assessment.
 */
export const clientFallsRisk = defineRecord({
  name: 'client-falls-risk',
  area: 'clients',
  singular: 'Client Falls Risk',
  plural: 'Client Falls Risk',
  parent: 'clients',
  ownPermissions: true,
  path: 'edit/falls-risk',
  auditReads: true,
  fields: {
    occurredAt: field.dateTime('Date and time of fall or near miss', { required: true }),
    eventType: field.choice('Fall or near miss', ['Fall', 'Near miss'], { required: true }),
    location: field.text('Location', {
      required: true,
      max: 150,
      help: 'e.g. Bathroom, garden path.',
    }),
    injury: field.yesNo('Injury'),
    injuryDescription: field.longText('Injury description', { max: 2000 }),
    witnessed: field.yesNo('Witnessed'),
    actionsTaken: field.longText('Actions taken', {
      required: true,
      max: 5000,
      help: 'e.g. Checked for injury before helping up, called 111, stayed until family arrived.',
    }),
    reportedTo: field.text('Reported to', { max: 200 }),
    gpInformed: field.yesNo('GP informed'),
  },
  rules: [
    {
      field: 'injuryDescription',
      message: 'Describe the injury.',
      check: (values) => values.injury !== true || Boolean(values.injuryDescription),
    },
  ],
  titleField: 'location',
  list: {
    columns: ['occurredAt', 'eventType', 'location', 'injury', 'witnessed', 'gpInformed'],
    sort: 'occurredAt',
    dir: 'desc',
    filters: ['eventType', 'injury'],
    search: ['location'],
  },
});
