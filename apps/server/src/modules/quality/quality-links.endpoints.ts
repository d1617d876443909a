import type { Db } from '@care360/db';
import {
  can,
  personFileOf,
  QUALITY_LINK_FIELDS,
  QUALITY_LINKS_PER_REGISTER,
  QUALITY_REGISTERS,
  type QualityLinkOwner,
  type QualityLinks,
  qualityLinksAnswer,
  recordKind,
} from '@care360/domain';
import { and, count, desc, eq, or } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/auth-context';
import { idParams } from '../../platform/http/id-params';
import { defineRoute } from '../../platform/http/route';
import { assertLiveOwner, auditFileAccess } from '../../platform/person-files/person-file-access';
import { dateColumnText } from '../../platform/records/column-values';
import { column, scopeOf, tableOf, titleOf } from '../../platform/records/record-query';

/**
 * The quality register entries that name a client or a carer, for the Quality Records page of
 * their file: of each register the caller may read, the newest entries and how many there are.
 * Reading it is a read of the person's file, audited as such.
 */

export async function qualityLinksOf(
  db: Db,
  auth: AuthContext,
  owner: QualityLinkOwner,
  ownerId: string,
): Promise<QualityLinks> {
  const registers: QualityLinks['registers'] = [];
  for (const declared of QUALITY_REGISTERS) {
    const kind = recordKind(declared.name);
    if (!can(auth.user, kind.permissions.read)) continue;
    const table = tableOf(kind);
    const col = (key: string) => column(table, key);
    const fields = QUALITY_LINK_FIELDS[owner];
    const names = or(...fields.map((key) => eq(col(key), ownerId)));
    const where = and(scopeOf(kind, auth.user), names);
    const hasStatus = 'status' in kind.fields;
    const hasHarm = 'harm' in kind.fields;
    const [total, rows] = await Promise.all([
      db.select({ n: count() }).from(table).where(where),
      db
        .select({
          id: col('id'),
          title: titleOf(kind, table),
          on: col(kind.list.sort),
          ...(hasStatus ? { status: col('status') } : {}),
          ...(hasHarm ? { harm: col('harm') } : {}),
          ...Object.fromEntries(fields.map((key) => [key, col(key)])),
        })
        .from(table)
        .where(where)
        .orderBy(desc(col(kind.list.sort)), desc(col('id')))
        .limit(QUALITY_LINKS_PER_REGISTER),
    ]);
    registers.push({
      kind: kind.name,
      title: kind.plural,
      path: kind.path,
      total: Number(total[0]?.n ?? 0),
      items: (rows as Record<string, unknown>[]).map((row) => {
        const field = fields.find((key) => row[key] === ownerId) ?? fields[0];
        return {
          id: String(row.id),
          title: String(row.title ?? kind.singular),
          on: dateColumnText(row.on),
          status: typeof row.status === 'string' ? row.status : null,
          harm: typeof row.harm === 'string' ? row.harm : null,
          as: kind.fields[field]?.label ?? field,
        };
      }),
    });
  }
  return { registers };
}

function linksRoute(owner: QualityLinkOwner) {
  const file = personFileOf(owner);
  if (!file) throw new Error(`No person file is declared for ${owner}.`);
  return defineRoute({
    method: 'GET',
    url: `/api/v1/${owner}/:id/quality-records`,
    access: { permission: recordKind(owner).permissions.read },
    answer: qualityLinksAnswer,
    summary: `The quality register entries (incidents, complaints…) that name one of the ${owner}`,
    params: idParams,
    resource: owner,
    async handler({ auth, params, request, services: { db } }) {
      const data = await db.transaction(async (tx) => {
        await assertLiveOwner(tx, auth, file, params.id);
        const links = await qualityLinksOf(tx, auth, owner, params.id);
        await auditFileAccess(tx, auth, request.ip, file, params.id, 'read', {
          section: 'Quality Records',
        });
        return links;
      });
      return { data };
    },
  });
}

export const qualityLinkRoutes = [linksRoute('clients'), linksRoute('carers')];
