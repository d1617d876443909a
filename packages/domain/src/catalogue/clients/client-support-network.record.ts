import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';

/** Family, friends and professionals around a client: who to call, who holds a key, who has LPA. */
export const clientSupportNetwork = defineRecord({
  name: 'client-support-network',
  area: 'clients',
  singular: 'Client Support Network',
  plural: 'Client Support Network',
  parent: 'clients',
  ownPermissions: true,
  path: 'edit/support-network',
  auditReads: true,
  fields: {
    name: field.text('Name', { required: true, max: 150 }),
    relationship: field.choice(
      'Relationship',
      [
        'Spouse or partner',
        'Son',
        'Daughter',
        'Other family',
        'Friend',
        'Neighbour',
        'GP',
        'District nurse',
        'Social worker',
        'Pharmacist',
        'Other professional',
      ],
      { required: true },
    ),
    nextOfKin: field.yesNo('Next of kin'),
    emergencyContact: field.yesNo('Emergency contact'),
    keyHolder: field.yesNo('Key holder'),
    lastingPowerOfAttorney: field.choice('Lasting power of attorney', [
      'None',
      'Health and welfare',
      'Property and financial affairs',
      'Both',
    ]),
    phone: field.phone('Phone'),
    mobile: field.phone('Mobile'),
    email: field.email('Email'),
    address: field.longText('Address', { max: 500 }),
    notes: field.longText('Notes', { max: 2000 }),
  },
  titleField: 'name',
  list: {
    columns: ['name', 'relationship', 'nextOfKin', 'emergencyContact', 'phone', 'mobile'],
    sort: 'name',
    filters: ['relationship', 'nextOfKin'],
    search: ['name', 'phone', 'mobile'],
  },
});
