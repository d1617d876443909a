import { type Db, schema } from '@care360/db';
import {
  clientFullName,
  GRANT_DOCUMENTS,
  type GrantAnswer,
  type GrantDocument,
  recordKind,
} from '@care360/domain';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/auth-context';
import { column, scopeOf, tableOf } from '../../platform/records/record-query';
import { clientResponseOwner } from '../clients';
import { grantCol, grants, grantTable, professionalCol, professionalTable } from './grant-link';

/** The client's consent questionnaire and its answer about sharing with health professionals. */
const CONSENT_FORM = 'consent';
const SHARE_WITH_HEALTH = 'consent_share_health';

/**
 * Which documents the client's latest completed consent lets the agency share with health
 * professionals. The consent form asks one question for all of them ("sharing information about
 * my care with health professionals involved in it"), so its yes opens every document and
 * anything else (no, not asked yet, a draft) opens none.
 */
export async function consentedDocuments(
  db: Db,
  organisationId: string,
  clientId: string,
): Promise<{ consented: GrantDocument[]; reason: string | null }> {
  const { formResponses } = schema;
  const owner = clientResponseOwner(organisationId, clientId);
  const [latest] = await db
    .select({ answers: formResponses.answers })
    .from(formResponses)
    .where(
      and(
        eq(formResponses.organisationId, owner.organisationId),
        eq(formResponses.subjectType, owner.subjectType),
        eq(formResponses.subjectId, owner.subjectId),
        eq(formResponses.formKey, CONSENT_FORM),
        eq(formResponses.status, 'completed'),
        isNull(formResponses.deletedAt),
      ),
    )
    .orderBy(desc(formResponses.createdAt), desc(formResponses.id))
    .limit(1);
  if (!latest)
    return {
      consented: [],
      reason: 'The client has no completed consent form: record their consent first.',
    };
  const answer = (latest.answers as Record<string, unknown> | null)?.[SHARE_WITH_HEALTH];
  if (answer !== 'yes')
    return {
      consented: [],
      reason: 'The client has not consented to sharing information with health professionals.',
    };
  return { consented: GRANT_DOCUMENTS.map((doc) => doc.value), reason: null };
}

const clientTable = tableOf(recordKind('clients'));

export function grantState(row: { expiresAt: Date; revokedAt: Date | null }): GrantAnswer['state'] {
  if (row.revokedAt) return 'Revoked';
  return row.expiresAt.getTime() <= Date.now() ? 'Expired' : 'Active';
}

/** The recorded views of a grant: the audit entries its link's document reads wrote. */
export const VIEW_ACTION = 'health-professional.viewed';

/**
 * Grants as the office lists them, newest first (at most 100): a professional's, or a client's,
 * within what the caller may see (the grant's scope and the client's branch).
 */
export async function listGrants(
  db: Db,
  auth: AuthContext,
  where: { professionalId?: string; clientId?: string },
): Promise<GrantAnswer[]> {
  const views = db
    .select({ grant: schema.auditLog.subjectId, n: count().as('n') })
    .from(schema.auditLog)
    .where(
      and(
        eq(schema.auditLog.organisationId, auth.user.organisation.id),
        eq(schema.auditLog.subjectType, grants.name),
        eq(schema.auditLog.action, VIEW_ACTION),
      ),
    )
    .groupBy(schema.auditLog.subjectId)
    .as('views');
  const rows = await db
    .select({
      id: grantCol('id'),
      professionalId: grantCol('parentId'),
      professionalName: professionalCol('name'),
      clientId: grantCol('client'),
      forename: column(clientTable, 'forename'),
      surname: column(clientTable, 'surname'),
      documents: grantCol('documents'),
      expiresAt: grantCol('expiresAt'),
      revokedAt: grantCol('revokedAt'),
      reason: grantCol('reason'),
      views: views.n,
    })
    .from(grantTable)
    .innerJoin(professionalTable, eq(professionalCol('id'), grantCol('parentId')))
    .innerJoin(clientTable, eq(column(clientTable, 'id'), grantCol('client')))
    .leftJoin(views, sql`${views.grant} = ${grantCol('id')}::text`)
    .where(
      and(
        scopeOf(grants, auth.user),
        isNull(professionalCol('deletedAt')),
        scopeOf(recordKind('clients'), auth.user),
        where.professionalId ? eq(grantCol('parentId'), where.professionalId) : undefined,
        where.clientId ? eq(grantCol('client'), where.clientId) : undefined,
      ),
    )
    .orderBy(desc(grantCol('expiresAt')), desc(grantCol('id')))
    .limit(100);
  return rows.map((row) => {
    const expiresAt = new Date(row.expiresAt as Date);
    const revokedAt = row.revokedAt ? new Date(row.revokedAt as Date) : null;
    return {
      id: String(row.id),
      professionalId: String(row.professionalId),
      professionalName: String(row.professionalName ?? ''),
      clientId: String(row.clientId),
      clientName: clientFullName({ forename: row.forename, surname: row.surname } as never),
      documents: (row.documents as string[] | null) ?? [],
      expiresAt: expiresAt.toISOString(),
      revokedAt: revokedAt ? revokedAt.toISOString() : null,
      reason: (row.reason as string | null) ?? null,
      state: grantState({ expiresAt, revokedAt }),
      views: Number(row.views ?? 0),
    };
  });
}

/** The views of a client's documents by professionals, newest first (at most 100). */
export async function professionalViewsOf(db: Db, auth: AuthContext, grantIds: string[]) {
  if (grantIds.length === 0) return [];
  const rows = await db
    .select({
      id: schema.auditLog.id,
      at: schema.auditLog.at,
      grantId: schema.auditLog.subjectId,
      changes: schema.auditLog.changes,
    })
    .from(schema.auditLog)
    .where(
      and(
        eq(schema.auditLog.organisationId, auth.user.organisation.id),
        eq(schema.auditLog.subjectType, grants.name),
        eq(schema.auditLog.action, VIEW_ACTION),
        inArray(schema.auditLog.subjectId, grantIds),
      ),
    )
    .orderBy(desc(schema.auditLog.at), desc(schema.auditLog.id))
    .limit(100);
  return rows.map((row) => {
    const changes = (row.changes ?? {}) as Record<string, unknown>;
    return {
      id: row.id,
      at: new Date(row.at).toISOString(),
      grantId: String(row.grantId),
      professionalName: String(changes.professional ?? ''),
      profession: String(changes.profession ?? ''),
      document: String(changes.document ?? ''),
    };
  });
}
