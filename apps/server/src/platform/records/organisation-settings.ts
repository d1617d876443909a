import type { Db } from '@care360/db';
import { recordKind } from '@care360/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { column, tableOf } from './record-query';

/**
 * The row of a settings kind in force for an organisation (recruitment settings, staff
 * settings): its first live one, or undefined while it has set none and the defaults hold.
 */
export async function organisationSettingsRow(
  db: Db,
  kindName: string,
  organisationId: string,
): Promise<Record<string, unknown> | undefined> {
  const table = tableOf(recordKind(kindName));
  const [row] = await db
    .select()
    .from(table)
    .where(
      and(eq(column(table, 'organisationId'), organisationId), isNull(column(table, 'deletedAt'))),
    )
    .orderBy(asc(column(table, 'createdAt')))
    .limit(1);
  return row as Record<string, unknown> | undefined;
}
