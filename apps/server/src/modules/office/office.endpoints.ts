import {
  can,
  dbsDetailsAnswer,
  dbsDetailsQuery,
  officeListQuery,
  ownerReadPermissions,
  recordKind,
  uniformDetailsAnswer,
} from '@care360/domain';
import type { AuthContext } from '../../platform/auth/auth-context';
import { defineRoute } from '../../platform/http/route';
import { auditReads, requestActor } from '../../platform/records/record-store';
import { dbsDetailsOf, uniformDetailsOf } from './office-lists';

/**
 * The office's cross-staff screens: DBS details (each carer's and office employee's newest DBS
 * check and when it next needs attention) and uniform details (what carers hold). They need the
 * section's read permission and the file's; every row shown is a read of that person's file.
 */

type Owner = 'carers' | 'employees';
const OWNERS: readonly Owner[] = ['carers', 'employees'];
const dbsKind = (owner: Owner) =>
  recordKind(owner === 'carers' ? 'carer-dbs-checks' : 'employee-dbs-checks');

/** Whether the caller may read a staff section in an owner's files. */
function mayRead(auth: AuthContext, kindName: string): boolean {
  const kind = recordKind(kindName);
  return [kind.permissions.read, ...ownerReadPermissions(kind)].every((p) => can(auth.user, p));
}

const dbsDetails = defineRoute({
  method: 'GET',
  url: '/api/v1/office/dbs-details',
  access: { permission: dbsKind('carers').permissions.read },
  owners: ownerReadPermissions(dbsKind('carers')),
  summary:
    'The newest DBS check of every carer and office employee the caller may see, with its level, Update Service status and when it next falls due (state: overdue, due-soon); certificate numbers are masked unless the caller may change DBS checks',
  query: dbsDetailsQuery,
  answer: dbsDetailsAnswer,
  async handler({ auth, query, request, services: { db } }) {
    const owners = OWNERS.filter((owner) => mayRead(auth, dbsKind(owner).name));
    // The number identifies a certificate to the DBS: only those who keep the checks see it.
    const showNumbers = (owner: Owner) => can(auth.user, dbsKind(owner).permissions.update);
    const data = await db.transaction(async (tx) => {
      const answer = await dbsDetailsOf(tx, auth.user, owners, showNumbers, query);
      await auditReads(
        tx,
        requestActor(auth, request.ip),
        answer.items.map((item) => ({
          recordType: dbsKind(item.owner).name,
          recordId: item.id,
          changes: { section: 'DBS Details' },
          subject: { type: item.owner, id: item.personId },
        })),
      );
      return answer;
    });
    return { data };
  },
});

const uniformDetails = defineRoute({
  method: 'GET',
  url: '/api/v1/office/uniform-details',
  access: { permission: recordKind('carer-uniform').permissions.read },
  summary:
    'Every uniform item issued to the carers the caller may see, newest first, with how many items are still out',
  query: officeListQuery,
  answer: uniformDetailsAnswer,
  owners: ownerReadPermissions(recordKind('carer-uniform')),
  async handler({ auth, query, request, services: { db } }) {
    const data = await db.transaction(async (tx) => {
      const answer = await uniformDetailsOf(tx, auth.user, query);
      await auditReads(
        tx,
        requestActor(auth, request.ip),
        answer.items.map((item) => ({
          recordType: 'carer-uniform',
          recordId: item.id,
          changes: { section: 'Uniform Details' },
          subject: { type: 'carers', id: item.personId },
        })),
      );
      return answer;
    });
    return { data };
  },
});

export const officeRoutes = [dbsDetails, uniformDetails];
