import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';

/** Job adverts shown on the careers page and the applicant form. */
export const careers = defineRecord({
  name: 'careers',
  area: 'reference',
  singular: 'Career',
  plural: 'Careers',
  navGroup: 'Reference data',
  fields: {
    title: field.text('Job title', { required: true, max: 150, help: 'e.g. Home Care Assistant' }),
    location: field.text('Location', { required: true, max: 100, help: 'e.g. North Leeds' }),
    employmentType: field.choice(
      'Employment type',
      ['Full time', 'Part time', 'Zero hours', 'Bank', 'Fixed term'],
      { required: true },
    ),
    hours: field.text('Hours', { max: 100, help: 'e.g. 16 to 37.5 hours a week, flexible' }),
    salary: field.text('Pay', { max: 100, help: 'e.g. £12.75 to £14.00 an hour plus mileage' }),
    closingDate: field.date('Closing date'),
    description: field.longText('Description', { required: true }),
    published: field.yesNo('Published', { help: 'Shown on the careers page.' }),
  },
  titleField: 'title',
  list: {
    columns: ['title', 'location', 'employmentType', 'closingDate', 'published'],
    sort: 'closingDate',
    filters: ['employmentType', 'published'],
    search: ['title', 'location'],
  },
});
