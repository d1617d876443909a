import type { Db } from '@care360/db';
import { recordKind } from '@care360/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { defineLinkPurpose } from '../../platform/links/link-purpose';
import { column, tableOf } from '../../platform/records/record-query';

export const grants = recordKind('health-professional-grants');
export const professionals = recordKind('health-professionals');
export const grantTable = tableOf(grants);
export const professionalTable = tableOf(professionals);
const clientTable = tableOf(recordKind('clients'));

export const grantCol = (name: string) => column(grantTable, name);
export const professionalCol = (name: string) => column(professionalTable, name);

/**
 * A grant opens documents while it is neither revoked nor past its time and its professional and
 * client are both live: deleting either, revoking or the clock withdraws every link sent for it.
 */
async function grantIsLive(db: Db, subject: { id: string; organisationId: string }) {
  const [row] = await db
    .select({ id: grantCol('id') })
    .from(grantTable)
    .where(
      and(
        eq(grantCol('id'), subject.id),
        eq(grantCol('organisationId'), subject.organisationId),
        isNull(grantCol('deletedAt')),
        isNull(grantCol('revokedAt')),
        gt(grantCol('expiresAt'), new Date()),
        sql`exists (select 1 from ${professionalTable} where ${professionalCol('id')} = ${grantCol('parentId')} and ${professionalCol('deletedAt')} is null)`,
        sql`exists (select 1 from ${clientTable} where ${column(clientTable, 'id')} = ${grantCol('client')} and ${column(clientTable, 'deletedAt')} is null)`,
      ),
    );
  return Boolean(row);
}

/**
 * A professional's link to one grant: used as often as they need until the grant's time (issued
 * with the hours left), never longer than 90 days; signing in again re-sends it and retires the
 * older email.
 */
export const HEALTH_PROFESSIONAL_LINK = defineLinkPurpose({
  name: 'health-professional-access',
  subjectType: grants.name,
  hours: 90 * 24,
  singleUse: false,
  subjectIsLive: grantIsLive,
});

/** The longest a grant may run, so no link lives for ever. */
export const MAX_GRANT_DAYS = 90;

/** The web page the link opens (apps/web/src/public/health-professionals). */
export const PROFESSIONAL_PAGE = '/health-professionals';

/** What every dead, revoked, expired or wrong link is told: the same words for each. */
export const PROFESSIONAL_LINK_REFUSED =
  'This access link does not work. It may be out of date or withdrawn. Ask the care agency for a new one.';
