import { field } from '../../engine/records/fields';
import { staffSection } from './staff-section';

/** What a carer is issued and what they tell the agency about its app and their vaccinations. */

export const staffUniform = staffSection({
  key: 'uniform',
  owners: ['carers'],
  singular: 'Uniform',
  plural: 'Uniform',
  fields: {
    item: field.choice(
      'Item',
      ['Tunic', 'Trousers', 'Fleece', 'Waterproof jacket', 'ID badge', 'Lanyard', 'Torch'],
      { required: true },
    ),
    size: field.choice('Size', ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'One size']),
    quantity: field.number('Quantity', { required: true, min: 1, max: 20 }),
    issuedOn: field.date('Issued on', { required: true, notFuture: true }),
    returnedOn: field.date('Returned on', { notFuture: true }),
  },
  titleField: 'item',
  list: {
    columns: ['item', 'size', 'quantity', 'issuedOn', 'returnedOn'],
    sort: 'issuedOn',
    dir: 'desc',
  },
});

/** What a carer said of the carers' app (sent from the app: the office only reads it). */
export const staffAppExperience = staffSection({
  key: 'app-experience',
  owners: ['carers'],
  singular: 'App Experience',
  plural: 'App Experience',
  screens: { add: false, edit: false },
  operations: { create: false, update: false, delete: false },
  fields: {
    recordedOn: field.date('Sent on', { required: true }),
    rating: field.number('Rating (1–5)', { required: true, min: 1, max: 5 }),
    comment: field.longText('Comment', { max: 2000 }),
  },
  titleField: 'recordedOn',
  list: { columns: ['recordedOn', 'rating', 'comment'], sort: 'recordedOn', dir: 'desc' },
});

/** Reached from the COVID vaccine details page: the spec lists their add and edit pages. */
export const staffBoosterVaccines = staffSection({
  key: 'booster-vaccines',
  owners: ['carers'],
  segment: 'covid-vaccine-details/booster-vaccine',
  singular: 'Booster Vaccine',
  plural: 'Booster Vaccines',
  fields: {
    givenOn: field.date('Given on', { required: true, notFuture: true }),
    vaccine: field.choice('Vaccine', ['Pfizer/BioNTech', 'Moderna', 'Novavax', 'Other'], {
      required: true,
    }),
    evidence: field.file('Evidence'),
  },
  titleField: 'givenOn',
  list: { columns: ['givenOn', 'vaccine'], sort: 'givenOn', dir: 'desc' },
});
