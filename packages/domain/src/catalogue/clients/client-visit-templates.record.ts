import { dateOrder, defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';
import { DAYS_OF_WEEK, timeOrder } from './client-file-choices';

/**
 * A named weekly pattern of visits (e.g. "Winter package") that the rota can be generated from
 * between two dates; its visits are its details.
 */
export const clientVisitTemplates = defineRecord({
  name: 'client-visit-templates',
  area: 'clients',
  singular: 'Client Visit Template',
  plural: 'Client Visit Templates',
  parent: 'clients',
  ownPermissions: true,
  path: 'edit/visit-templates',
  auditReads: true,
  fields: {
    name: field.text('Name', {
      required: true,
      max: 100,
      help: 'e.g. Standard week, After discharge.',
    }),
    validFrom: field.date('Valid from', { required: true }),
    validTo: field.date('Valid to'),
    notes: field.longText('Notes', { max: 2000 }),
  },
  rules: [dateOrder('validFrom', 'validTo', 'The end date must be on or after the start date.')],
  titleField: 'name',
  list: {
    columns: ['name', 'validFrom', 'validTo'],
    sort: 'validFrom',
    dir: 'desc',
    search: ['name'],
  },
});

/** One visit of a visit template: a day, a time, how many carers and what they do. */
export const clientVisitTemplateDetails = defineRecord({
  name: 'client-visit-template-details',
  area: 'clients',
  singular: 'Client Visit Template Detail',
  plural: 'Client Visit Template Details',
  parent: 'client-visit-templates',
  ownPermissions: true,
  path: 'details',
  auditReads: true,
  fields: {
    dayOfWeek: field.choice('Day', DAYS_OF_WEEK, { required: true }),
    startTime: field.time('Start time', { required: true }),
    endTime: field.time('End time', { required: true }),
    carersNeeded: field.number('Carers needed', { required: true, min: 1, max: 4 }),
    tasks: field.longText('Tasks', {
      max: 5000,
      help: 'e.g. Strip wash, prompt medication, make breakfast.',
    }),
  },
  rules: [timeOrder('startTime', 'endTime', 'The end time must be after the start time.')],
  titleField: 'dayOfWeek',
  list: {
    columns: ['dayOfWeek', 'startTime', 'endTime', 'carersNeeded'],
    sort: 'startTime',
    filters: ['dayOfWeek'],
  },
});
