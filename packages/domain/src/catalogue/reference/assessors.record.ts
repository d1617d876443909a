import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';

/** People who assess clients' care needs: social workers, OTs, nurses or the agency's own staff. */
export const assessors = defineRecord({
  name: 'assessors',
  area: 'reference',
  singular: 'Assessor',
  plural: 'Assessors',
  navGroup: 'Reference data',
  fields: {
    name: field.text('Name', { required: true, max: 150 }),
    role: field.choice(
      'Role',
      [
        'Social worker',
        'Occupational therapist',
        'Community nurse',
        'CHC nurse assessor',
        'Care manager',
        'Internal assessor',
        'Other',
      ],
      { required: true },
    ),
    organisation: field.text('Organisation', {
      max: 150,
      help: 'e.g. Leeds City Council Adult Social Care',
    }),
    email: field.email('Email'),
    phone: field.phone('Phone'),
    active: field.yesNo('Active'),
  },
  titleField: 'name',
  list: {
    columns: ['name', 'role', 'organisation', 'phone', 'active'],
    sort: 'name',
    filters: ['role', 'active'],
    search: ['name', 'organisation', 'email'],
  },
});
