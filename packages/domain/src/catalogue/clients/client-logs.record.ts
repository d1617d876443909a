import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';

/**
 * The running record of what happened around a client: visit notes, calls, concerns and
 * incidents. Entries are written where they happen (visits, calls), so the office screens list
 * and correct them; there is no add screen, but the API still creates them.
 */
export const clientLogs = defineRecord({
  name: 'client-logs',
  area: 'clients',
  singular: 'Client Log',
  plural: 'Client Logs',
  parent: 'clients',
  ownPermissions: true,
  path: 'edit/client-logs',
  auditReads: true,
  screens: { add: false, edit: true },
  operations: { create: true, update: true, delete: true },
  fields: {
    loggedAt: field.dateTime('Date and time', { required: true }),
    category: field.choice(
      'Category',
      [
        'Visit note',
        'Phone call',
        'Concern',
        'Incident',
        'Family contact',
        'Professional visit',
        'Other',
      ],
      { required: true },
    ),
    loggedBy: field.text('Logged by', { required: true, max: 150 }),
    // The author's carer file, when a carer wrote it: their profile lists the logs they wrote.
    carer: field.reference('Care worker', 'carers', {
      help: 'Filled in when a care worker writes the log from their own account.',
    }),
    entry: field.longText('Entry', {
      required: true,
      max: 5000,
      help: 'Facts, in plain words: what was seen, said and done. Not opinions.',
    }),
    followUpNeeded: field.yesNo('Follow-up needed', {
      help: 'Flags the entry for the coordinator to act on.',
    }),
  },
  titleField: 'category',
  list: {
    columns: ['loggedAt', 'category', 'loggedBy', 'carer', 'entry', 'followUpNeeded'],
    sort: 'loggedAt',
    dir: 'desc',
    filters: ['category', 'carer', 'followUpNeeded'],
    search: ['entry', 'loggedBy'],
  },
});
