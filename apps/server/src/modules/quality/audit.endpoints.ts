import { schema } from '@care360/db';
import { eq } from 'drizzle-orm';
import { readRoutes } from '../../platform/lists/read-routes';

const { auditLog, users } = schema;

export const auditRoutes = readRoutes({
  record: 'audit',
  noun: 'audit entry',
  table: auditLog,
  id: auditLog.id,
  organisationId: auditLog.organisationId,
  columns: {
    id: auditLog.id,
    at: auditLog.at,
    actorName: users.name,
    action: auditLog.action,
    recordType: auditLog.recordType,
    recordId: auditLog.recordId,
    changes: auditLog.changes,
  },
  join: (query) => query.leftJoin(users, eq(users.id, auditLog.actorUserId)),
  sortKeys: { at: auditLog.at, action: auditLog.action },
  defaultSort: 'at',
  defaultDir: 'desc',
  searchColumns: [auditLog.action, auditLog.recordType],
  // Entries are read in the list; there is no page for one entry.
  get: false,
});
