import { schema } from '@care360/db';
import { AUDIT_SOURCES, auditSourceLabel, recordKind } from '@care360/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { column, tableOf } from '../../platform/records/record-query';
import type { TestApp } from '../../test/test-app';

/**
 * What a sample audit needs beyond its declaration's sample: a record it may audit, here the
 * sample logbook entry, since an audit of a record that does not exist is refused.
 */
export function auditSampleValues(recordIds: Record<string, string>): Record<string, unknown> {
  const logbook = AUDIT_SOURCES.find((source) => source.kind === 'client-logs');
  if (!logbook || !recordIds[logbook.kind]) throw new Error('No sample logbook entry to audit.');
  return { source: auditSourceLabel(logbook), sourceId: recordIds[logbook.kind] };
}

/**
 * A deleted copy of one of a branch's demo audits, so that the audits' "Recently deleted" list
 * has a row a user limited to that branch may see (the route walk's branch checks).
 */
export async function deletedAuditOf(t: TestApp, branchName: string): Promise<void> {
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
  const table = tableOf(recordKind('record-audits'));
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
  if (!row) throw new Error(`The demo has no audit in ${branchName}.`);
  const { id: _, ...values } = row as Record<string, unknown>;
  await t.db.insert(table).values({ ...values, deletedAt: new Date() } as never);
}
