import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';

/** Phone calls about a client to and from the office: who, why, and what was done about it. */
export const clientCallLogs = defineRecord({
  name: 'client-call-logs',
  area: 'clients',
  singular: 'Client Call Log',
  plural: 'Client Call Logs',
  parent: 'clients',
  ownPermissions: true,
  path: 'edit/call-logs',
  auditReads: true,
  fields: {
    calledAt: field.dateTime('Date and time', { required: true }),
    direction: field.choice('Direction', ['Incoming', 'Outgoing'], { required: true }),
    otherParty: field.text('Caller or person called', {
      required: true,
      max: 150,
      help: 'Name and role, e.g. Jane Smith (daughter).',
    }),
    reason: field.text('Reason', { required: true, max: 200 }),
    summary: field.longText('Summary', { max: 5000 }),
    actionTaken: field.longText('Action taken', { max: 5000 }),
    followUpBy: field.date('Follow up by'),
  },
  titleField: 'reason',
  list: {
    columns: ['calledAt', 'direction', 'otherParty', 'reason', 'followUpBy'],
    sort: 'calledAt',
    dir: 'desc',
    filters: ['direction'],
    search: ['otherParty', 'reason'],
  },
});
