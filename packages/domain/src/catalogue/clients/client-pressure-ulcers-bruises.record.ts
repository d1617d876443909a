import { dateOrder, defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';
import { BODY_LOCATIONS } from './body-locations';

/**
 * A pressure ulcer, bruise or skin tear a carer found, where it is on the body map and its
 * category (NPUAP/EPUAP, as NHS England's pressure ulcer guidance uses), who was told, and when
 * it healed. Unexplained bruising is a safeguarding matter and is reported as such.
 */
export const clientPressureUlcersBruises = defineRecord({
  name: 'client-pressure-ulcers-bruises',
  area: 'clients',
  singular: 'Client Pressure Ulcer and Bruise',
  plural: 'Client Pressure Ulcer and Bruise',
  parent: 'clients',
  ownPermissions: true,
  path: 'edit/pressure-ulcer-bruise',
  auditReads: true,
  fields: {
    kind: field.choice('Kind', ['Pressure ulcer', 'Bruise', 'Skin tear', 'Other'], {
      required: true,
    }),
    bodyLocation: field.choice(
      'Body location',
      BODY_LOCATIONS.map(({ value, label }) => ({ value, label })),
      { required: true, widget: 'bodyMap', help: 'Left and right are the client’s own.' },
    ),
    grade: field.choice(
      'Category or grade',
      [
        'Category 1',
        'Category 2',
        'Category 3',
        'Category 4',
        'Unstageable',
        'Deep tissue injury',
        'Not applicable',
      ],
      { help: 'Pressure ulcers only: Category 1 is unbroken red skin that does not blanch.' },
    ),
    size: field.text('Size', { max: 60, help: 'Length × width in cm, e.g. 2 cm × 3 cm.' }),
    dateFound: field.date('Date found', { required: true }),
    reportedTo: field.text('Reported to', {
      max: 200,
      help: 'e.g. District nurse, GP, safeguarding team. Report Category 2 and above the same day.',
    }),
    photo: field.file('Photo', {
      help: 'With the client’s consent; a ruler beside it shows the size.',
    }),
    notes: field.longText('Notes', { max: 5000 }),
    healedDate: field.date('Healed date'),
  },
  rules: [
    dateOrder('dateFound', 'healedDate', 'The healed date must be on or after the date found.'),
  ],
  titleField: 'kind',
  list: {
    columns: ['kind', 'bodyLocation', 'grade', 'dateFound', 'reportedTo', 'healedDate'],
    sort: 'dateFound',
    dir: 'desc',
    filters: ['kind', 'grade'],
    search: ['reportedTo', 'notes'],
  },
});
