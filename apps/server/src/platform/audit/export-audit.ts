import type { Db } from '@care360/db';
import type { RecordKind } from '@care360/domain';
import type { AuthContext } from '../auth/auth-context';
import { recordAudit } from './audit';

/** Query keys that only order or page a list: they say nothing about what left the building. */
const NOT_A_FILTER = new Set(['sort', 'dir', 'limit', 'cursor']);

/**
 * A list exported to a file (CSV) in the audit trail: which kind, how many rows, and the search
 * and filters that chose them. A nested kind's export names its parent record.
 */
export function auditExport(
  db: Db,
  auth: AuthContext,
  ip: string,
  kind: RecordKind,
  detail: { format: 'CSV'; rows: number; parentId?: string | undefined; query: object },
) {
  const filters = Object.fromEntries(
    Object.entries(detail.query).filter(
      ([key, value]) => !NOT_A_FILTER.has(key) && value !== undefined && value !== '',
    ),
  );
  return recordAudit(db, {
    organisationId: auth.user.organisation.id,
    actorUserId: auth.user.id,
    action: 'export',
    recordType: kind.name,
    recordId: null,
    changes: {
      format: detail.format,
      rows: detail.rows,
      ...(detail.parentId ? { parent: detail.parentId } : {}),
      ...filters,
    },
    ip,
  });
}
