import type { Db } from '@care360/db';
import { type RecordKind, revealAnswer, sensitiveFields } from '@care360/domain';
import { and, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../audit/audit';
import type { AuthContext } from '../auth/auth-context';
import { notFound } from '../http/envelope';
import { requireFurtherPermission } from '../http/further-permission';
import { type AnyRoute, defineRoute } from '../http/route';
import { column, tableOf } from './record-query';
import { toApiValue } from './record-values';

export interface RevealContext {
  /** The kind's collection address, e.g. /api/v1/clients. */
  base: string;
  params: z.ZodType;
  /** The rows of the kind the caller may see (organisation, branch, parent, its scope hook). */
  scopeFor(db: Db, auth: AuthContext, parentId: string | undefined): Promise<SQL | undefined>;
}

/**
 * GET {base}/:id/reveal/{field}, one route per sensitive field: the value, for a reader of the
 * record who asks to see it. Each reveal is written to the audit trail ('reveal', with the field)
 * in the same transaction as the read, so a value is never shown unrecorded. A field that names
 * a reveal permission (fields.ts `revealPermission`) is shown only to its holders; anyone else
 * is refused with 403, audited as a refused permission, and shown nothing.
 */
export function revealRoutes(kind: RecordKind, { base, params, scopeFor }: RevealContext) {
  const table = tableOf(kind);
  const noun = kind.singular.toLowerCase();
  return sensitiveFields(kind.fields).map((field): AnyRoute => {
    const url = `${base}/:id/reveal/${field}`;
    const revealPermission = kind.fields[field]?.revealPermission;
    return defineRoute({
      method: 'GET',
      url,
      access: { permission: kind.permissions.read },
      summary: `Show the ${kind.fields[field]?.label.toLowerCase()} of a ${noun} (audited)`,
      answer: revealAnswer,
      params,
      resource: kind.name,
      async handler({ auth, params: p, request, services }) {
        const { db } = services;
        const { id, parentId } = p as { id: string; parentId?: string };
        const scope = await scopeFor(db, auth, parentId);
        if (revealPermission) {
          // A record the caller may not see answers 404 before a further permission is asked.
          const [seen] = await db
            .select({ id: column(table, 'id') })
            .from(table)
            .where(and(eq(column(table, 'id'), id), scope));
          if (!seen) throw notFound(noun);
          await requireFurtherPermission(
            { auth, request, services },
            { method: 'GET', url, resource: kind.name },
            revealPermission,
          );
        }
        const value = await db.transaction(async (tx) => {
          const [found] = await tx
            .select({ value: column(table, field) })
            .from(table)
            .where(and(eq(column(table, 'id'), id), scope));
          if (!found) throw notFound(noun);
          await recordAudit(tx, {
            organisationId: auth.user.organisation.id,
            actorUserId: auth.user.id,
            action: 'reveal',
            recordType: kind.name,
            recordId: id,
            changes: { field },
            ip: request.ip,
          });
          return found.value;
        });
        const def = kind.fields[field];
        return { data: { field, value: def ? toApiValue(def, value) : value } };
      },
    });
  });
}
