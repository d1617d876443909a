import {
  CARER_FILE,
  EMPLOYEE_FILE,
  recordKind,
  STAFF_OWNER_KINDS,
  type StaffOwner,
  staffProfileAnswer,
} from '@care360/domain';
import { idParams } from '../../platform/http/id-params';
import { defineRoute } from '../../platform/http/route';
import { auditFileAccess } from '../../platform/person-files/person-file-access';
import { staffProfileOf } from './profile';

/**
 * The profile of a carer or an office employee (/app/carers/:id, /app/employees/:id): one
 * endpoint per owner, the read and its audit entry in one transaction (a 404 writes nothing).
 */
const FILES = { carers: CARER_FILE, employees: EMPLOYEE_FILE } as const;

function profileRoute(owner: StaffOwner) {
  const kind = recordKind(owner);
  return defineRoute({
    method: 'GET',
    url: `/api/v1/${owner}/:id/profile`,
    access: { permission: kind.permissions.read },
    answer: staffProfileAnswer,
    summary: `A ${kind.singular.toLowerCase()}'s profile: compliance, training, supervision, holidays, notes`,
    params: idParams,
    resource: owner,
    async handler({ auth, params, request, services: { db } }) {
      const data = await db.transaction(async (tx) => {
        const profile = await staffProfileOf(tx, auth, owner, params.id);
        await auditFileAccess(tx, auth, request.ip, FILES[owner], params.id, 'read', {
          section: 'profile',
        });
        return profile;
      });
      return { data };
    },
  });
}

export const staffProfileRoutes = STAFF_OWNER_KINDS.map(profileRoute);
