import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';

/**
 * Money carers handle for a client (shopping, pension collected), with a receipt and a witness,
 * so the client's cash is accounted for to the penny. The list shows the running balance.
 */
export const clientFinancialTransactions = defineRecord({
  name: 'client-financial-transactions',
  area: 'clients',
  singular: 'Client Financial Transaction',
  plural: 'Client Financial Transaction',
  parent: 'clients',
  ownPermissions: true,
  path: 'edit/financial-transaction',
  auditReads: true,
  fields: {
    date: field.date('Date', { required: true }),
    type: field.choice('Type', ['Money in', 'Money out'], { required: true }),
    amount: field.money('Amount', { required: true, min: 1, max: 10_000_000 }),
    description: field.text('Description', {
      required: true,
      max: 200,
      help: 'e.g. Weekly shop at Co-op; cash from the client for shopping.',
    }),
    receipt: field.file('Receipt', { help: 'A photo of the till receipt.' }),
    recordedBy: field.text('Recorded by', { required: true, max: 150 }),
    witnessedBy: field.text('Witnessed by', {
      max: 150,
      help: 'The client or a second person who saw the money counted.',
    }),
  },
  titleField: 'description',
  list: {
    columns: ['date', 'type', 'amount', 'description', 'recordedBy'],
    sort: 'date',
    dir: 'desc',
    filters: ['type'],
    search: ['description', 'recordedBy'],
  },
});
