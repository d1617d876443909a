import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';
import { STOCK_CATEGORIES, STOCK_MOVEMENTS } from './stock';
import { INVENTORY_PATH } from './stock-items.record';

/**
 * One movement of stock in or out: received from a supplier, issued to a carer, returned by one,
 * or written off with its reason. The uniform and PPE logs are these movements of uniform and of
 * PPE. A uniform issued or returned on a carer's file makes its movement by itself (the
 * inventory area's hook on that record), and changes only there.
 */
export const stockMovements = defineRecord({
  name: 'stock-movements',
  area: 'inventory',
  singular: 'Stock Movement',
  plural: 'Stock Movements',
  path: `${INVENTORY_PATH}/movements`,
  fields: {
    occurredOn: field.date('Date', { required: true, notFuture: true }),
    item: field.reference('Item', 'stock-items', { required: true }),
    movement: field.choice('Movement', STOCK_MOVEMENTS, {
      required: true,
      styles: {
        Received: 'success',
        Issued: 'info',
        Returned: 'neutral',
        'Written off': 'warning',
      },
    }),
    quantity: field.number('Quantity', { required: true, min: 1, max: 10_000 }),
    carer: field.reference('Carer', 'carers'),
    reason: field.text('Reason', { max: 300 }),
    // Copied from the item by the server, so a log lists one category and a branch its own.
    category: field.choice('Category', STOCK_CATEGORIES, { keptByServer: true }),
    branch: field.reference('Branch', 'branches', { keptByServer: true }),
    recordedBy: field.reference('Recorded by', 'users', { keptByServer: true }),
    // The carer's uniform record this movement follows, when it came from a carer's file.
    uniformRecord: field.text('From the carer’s file', { max: 40, keptByServer: true }),
  },
  rules: [
    {
      field: 'carer',
      message: 'Choose the carer.',
      check: (values) =>
        !['Issued', 'Returned'].includes(String(values.movement)) ||
        typeof values.carer === 'string',
    },
    {
      field: 'reason',
      message: 'Say why it is written off.',
      check: (values) =>
        values.movement !== 'Written off' ||
        (typeof values.reason === 'string' && values.reason.trim() !== ''),
    },
  ],
  titleField: 'occurredOn',
  list: {
    columns: [
      'occurredOn',
      'movement',
      'item',
      'quantity',
      'carer',
      'reason',
      'recordedBy',
      'branch',
    ],
    sort: 'occurredOn',
    dir: 'desc',
    filters: ['movement', 'category', 'item', 'carer', 'branch'],
    search: ['reason'],
  },
});
