import type { Db } from '@care360/db';
import {
  ASSESSMENT_TARGET_FIELDS,
  type AssessmentTarget,
  assessmentVisits,
  recordKind,
} from '@care360/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/auth-context';
import type { RecordHooks } from '../../platform/records/record-hooks';
import { column, tableOf } from '../../platform/records/record-query';

/**
 * An assessment visit belongs to the branch of the person it is with (a client, carer or office
 * employee), set by the server on every save. A coordinator limited to a branch sees and moves
 * only that branch's visits: another branch's answers 404, as a visit that does not exist does.
 */

const TARGET_KINDS: Record<AssessmentTarget, string> = {
  client: 'clients',
  carer: 'carers',
  employee: 'employees',
};

/** The branch of the visit's person, or null when it names none. */
async function branchOfTarget(
  db: Db,
  organisationId: string,
  visit: Record<string, unknown>,
): Promise<string | null> {
  const target = visit.targetType as AssessmentTarget;
  const kindName = TARGET_KINDS[target];
  const id = visit[ASSESSMENT_TARGET_FIELDS[target]];
  if (!kindName || typeof id !== 'string') return null;
  const table = tableOf(recordKind(kindName));
  const [found] = await db
    .select({ branch: column(table, 'branch') })
    .from(table)
    .where(and(eq(column(table, 'id'), id), eq(column(table, 'organisationId'), organisationId)));
  return (found?.branch as string | null | undefined) ?? null;
}

/** The visits a caller limited to a branch may see: that branch's (none without a branch). */
export function assessmentVisitBranchScope(auth: AuthContext): SQL | undefined {
  const scope = auth.user.branchScope;
  if (!scope) return undefined;
  const table = tableOf(assessmentVisits);
  return scope.branchId ? eq(column(table, 'branch'), scope.branchId) : sql`false`;
}

export const assessmentVisitHooks: RecordHooks = {
  async beforeCreate({ values }, ctx) {
    values.branch = await branchOfTarget(ctx.db, ctx.auth.user.organisation.id, values);
  },
  async beforeUpdate({ existing, values }, ctx) {
    values.branch = await branchOfTarget(ctx.db, ctx.auth.user.organisation.id, {
      ...existing,
      ...values,
    });
  },
  scope: ({ auth }) => assessmentVisitBranchScope(auth),
};
