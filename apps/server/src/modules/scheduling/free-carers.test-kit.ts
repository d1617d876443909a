import { recordKind, straightLineTravelTime } from '@care360/domain';
import { eq } from 'drizzle-orm';
import { column, tableOf } from '../../platform/records/record-query';
import type { TestApp } from '../../test/test-app';
import { allocationVisitOf, refusalsOf } from './allocation-context';

/**
 * Up to `wanted` demo carers the rules let take every one of `visits` (compliant, free, not on
 * leave), in the order the carers table gives them (tests only).
 */
export async function carersFreeFor(
  t: TestApp,
  visits: readonly Record<string, unknown>[],
  wanted = 1,
): Promise<string[]> {
  const k = tableOf(recordKind('carers'));
  const free: string[] = [];
  // The demo has no OSRM: the straight line is what the app itself judges journeys by.
  const travelTime = straightLineTravelTime();
  for (const { id } of await t.db
    .select({ id: column(k, 'id') })
    .from(k)
    .where(eq(column(k, 'organisationId'), t.organisationId))) {
    let eligible = true;
    for (const visit of visits) {
      const refusals = await refusalsOf(
        t.db,
        t.organisationId,
        allocationVisitOf(visit),
        String(id),
        travelTime,
      );
      if (!refusals || refusals.length > 0) {
        eligible = false;
        break;
      }
    }
    if (eligible) free.push(String(id));
    if (free.length === wanted) break;
  }
  return free;
}
