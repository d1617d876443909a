import { dateOrder, defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';

/**
 * Who pays for a client's care over which period: a council care package, NHS continuing
 * healthcare or private funding, often several at once (a top-up beside the council's hours).
 */
export const clientFunderCodes = defineRecord({
  name: 'client-funder-codes',
  area: 'clients',
  singular: 'Client Funder Code',
  plural: 'Client Funder Code',
  parent: 'clients',
  ownPermissions: true,
  path: 'edit/funder-code',
  auditReads: true,
  fields: {
    funder: field.reference('Funder', 'funder-codes', { required: true }),
    scale: field.text('Scale', { max: 100, help: 'The funder’s rate, e.g. Standard day rate.' }),
    referenceNumber: field.text('Reference number', {
      max: 60,
      help: 'The council’s package or purchase order number, quoted on every invoice.',
    }),
    fundedHoursPerWeek: field.number('Funded hours per week', {
      decimals: 2,
      min: 0,
      max: 168,
    }),
    startDate: field.date('Start date', { required: true }),
    endDate: field.date('End date', { help: 'Leave empty while the funding continues.' }),
    notes: field.longText('Notes', { max: 2000 }),
  },
  rules: [dateOrder('startDate', 'endDate', 'The end date must be on or after the start date.')],
  titleField: 'referenceNumber',
  list: {
    columns: ['funder', 'referenceNumber', 'fundedHoursPerWeek', 'startDate', 'endDate'],
    sort: 'startDate',
    dir: 'desc',
    filters: ['funder'],
    search: ['referenceNumber', 'scale'],
  },
});
