import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';

/** Why a carer or employee is away: annual leave, sickness, compassionate leave and so on. */
export const holidayReasons = defineRecord({
  name: 'holiday-reasons',
  area: 'reference',
  singular: 'Holiday Reason',
  plural: 'Holiday Reasons',
  navGroup: 'Reference data',
  fields: {
    name: field.text('Reason', {
      required: true,
      unique: true,
      max: 100,
      help: 'e.g. Annual leave',
    }),
    code: field.text('Code', { unique: true, max: 10, help: 'A short code for the rota, e.g. AL' }),
    paid: field.yesNo('Paid', {
      help: 'Paid by the agency at the holiday rate. Statutory sick and family pay are worked out in payroll.',
    }),
    deductsFromEntitlement: field.yesNo('Counts against holiday entitlement'),
    evidenceRequired: field.yesNo('Evidence required', {
      help: 'e.g. a fit note for sickness of more than 7 days',
    }),
    colour: field.colour('Colour', { help: 'How the absence shows on the rota and calendar.' }),
    active: field.yesNo('Active'),
  },
  titleField: 'name',
  list: {
    columns: ['name', 'code', 'paid', 'deductsFromEntitlement', 'active'],
    sort: 'name',
    filters: ['paid', 'deductsFromEntitlement', 'active'],
    search: ['name', 'code'],
  },
});
