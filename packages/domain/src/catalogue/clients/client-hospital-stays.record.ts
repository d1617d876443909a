import { dateOrder, defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';

/**
 * A client's stays in hospital: while one is open, their rounds are suspended (suspension.ts),
 * so no dose shows missed and no review falls overdue, and the client's status reads
 * "In hospital". Recording a stay sets the status; recording the discharge sets it back.
 */
export const clientHospitalStays = defineRecord({
  name: 'client-hospital-stays',
  area: 'clients',
  singular: 'Hospital Stay',
  plural: 'Client Hospital Stays',
  parent: 'clients',
  ownPermissions: true,
  path: 'edit/hospital-stays',
  auditReads: true,
  fields: {
    admittedOn: field.date('Admitted on', { required: true }),
    dischargedOn: field.date('Discharged on', {
      help: 'Leave empty while the client is in hospital; visits restart on this day.',
    }),
    hospital: field.text('Hospital and ward', { max: 150, help: 'e.g. St James’s, ward 12' }),
    reason: field.text('Reason', { required: true, max: 300 }),
    notes: field.longText('Notes', { max: 2000 }),
  },
  rules: [
    dateOrder('admittedOn', 'dischargedOn', 'The discharge must be on or after the admission.'),
  ],
  titleField: 'reason',
  list: {
    columns: ['admittedOn', 'dischargedOn', 'hospital', 'reason'],
    sort: 'admittedOn',
    dir: 'desc',
    search: ['hospital', 'reason'],
  },
});
