import { type Db, schema } from '@care360/db';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { recordAudit } from '../audit/audit';
import { hashToken, newToken } from '../auth/tokens';
import type { LinkPurpose } from './link-purpose';

const { links } = schema;

export interface LinkRequest<Subject extends string = string> {
  purpose: LinkPurpose<Subject>;
  subjectId: string;
  organisationId: string;
  /** The user who sends it; null when the subject asked for it (a forgotten password). */
  issuedBy: string | null;
  ip: string | null;
  /** The audit action of the issue; 'link.issued' unless the caller names the event better. */
  action?: string;
  /**
   * Purposes whose live links for the same subject the new one replaces (its own always): a reset
   * link also retires an unused invitation, so only the newest email of a person works.
   */
  replaces?: readonly LinkPurpose<Subject>[];
  /**
   * How long this link works when the organisation sets it (a referee's link: its recruitment
   * settings' days); the purpose's `hours` otherwise.
   */
  hours?: number;
}

export interface IssuedLink {
  id: string;
  /** The raw token: put it in the email (withheld from the log) and nowhere else. */
  token: string;
  expiresAt: Date;
}

/**
 * Issues a new link, revoking the subject's live links of the same purpose: re-sending a link is
 * issuing it again, and the older email opens nothing. Stored hashed; audited in the same
 * transaction.
 */
export async function issueLink<Subject extends string>(
  db: Db,
  request: LinkRequest<Subject>,
): Promise<IssuedLink> {
  const { purpose, subjectId, organisationId } = request;
  const token = newToken();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + (request.hours ?? purpose.hours) * 3_600_000);
  const replaced = [purpose, ...(request.replaces ?? [])].map((p) => p.name);
  const id = await db.transaction(async (tx) => {
    await tx
      .update(links)
      .set({ revokedAt: now })
      .where(
        and(
          eq(links.organisationId, organisationId),
          eq(links.subjectType, purpose.subjectType),
          eq(links.subjectId, subjectId),
          inArray(links.purpose, replaced),
          isNull(links.revokedAt),
          isNull(links.usedAt),
          gt(links.expiresAt, now),
        ),
      );
    const [row] = await tx
      .insert(links)
      .values({
        organisationId,
        tokenHash: hashToken(token),
        purpose: purpose.name,
        subjectType: purpose.subjectType,
        subjectId,
        singleUse: purpose.singleUse,
        createdBy: request.issuedBy,
        expiresAt,
      })
      .returning({ id: links.id });
    if (!row) throw new Error('The link was not stored.');
    await recordAudit(tx, {
      organisationId,
      actorUserId: request.issuedBy,
      action: request.action ?? 'link.issued',
      recordType: purpose.subjectType,
      recordId: subjectId,
      changes: { purpose: purpose.name, link: row.id, expiresAt: expiresAt.toISOString() },
      ip: request.ip,
    });
    return row.id;
  });
  return { id, token, expiresAt };
}
