import { type Db, schema } from '@care360/db';
import {
  can,
  PUSH_CATEGORIES,
  PUSH_CATEGORY_AUDIENCE,
  type PushCategory,
  recordKind,
} from '@care360/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/auth-context';
import { column, tableOf } from '../../platform/records/record-query';

const carerKind = recordKind('carers');
const alertKind = recordKind('alerts');
const { users, pushSubscriptions, pushPreferences } = schema;

/** Whether the signed-in person has a carer's file of their own: they are on the rota. */
async function hasCarerFile(db: Db, auth: AuthContext): Promise<boolean> {
  const k = tableOf(carerKind);
  const [row] = await db
    .select({ id: column(k, 'id') })
    .from(k)
    .where(
      and(
        eq(column(k, 'organisationId'), auth.user.organisation.id),
        eq(column(k, 'user'), auth.user.id),
        sql`${column(k, 'deletedAt')} is null`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * The categories that apply to the signed-in person: a carer's for someone on the rota, the
 * escalated alerts for office staff who read alerts (the managers the ladder reaches).
 */
export async function categoriesOf(db: Db, auth: AuthContext): Promise<PushCategory[]> {
  const carer = await hasCarerFile(db, auth);
  const office = can(auth.user, alertKind.permissions.read);
  return PUSH_CATEGORIES.filter((category) =>
    PUSH_CATEGORY_AUDIENCE[category] === 'carers' ? carer : office,
  );
}

/**
 * Of these users, those to push this category to: in the organisation, active, with at least one
 * browser turned on, and who have not turned the category off (a category is on until turned
 * off: turning push on in a browser is the opt-in).
 */
export async function usersToPush(
  db: Db,
  organisationId: string,
  userIds: readonly string[],
  category: PushCategory,
): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: users.id })
    .from(users)
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.userId, users.id))
    .leftJoin(pushPreferences, eq(pushPreferences.userId, users.id))
    .where(
      and(
        inArray(users.id, [...userIds]),
        eq(users.organisationId, organisationId),
        eq(users.active, true),
        isNull(users.deletedAt),
        sql`coalesce((${pushPreferences.categories} ->> ${category})::boolean, true)`,
      ),
    );
  return rows.map((row) => row.id);
}

/** The user accounts of these carers' files (a carer without an account is told by email only). */
export async function usersOfCarers(
  db: Db,
  organisationId: string,
  carerIds: readonly string[],
): Promise<Map<string, string>> {
  const byCarer = new Map<string, string>();
  if (carerIds.length === 0) return byCarer;
  const k = tableOf(carerKind);
  const rows = await db
    .select({ carer: column(k, 'id'), user: column(k, 'user') })
    .from(k)
    .where(
      and(
        eq(column(k, 'organisationId'), organisationId),
        inArray(column(k, 'id'), [...carerIds]),
        sql`${column(k, 'deletedAt')} is null`,
      ),
    );
  for (const row of rows) if (row.user) byCarer.set(String(row.carer), String(row.user));
  return byCarer;
}
