import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';
import { staffUniform } from '../staff/staff-kit.records';
import { STOCK_CATEGORIES, STOCK_STATES } from './stock';

/** The Inventory group of the navigation and the inventory screens' root under /app. */
export const INVENTORY_PATH = 'inventory';

/** A carer's uniform items and sizes, as their file records them: a uniform item stocks one. */
const UNIFORM_ITEMS = staffUniform.carers.fields.item.options;
const SIZES = staffUniform.carers.fields.size.options;

/**
 * An item a branch keeps in stock: uniform by item and size, PPE (gloves, aprons, masks, hand
 * gel) and small equipment. Its level is the sum of its movements, kept by the server in each
 * movement's transaction; at or below its reorder level it is low and raises an alert.
 */
export const stockItems = defineRecord({
  name: 'stock-items',
  area: 'inventory',
  singular: 'Stock Item',
  plural: 'Stock Register',
  path: INVENTORY_PATH,
  branchField: 'branch',
  fields: {
    name: field.text('Item', { required: true, max: 100 }),
    branch: field.reference('Branch', 'branches', { required: true }),
    category: field.choice('Category', STOCK_CATEGORIES, { required: true }),
    uniformItem: field.choice('Uniform item', UNIFORM_ITEMS, {
      help: 'The carer’s uniform item this is: issuing it from a carer’s file takes it from this stock.',
    }),
    size: field.choice('Size', SIZES),
    unit: field.text('Unit', { max: 40, help: 'How it is counted: each, box of 100, pack of 50.' }),
    reorderLevel: field.number('Reorder level', { required: true, min: 0, max: 100_000 }),
    inStock: field.number('In stock', { keptByServer: true }),
    stockState: field.choice('Stock', STOCK_STATES, {
      keptByServer: true,
      styles: { 'In stock': 'success', Low: 'warning', 'Out of stock': 'danger' },
    }),
    // When the item last fell to its reorder level: names the alert of that shortage.
    lowSince: field.dateTime('Low since', { keptByServer: true }),
    notes: field.longText('Notes', { max: 2000 }),
    // How pickers, logs and the trail name it: "Tunic (M)".
    label: field.text('Stock item', { max: 150 }),
  },
  computed: {
    label: (values) =>
      typeof values.name === 'string'
        ? `${values.name}${typeof values.size === 'string' ? ` (${values.size})` : ''}`
        : null,
  },
  rules: [
    {
      field: 'uniformItem',
      message: 'Choose the uniform item this stock is.',
      check: (values) => values.category !== 'Uniform' || typeof values.uniformItem === 'string',
    },
    {
      field: 'uniformItem',
      message: 'Only uniform stock is a uniform item.',
      check: (values) => values.category === 'Uniform' || !values.uniformItem,
    },
  ],
  unique: [['branch', 'name', 'size']],
  titleField: 'label',
  list: {
    columns: [
      'name',
      'size',
      'category',
      'branch',
      'inStock',
      'reorderLevel',
      'stockState',
      'unit',
    ],
    sort: 'name',
    filters: ['category', 'stockState', 'branch'],
    search: ['name'],
  },
});
