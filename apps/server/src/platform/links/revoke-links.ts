import { type Db, schema } from '@care360/db';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { recordAudit } from '../audit/audit';
import type { LinkPurpose } from './link-purpose';

const { links } = schema;

export interface RevokeRequest<Subject extends string = string> {
  purposes: readonly [LinkPurpose<Subject>, ...LinkPurpose<Subject>[]];
  subjectId: string;
  organisationId: string;
  revokedBy: string | null;
  ip: string | null;
}

/**
 * Withdraws the subject's unrevoked links of these purposes (a referee replaced, an invitation
 * sent to a wrong address): from now on they get the same refusal as any dead link. Audited once,
 * with how many were withdrawn; returns that number.
 */
export async function revokeLinks<Subject extends string>(
  db: Db,
  request: RevokeRequest<Subject>,
): Promise<number> {
  const [first] = request.purposes;
  return db.transaction(async (tx) => {
    const revoked = await tx
      .update(links)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(links.organisationId, request.organisationId),
          eq(links.subjectType, first.subjectType),
          eq(links.subjectId, request.subjectId),
          inArray(
            links.purpose,
            request.purposes.map((p) => p.name),
          ),
          isNull(links.revokedAt),
        ),
      )
      .returning({ id: links.id });
    if (revoked.length > 0)
      await recordAudit(tx, {
        organisationId: request.organisationId,
        actorUserId: request.revokedBy,
        action: 'link.revoked',
        recordType: first.subjectType,
        recordId: request.subjectId,
        changes: { purposes: request.purposes.map((p) => p.name), links: revoked.map((r) => r.id) },
        ip: request.ip,
      });
    return revoked.length;
  });
}
