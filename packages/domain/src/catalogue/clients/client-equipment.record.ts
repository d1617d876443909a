import { dateOrder, defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';

/**
 * Equipment in the client's home that carers use. Lifting equipment (hoists, slings) must be
 * thoroughly examined every six months under LOLER 1998, so the next service date matters.
 */
export const clientEquipment = defineRecord({
  name: 'client-equipment',
  area: 'clients',
  singular: 'Client Equipment',
  plural: 'Client Equipment',
  parent: 'clients',
  ownPermissions: true,
  path: 'edit/equipment',
  auditReads: true,
  fields: {
    equipment: field.reference('Equipment', 'equipments', { required: true }),
    serialNumber: field.text('Serial or asset number', { max: 80 }),
    suppliedBy: field.text('Supplied by', {
      max: 150,
      help: 'e.g. Community equipment service, family, private purchase.',
    }),
    dateSupplied: field.date('Date supplied'),
    lastServiced: field.date('Last serviced'),
    nextServiceDue: field.date('Next service due', {
      help: 'Hoists and slings: every six months (LOLER).',
    }),
    condition: field.choice('Condition', ['Good', 'Fair', 'Needs repair', 'Out of use'], {
      required: true,
    }),
    notes: field.longText('Notes', { max: 2000 }),
  },
  rules: [
    dateOrder('lastServiced', 'nextServiceDue', 'The next service must be after the last one.'),
  ],
  titleField: 'serialNumber',
  list: {
    columns: ['equipment', 'serialNumber', 'condition', 'lastServiced', 'nextServiceDue'],
    sort: 'nextServiceDue',
    filters: ['equipment', 'condition'],
    search: ['serialNumber', 'suppliedBy'],
  },
});
