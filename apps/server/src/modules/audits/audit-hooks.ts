import {
  AUDIT_SOURCES,
  type AuditSource,
  auditSourceLabel,
  type RecordKind,
  recordKind,
} from '@care360/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { RecordHooks, WriteContext } from '../../platform/records/record-hooks';
import { refusal } from '../../platform/records/record-hooks';
import { column, tableOf } from '../../platform/records/record-query';
import { personOf, sourceScope } from './audit-list';

/**
 * An audit names the record it checks by its source and id: the record must be one the writer
 * may see, and the audit takes that record's branch, so a branch-limited auditor cannot file an
 * audit of another branch's record and the audit is seen where the record is. What an audit is
 * of never changes once recorded.
 */

function sourceOfLabel(label: unknown): AuditSource | undefined {
  return AUDIT_SOURCES.find((source) => auditSourceLabel(source) === label);
}

/** The branch of a record of a source the caller may see, or undefined when they may not. */
export async function auditedRecordBranch(
  ctx: Pick<WriteContext, 'db' | 'auth'>,
  source: AuditSource,
  id: string,
): Promise<string | null | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const kind = recordKind(source.kind);
  const table = tableOf(kind);
  const { owner, link } = personOf(source);
  const person = tableOf(owner);
  const branchOf = (k: RecordKind, t = tableOf(k)) =>
    k.branchField ? sql`${column(t, k.branchField)}` : sql`null`;
  const branch = kind.branchField ? branchOf(kind, table) : branchOf(owner, person);
  const [row] = await ctx.db
    .select({ branch: sql<string | null>`${branch}` })
    .from(table)
    .innerJoin(person, sql`${column(person, 'id')} = ${link}`)
    .where(
      and(
        eq(column(table, 'id'), id),
        sourceScope(source, ctx.auth.user),
        sql`${column(person, 'deletedAt')} is null`,
      ),
    )
    .limit(1);
  return row ? row.branch : undefined;
}

export const auditHooks: RecordHooks = {
  async beforeCreate({ values }, ctx) {
    const source = sourceOfLabel(values.source);
    if (!source) throw refusal('source', 'Choose what is audited.');
    const branch = await auditedRecordBranch(ctx, source, String(values.sourceId ?? ''));
    if (branch === undefined)
      throw refusal('sourceId', `We could not find that ${source.noun} to audit.`);
    values.branch = branch;
  },
  async beforeUpdate({ existing, values }) {
    for (const key of ['source', 'sourceId'] as const)
      if (key in values && values[key] !== existing[key])
        throw refusal(key, 'An audit stays with the record it audited.');
    if ('branch' in values) values.branch = existing.branch;
  },
};
