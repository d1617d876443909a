import { schema } from '@care360/db';
import { readRoutes } from '../../platform/lists/read-routes';

const { branches } = schema;

export const branchRoutes = readRoutes({
  record: 'branches',
  noun: 'branch',
  table: branches,
  id: branches.id,
  organisationId: branches.organisationId,
  columns: {
    id: branches.id,
    name: branches.name,
    code: branches.code,
    address: branches.address,
    postcode: branches.postcode,
    phone: branches.phone,
  },
  sortKeys: { name: branches.name, code: branches.code, postcode: branches.postcode },
  defaultSort: 'name',
  searchColumns: [branches.name, branches.code, branches.postcode],
});
