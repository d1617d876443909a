import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';

/**
 * A branch's week published: its draft visits became visible to carers, and each carer whose
 * visits changed since the week's previous publication was emailed. Written only by the publish
 * endpoint; `create` is the permission to publish.
 */
export const rotaPublications = defineRecord({
  name: 'rota-publications',
  area: 'scheduling',
  singular: 'Rota Publication',
  plural: 'Rota Publications',
  screens: { add: false, edit: false },
  operations: { create: false, update: false, delete: false },
  branchField: 'branch',
  fields: {
    branch: field.reference('Branch', 'branches', { required: true }),
    weekStart: field.date('Week starting', { required: true }),
    visitsPublished: field.number('Visits published', { min: 0 }),
    carersEmailed: field.number('Carers emailed', { min: 0 }),
  },
  titleField: 'weekStart',
  list: {
    columns: ['weekStart', 'branch', 'visitsPublished', 'carersEmailed'],
    sort: 'weekStart',
    dir: 'desc',
    filters: ['branch'],
  },
});
