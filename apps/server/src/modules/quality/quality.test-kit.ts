import { schema } from '@care360/db';
import { QUALITY_REGISTERS, recordKind } from '@care360/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { column, tableOf } from '../../platform/records/record-query';
import type { TestApp } from '../../test/test-app';

/**
 * A deleted copy of one of a branch's demo entries in each quality register, so the registers'
 * "Recently deleted" lists have a row a user limited to that branch may see (the route walk's
 * branch checks).
 */
export async function deletedQualityEntriesOf(t: TestApp, branchName: string): Promise<void> {
  const [branch] = await t.db
    .select({ id: schema.branches.id })
    .from(schema.branches)
    .where(
      and(
        eq(schema.branches.organisationId, t.organisationId),
        eq(schema.branches.name, branchName),
      ),
    );
  if (!branch) throw new Error(`The demo has no ${branchName} branch.`);
  // The CQC notifications drafted from them too: a branch's list like the registers'.
  for (const register of [...QUALITY_REGISTERS, recordKind('cqc-notifications')]) {
    const table = tableOf(recordKind(register.name));
    const [row] = await t.db
      .select()
      .from(table)
      .where(
        and(
          eq(column(table, 'organisationId'), t.organisationId),
          eq(column(table, 'branch'), branch.id),
          isNull(column(table, 'deletedAt')),
        ),
      )
      .limit(1);
    if (!row) throw new Error(`The demo ${register.name} register has no ${branchName} entry.`);
    const { id: _, ...values } = row as Record<string, unknown>;
    await t.db.insert(table).values({ ...values, deletedAt: new Date() } as never);
  }
}
