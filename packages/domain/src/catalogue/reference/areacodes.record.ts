import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';

/** Geographic areas the rota groups visits and carers by. */
export const areacodes = defineRecord({
  name: 'areacodes',
  area: 'reference',
  singular: 'Area Code',
  plural: 'Area Codes',
  navGroup: 'Reference data',
  fields: {
    code: field.text('Code', { required: true, unique: true, max: 10, help: 'e.g. LDS-N' }),
    name: field.text('Area', { required: true, max: 100, help: 'e.g. North Leeds' }),
    postcodeDistricts: field.text('Postcode districts', {
      max: 200,
      help: 'The districts the area covers, separated by commas, e.g. LS6, LS7, LS16',
    }),
    active: field.yesNo('Active'),
  },
  titleField: 'name',
  list: {
    columns: ['code', 'name', 'postcodeDistricts', 'active'],
    sort: 'code',
    filters: ['active'],
    search: ['code', 'name', 'postcodeDistricts'],
  },
});
