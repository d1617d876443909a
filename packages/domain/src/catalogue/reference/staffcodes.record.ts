import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';

/** Job roles of the agency's staff, as shown on rotas and sent to payroll. */
export const staffcodes = defineRecord({
  name: 'staffcodes',
  area: 'reference',
  singular: 'Staff Code',
  plural: 'Staff Codes',
  navGroup: 'Reference data',
  fields: {
    code: field.text('Code', { required: true, unique: true, max: 10, help: 'e.g. SCW' }),
    name: field.text('Job role', {
      required: true,
      unique: true,
      max: 100,
      help: 'e.g. Senior Care Worker',
    }),
    category: field.choice('Category', ['Care staff', 'Office staff', 'Management'], {
      required: true,
    }),
    payrollCode: field.text('Payroll code', {
      max: 20,
      help: 'The code your payroll software uses for this role, if different.',
    }),
    active: field.yesNo('Active', { help: 'Only active codes can be given to staff.' }),
  },
  titleField: 'name',
  list: {
    columns: ['code', 'name', 'category', 'active'],
    sort: 'code',
    filters: ['category', 'active'],
    search: ['code', 'name'],
  },
});
