import { dateOrder, defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';
import { DAY_TYPES } from './pricing';

/** Where a run is: queued, running as a job, done, or stopped by a problem it names. */
export const RUN_STATUSES = ['Queued', 'Running', 'Completed', 'Stopped', 'Failed'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];
const RUN_STYLES = {
  Queued: 'info',
  Running: 'warning',
  Completed: 'success',
  Stopped: 'danger',
  Failed: 'danger',
} as const;

/** Care is exempt from VAT (VAT Act 1994, Sch. 9 Group 7 item 9): every line says so. */
export const VAT_EXEMPT_TEXT = 'VAT exempt';

/**
 * An invoice run: a funder's confirmed visits in a period priced by its scales, as a job, one
 * invoice per client. Made and moved on by the finance endpoints and the job only.
 */
export const invoiceRuns = defineRecord({
  name: 'invoice-runs',
  area: 'finance',
  singular: 'Invoice Run',
  plural: 'Invoice Runs',
  path: 'finance/invoice-runs',
  screens: { add: false, edit: false },
  operations: { create: false, update: false, delete: false },
  fields: {
    funder: field.reference('Funder', 'funder-codes', { required: true }),
    periodFrom: field.date('From', { required: true }),
    periodTo: field.date('To', { required: true }),
    status: field.choice('Status', RUN_STATUSES, { required: true, styles: RUN_STYLES }),
    processed: field.number('Visits priced', { min: 0 }),
    visitCount: field.number('Visits', { min: 0 }),
    invoiceCount: field.number('Invoices', { min: 0 }),
    totalAmount: field.money('Total', { min: 0, max: 2_000_000_000 }),
    // The visit without a rate (or what else stopped it), named.
    problem: field.text('Problem', { max: 500 }),
    problemVisit: field.reference('Visit without a rate', 'visit-confirmations'),
  },
  rules: [
    dateOrder('periodFrom', 'periodTo', 'The end of the period must be on or after its start.'),
  ],
  titleField: 'periodFrom',
  titleWith: ['periodTo'],
  list: {
    columns: ['funder', 'periodFrom', 'periodTo', 'status', 'invoiceCount', 'totalAmount'],
    sort: 'periodFrom',
    dir: 'desc',
    filters: ['funder', 'status'],
  },
});

export const INVOICE_TYPES = ['Invoice', 'Credit note'] as const;

/** An invoice (or a credit note against one) to a funder for one client's visits in a period. */
export const invoices = defineRecord({
  name: 'invoices',
  area: 'finance',
  singular: 'Invoice',
  plural: 'Invoices',
  parent: 'invoice-runs',
  screens: { add: false, edit: false, show: true },
  operations: { create: false, update: false, delete: false },
  fields: {
    number: field.text('Number', { required: true, unique: true, max: 30 }),
    documentType: field.choice('Type', INVOICE_TYPES, { required: true }),
    funder: field.reference('Funder', 'funder-codes', { required: true }),
    client: field.reference('Client', 'clients', { required: true }),
    funderReference: field.text('Funder reference', { max: 60 }),
    periodFrom: field.date('From', { required: true }),
    periodTo: field.date('To', { required: true }),
    issuedOn: field.date('Issued on', { required: true }),
    dueOn: field.date('Due on', { required: true }),
    // Negative on a credit note.
    totalAmount: field.money('Total', { min: -2_000_000_000, max: 2_000_000_000 }),
    vat: field.text('VAT', { max: 40 }),
    status: field.choice('Status', ['Issued', 'Credited'], {
      required: true,
      styles: { Issued: 'success', Credited: 'neutral' },
    }),
    creditFor: field.reference('Credits invoice', 'invoices'),
    reason: field.text('Reason for credit', { max: 500 }),
  },
  titleField: 'number',
  list: {
    columns: ['number', 'documentType', 'client', 'funder', 'totalAmount', 'status'],
    sort: 'number',
    filters: ['documentType', 'status', 'client'],
    search: ['number'],
  },
});

/** A visit place on an invoice: its minutes, rate and the funder's share. */
export const invoiceLines = defineRecord({
  name: 'invoice-lines',
  area: 'finance',
  singular: 'Invoice Line',
  plural: 'Invoice Lines',
  parent: 'invoices',
  permissionOwner: 'invoice-runs',
  screens: { add: false, edit: false },
  operations: { create: false, update: false, delete: false },
  fields: {
    confirmation: field.reference('Visit', 'visit-confirmations', { required: true }),
    // Confirmation and funder: a visit's share is invoiced once. A credit note's lines carry
    // none, and crediting an invoice frees its lines' keys so the visits can be invoiced again.
    chargeKey: field.text('Charge key', { unique: true, max: 80 }),
    visitDate: field.date('Date', { required: true }),
    carer: field.reference('Carer', 'carers'),
    dayType: field.choice('Day', DAY_TYPES, { required: true }),
    minutes: field.number('Minutes', { required: true, min: 0 }),
    ratePerHour: field.money('Rate per hour', { max: 100_000 }),
    sharePercent: field.number('Share (%)', { required: true, min: 0, max: 100, decimals: 2 }),
    amount: field.money('Amount', { min: -100_000_000, max: 100_000_000 }),
  },
  titleField: 'visitDate',
  list: {
    columns: ['visitDate', 'carer', 'dayType', 'minutes', 'ratePerHour', 'sharePercent', 'amount'],
    sort: 'visitDate',
  },
});
