import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';
import { DAYS_OF_WEEK, timeOrder } from './client-file-choices';

/** When the client's visits fall in the week: the pattern the rota is built from. */
export const clientSlots = defineRecord({
  name: 'client-slots',
  area: 'clients',
  singular: 'Client Slot',
  plural: 'Client Slots',
  parent: 'clients',
  ownPermissions: true,
  path: 'edit/client-slots',
  auditReads: true,
  fields: {
    dayOfWeek: field.choice('Day', DAYS_OF_WEEK, { required: true }),
    visitSlot: field.reference('Visit slot', 'visit-slots', { help: 'e.g. Morning, Lunch, Tea.' }),
    startTime: field.time('Start time', { required: true }),
    endTime: field.time('End time', {
      required: true,
      help: 'Only a night visit may end after midnight.',
    }),
    carersNeeded: field.number('Carers needed', {
      required: true,
      min: 1,
      max: 4,
      help: 'Two for a hoist transfer.',
    }),
    visitType: field.choice(
      'Visit type',
      ['Personal care', 'Medication', 'Meal', 'Sit', 'Shopping', 'Night'],
      { required: true },
    ),
    notes: field.longText('Notes', { max: 2000 }),
  },
  rules: [
    timeOrder(
      'startTime',
      'endTime',
      'The end time must be after the start time.',
      (values) => values.visitType === 'Night',
    ),
  ],
  titleField: 'dayOfWeek',
  list: {
    columns: ['dayOfWeek', 'startTime', 'endTime', 'visitSlot', 'visitType', 'carersNeeded'],
    // Monday to Sunday: a choice lists in its declared order.
    sort: 'dayOfWeek',
    filters: ['dayOfWeek', 'visitType'],
  },
});
