import { type Db, schema } from '@care360/db';
import { eq, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/audit';
import { hashToken } from '../auth/tokens';
import type { LinkPurpose, VerifiedLink } from './link-purpose';
import { type LinkRefusal, linkRefusal } from './link-state';

const { links } = schema;

export interface LinkUse {
  /** The token as presented; '' for none or a value that is not text. */
  token: string;
  purposes: readonly LinkPurpose[];
  /** A GET looks; any other method uses the link, which spends a single-use one. */
  spends: boolean;
  /** 'POST /reset-password': written in the audit entry, so the trail says what was opened. */
  route: string;
  ip: string;
}

/**
 * Looks the link up and either accepts it (counting the use, spending a single-use link, and
 * auditing it) or refuses it (auditing why). Call inside the transaction of what the use does:
 * the use and its audit entry stand or fall with it. Every refusal takes the same statements
 * whatever its reason, so neither the answer nor its timing tells one from another.
 */
export async function useLink(tx: Db, use: LinkUse): Promise<VerifiedLink | null> {
  const now = new Date();
  // Locked, so two uses of a single-use link at once queue here and only the first gets through.
  const [stored] = await tx
    .select()
    .from(links)
    .where(eq(links.tokenHash, hashToken(use.token)))
    .for('update');
  const purpose = use.purposes.find((p) => p.name === stored?.purpose);
  let refusal: LinkRefusal | null = linkRefusal(
    stored,
    use.purposes.map((p) => p.name),
    now,
  );
  if (!refusal && stored && purpose) {
    const live = await purpose.subjectIsLive(tx, {
      id: stored.subjectId,
      organisationId: stored.organisationId,
    });
    if (!live) refusal = 'subject-gone';
  }
  if (refusal || !stored) {
    await recordAudit(tx, {
      organisationId: stored?.organisationId ?? null,
      actorUserId: null,
      action: 'link.refused',
      recordType: stored?.subjectType ?? 'links',
      recordId: stored?.subjectId ?? null,
      changes: {
        refused: refusal ?? 'unknown',
        route: use.route,
        ...(stored ? { purpose: stored.purpose, link: stored.id } : {}),
      },
      ip: use.ip,
    });
    return null;
  }
  await tx
    .update(links)
    .set({
      uses: sql`${links.uses} + 1`,
      lastUsedAt: now,
      ...(use.spends && stored.singleUse ? { usedAt: now } : {}),
    })
    .where(eq(links.id, stored.id));
  await recordAudit(tx, {
    organisationId: stored.organisationId,
    actorUserId: null,
    action: use.spends ? 'link.used' : 'link.opened',
    recordType: stored.subjectType,
    recordId: stored.subjectId,
    changes: { purpose: stored.purpose, link: stored.id, route: use.route },
    ip: use.ip,
  });
  return {
    id: stored.id,
    purpose: stored.purpose,
    subjectType: stored.subjectType,
    subjectId: stored.subjectId,
    organisationId: stored.organisationId,
  };
}
