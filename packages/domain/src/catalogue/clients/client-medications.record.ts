import { dateOrder, defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';
import { MAR_SLOTS } from './mar';

/**
 * A medicine a client takes and how the agency supports it: the lines of the MAR chart. PRN
 * ("as required") medicines carry their reason and the most that may be given in a day.
 */
export const clientMedications = defineRecord({
  name: 'client-medications',
  area: 'clients',
  singular: 'Client Medication',
  plural: 'Client Medication',
  parent: 'clients',
  ownPermissions: true,
  path: 'edit/medication',
  auditReads: true,
  fields: {
    medication: field.reference('Medication', 'medications', { required: true }),
    dose: field.text('Dose', { required: true, max: 80, help: 'e.g. 1 tablet, 5 ml, 2 puffs' }),
    route: field.choice(
      'Route',
      [
        'Oral',
        'Inhaled',
        'Topical',
        'Transdermal',
        'Eye',
        'Ear',
        'Nasal',
        'Rectal',
        'Subcutaneous',
        'Other',
      ],
      { required: true },
    ),
    frequency: field.choice(
      'Frequency',
      [
        'Once a day',
        'Twice a day',
        'Three times a day',
        'Four times a day',
        'Weekly',
        'As required (PRN)',
        'Other',
      ],
      { required: true },
    ),
    timesOfDay: field.multiChoice(
      'Times of day',
      MAR_SLOTS.map((slot) => ({ value: slot.value, label: slot.label })),
      { help: 'The MAR chart rounds at which it is due.' },
    ),
    prn: field.yesNo('PRN (as required)'),
    prnReason: field.text('PRN reason', { max: 200, help: 'When it may be given, e.g. pain.' }),
    prnMaximum: field.text('PRN maximum in 24 hours', { max: 80, help: 'e.g. 8 tablets' }),
    // Numbers the MAR chart checks each PRN dose against (mar-dose-rules.ts); the text above
    // stays as the prescription words it.
    prnMinIntervalHours: field.number('PRN minimum hours between doses', {
      min: 1,
      max: 72,
      help: 'e.g. 4: a dose sooner than this after the last needs a reason.',
    }),
    prnMaxDoses24h: field.number('PRN most doses in 24 hours', {
      min: 1,
      max: 24,
      help: 'e.g. 4: a further dose within 24 hours needs a reason.',
    }),
    startDate: field.date('Start date', { required: true }),
    endDate: field.date('End date'),
    prescriber: field.text('Prescriber', { max: 150 }),
    supportLevel: field.choice('Support', ['Self-administers', 'Prompt', 'Assist', 'Administer'], {
      required: true,
      help: 'What the carer does: remind, help, or give the medicine.',
    }),
    notes: field.longText('Notes', { max: 2000 }),
  },
  rules: [
    dateOrder('startDate', 'endDate', 'The end date must be on or after the start date.'),
    {
      field: 'prnReason',
      message: 'Say when a PRN medicine may be given.',
      check: (values) => values.prn !== true || Boolean(values.prnReason),
    },
    {
      field: 'timesOfDay',
      message: 'Choose at least one time of day for a regular medicine.',
      check: (values) =>
        values.prn === true || (Array.isArray(values.timesOfDay) && values.timesOfDay.length > 0),
    },
  ],
  titleField: 'dose',
  list: {
    columns: ['medication', 'dose', 'route', 'frequency', 'supportLevel', 'startDate', 'endDate'],
    sort: 'startDate',
    dir: 'desc',
    filters: ['route', 'supportLevel', 'prn'],
    search: ['dose', 'prescriber'],
  },
});
