import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';
import { INVENTORY_PATH } from './stock-items.record';

export const ASSET_TYPES = ['Phone', 'Hoist', 'Vehicle', 'Other'] as const;
export const ASSET_HOLDERS = ['Office', 'Carer', 'Office employee', 'Client’s home'] as const;
export const ASSET_CONDITIONS = ['Good', 'Fair', 'Poor', 'Out of service'] as const;

/** The record a holder type names, by its field. */
const HOLDER_FIELDS = { Carer: 'carer', 'Office employee': 'employee', 'Client’s home': 'client' };

/**
 * What the agency owns and lends: work phones, hoists in clients' homes, pool cars. Each has a
 * unique tag, who holds it, its condition and when it is next serviced; a service due within
 * two weeks or overdue is an alert on the boards until the next due date is set.
 */
export const assets = defineRecord({
  name: 'assets',
  area: 'inventory',
  singular: 'Asset',
  plural: 'Asset Log',
  path: `${INVENTORY_PATH}/asset-log`,
  branchField: 'branch',
  fields: {
    tag: field.text('Asset tag', { required: true, unique: true, max: 40 }),
    type: field.choice('Type', ASSET_TYPES, { required: true }),
    description: field.text('Description', { required: true, max: 200 }),
    branch: field.reference('Branch', 'branches', { required: true }),
    holderType: field.choice('Held by', ASSET_HOLDERS, { required: true }),
    carer: field.reference('Carer', 'carers'),
    employee: field.reference('Office employee', 'employees'),
    client: field.reference('Client', 'clients'),
    condition: field.choice('Condition', ASSET_CONDITIONS, {
      required: true,
      styles: { Good: 'success', Fair: 'info', Poor: 'warning', 'Out of service': 'danger' },
    }),
    lastServicedOn: field.date('Last serviced', { notFuture: true }),
    serviceDueOn: field.date('Service due'),
    notes: field.longText('Notes', { max: 2000 }),
  },
  rules: Object.entries(HOLDER_FIELDS).map(([holder, key]) => ({
    field: key,
    message: `Choose the ${holder === 'Client’s home' ? 'client' : holder.toLowerCase()} who holds it.`,
    check: (values: Record<string, unknown>) =>
      values.holderType !== holder || typeof values[key] === 'string',
  })),
  titleField: 'tag',
  titleWith: ['description'],
  list: {
    columns: ['tag', 'type', 'description', 'holderType', 'condition', 'serviceDueOn', 'branch'],
    sort: 'tag',
    filters: ['type', 'condition', 'holderType', 'branch'],
    search: ['tag', 'description'],
  },
});
