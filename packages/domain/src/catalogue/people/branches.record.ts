import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';

/** The agency's offices; staff and clients belong to one. */
export const branches = defineRecord({
  name: 'branches',
  area: 'people',
  singular: 'Branch',
  plural: 'Branches',
  navGroup: 'People',
  fields: {
    name: field.text('Name', { required: true, max: 100 }),
    code: field.text('Code', {
      required: true,
      unique: true,
      max: 10,
      help: 'Short code used on rotas, e.g. LDS.',
    }),
    address: field.text('Address', { max: 200 }),
    postcode: field.postcode('Postcode'),
    phone: field.phone('Phone'),
    email: field.email('Email'),
    registeredManager: field.text('Registered manager', { max: 100 }),
    cqcLocationId: field.text('CQC location ID', {
      max: 20,
      help: 'As on the CQC register, e.g. 1-123456789.',
    }),
  },
  list: {
    columns: ['name', 'code', 'postcode', 'phone'],
    sort: 'name',
    search: ['name', 'code', 'postcode'],
  },
});
