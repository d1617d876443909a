import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';

/** The named times of day visits are planned in, e.g. Morning 07:00 to 10:00. */
export const visitSlots = defineRecord({
  name: 'visit-slots',
  area: 'reference',
  singular: 'Visit Slot',
  plural: 'Visit Slots',
  navGroup: 'Reference data',
  fields: {
    name: field.text('Name', { required: true, unique: true, max: 60, help: 'e.g. Morning' }),
    startTime: field.time('Start time', { required: true }),
    endTime: field.time('End time', {
      required: true,
      help: 'An end before the start runs past midnight, e.g. a night sit from 22:00 to 07:00.',
    }),
    colour: field.colour('Colour', { help: 'How visits in this slot show on the rota.' }),
  },
  list: {
    columns: ['name', 'startTime', 'endTime', 'colour'],
    sort: 'startTime',
    search: ['name'],
  },
});
