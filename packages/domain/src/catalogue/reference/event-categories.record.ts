import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';

/** Kinds of event on the agency calendar: meetings, training, spot checks, reviews. */
export const eventCategories = defineRecord({
  name: 'event-categories',
  area: 'reference',
  singular: 'Event Category',
  plural: 'Event Categories',
  navGroup: 'Reference data',
  fields: {
    name: field.text('Name', { required: true, unique: true, max: 100, help: 'e.g. Spot check' }),
    colour: field.colour('Colour', { help: 'How events of this category show on the calendar.' }),
    description: field.text('Description', { max: 200 }),
    active: field.yesNo('Active'),
  },
  list: {
    columns: ['name', 'colour', 'description', 'active'],
    sort: 'name',
    filters: ['active'],
    search: ['name', 'description'],
  },
});
