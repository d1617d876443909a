import type { Db } from '@care360/db';
import { type RecruitmentSettings, recruitmentSettingsOf } from '@care360/domain';
import { organisationSettingsRow } from '../../platform/records/organisation-settings';

/**
 * The recruitment settings in force for an organisation: its first live row where it has one,
 * the defaults elsewhere (recruitmentSettingsOf). Every rule that reads a threshold asks here.
 */
export async function recruitmentSettingsFor(
  db: Db,
  organisationId: string,
): Promise<RecruitmentSettings> {
  return recruitmentSettingsOf(
    await organisationSettingsRow(db, 'recruitment-settings', organisationId),
  );
}
