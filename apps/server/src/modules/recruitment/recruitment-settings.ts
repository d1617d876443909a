import type { Db } from '@care360/db';
import { type RecruitmentSettings, recordKind, recruitmentSettingsOf } from '@care360/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { column, tableOf } from '../../platform/records/record-query';

const settingsTable = tableOf(recordKind('recruitment-settings'));

/**
 * The recruitment settings in force for an organisation: its first live row where it has one,
 * the defaults elsewhere (recruitmentSettingsOf). Every rule that reads a threshold asks here.
 */
export async function recruitmentSettingsFor(
  db: Db,
  organisationId: string,
): Promise<RecruitmentSettings> {
  const [row] = await db
    .select()
    .from(settingsTable)
    .where(
      and(
        eq(column(settingsTable, 'organisationId'), organisationId),
        isNull(column(settingsTable, 'deletedAt')),
      ),
    )
    .orderBy(asc(column(settingsTable, 'createdAt')))
    .limit(1);
  return recruitmentSettingsOf(row as Partial<Record<keyof RecruitmentSettings, number | null>>);
}
