import type { Db } from '@care360/db';
import { can, recordKind } from '@care360/domain';
import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/auth-context';
import { column, tableOf } from '../../platform/records/record-query';
import { visitCarerKind, visitKind } from './allocation-context';

const carerKind = recordKind('carers');
const col = (key: string) => column(tableOf(visitKind), key);

/**
 * A carer sees only published visits, and only their own: the condition a visits query adds when
 * the caller has a carer's file and does not plan visits (an office user with a carer's file of
 * their own still plans the rota). Undefined for everyone else.
 */
export async function carerVisitScope(db: Db, auth: AuthContext): Promise<SQL | undefined> {
  if (can(auth.user, visitKind.permissions.update)) return undefined;
  const own = await ownCarerId(db, auth);
  if (!own) return undefined;
  const a = tableOf(visitCarerKind);
  return and(
    ne(col('status'), 'Planned'),
    sql`exists (select 1 from ${a} where ${column(a, 'parentId')} = ${col('id')} and ${column(a, 'carer')} = ${own} and ${column(a, 'deletedAt')} is null)`,
  ) as SQL;
}

/** The signed-in user's own carer's file, if they have one: who they are on the rota. */
export async function ownCarerId(db: Db, auth: AuthContext): Promise<string | null> {
  const k = tableOf(carerKind);
  const [own] = await db
    .select({ id: column(k, 'id') })
    .from(k)
    .where(
      and(
        eq(column(k, 'organisationId'), auth.user.organisation.id),
        eq(column(k, 'user'), auth.user.id),
        sql`${column(k, 'deletedAt')} is null`,
      ),
    );
  return own ? String(own.id) : null;
}
