import { type Db, schema } from '@care360/db';
import { type RecordKind, readsAreAudited, recordKind } from '@care360/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { READ_AUDIT_COMMITS_LAZILY } from '../audit/audit';
import type { AuthContext } from '../auth/auth-context';
import { preparedOnce } from '../prepared';
import {
  branchShapeOf,
  column,
  placeholderCaller,
  referenceTitles,
  scopeOf,
  tableOf,
  textPlaceholder,
  titlesObject,
} from './record-query';
import { recordSubject } from './record-subject';

const { auditLog } = schema;

/** The values a prepared read is executed with. */
interface ReadValues {
  id: string;
  organisationId: string;
  branchId: string | null;
  parentId: string | null;
  actorUserId: string;
  ip: string | null;
}

/**
 * GET of one record in ONE prepared statement: the row, its reference titles, the check that its
 * parent (nested kinds) is a live record the caller may see, and, for a kind whose reads are
 * audited (a person's file), the audit entry. The entry is an INSERT in a WITH of the same
 * statement, over the same rows under the same snapshot: it is written exactly when the row is
 * answered, in the same implicit transaction, and a read that finds nothing writes nothing.
 * Answers the raw row (with `_titles`) or null. A kind's scope hook (`scope`, any condition on its
 * table) is built into the statement each time instead, with the same placeholders.
 */
export async function readRecord(
  db: Db,
  kind: RecordKind,
  auth: AuthContext,
  values: { id: string; parentId?: string | undefined; ip: string; scope?: SQL | undefined },
): Promise<Record<string, unknown> | null> {
  const { user } = auth;
  // The caller's branch limit decides the SQL's shape (no condition, a branch, or none at all).
  const branch = branchShapeOf(user);
  const nested = Boolean(kind.parent && values.parentId);
  const name = `care360_read:${kind.name}:${branch}${nested ? ':nested' : ''}`;
  const statement = values.scope
    ? buildRead(db, kind, branch, nested, values.scope)
    : preparedOnce(db, name, (database) => buildRead(database, kind, branch, nested).prepare(name));
  const executeWith: ReadValues = {
    id: values.id,
    organisationId: user.organisation.id,
    branchId: user.branchScope?.branchId ?? null,
    parentId: values.parentId ?? null,
    actorUserId: user.id,
    ip: values.ip,
  };
  const [found] = await statement.execute(executeWith as unknown as Record<string, unknown>);
  if (!found) return null;
  return { ...(found.row as Record<string, unknown>), _titles: found._titles ?? {} };
}

function buildRead(
  db: Db,
  kind: RecordKind,
  branch: 'all' | 'branch' | 'none',
  nested: boolean,
  scope?: SQL,
) {
  const table = tableOf(kind);
  const caller = placeholderCaller(branch);
  const parentId = nested ? textPlaceholder('parentId') : undefined;
  const parent = nested && kind.parent ? recordKind(kind.parent) : null;
  const where = and(
    eq(column(table, 'id'), sql.placeholder('id')),
    scopeOf(kind, caller, parentId),
    scope,
    parent
      ? sql`exists (select 1 from ${tableOf(parent)} where ${and(
          eq(column(tableOf(parent), 'id'), sql.placeholder('parentId')),
          scopeOf(parent, caller),
        )})`
      : undefined,
  );
  const select = { row: table, _titles: titlesObject(referenceTitles(kind)) };
  if (!readsAreAudited(kind)) return db.select(select).from(table).where(where);
  const subject = recordSubject(
    kind,
    sql`${column(table, 'id')}`,
    kind.parent ? sql`${column(table, 'parentId')}` : undefined,
  );
  const audited = db.$with('read_audit', { id: sql<number>`id` }).as(
    sql`insert into ${auditLog} (${sql.identifier('organisation_id')}, ${sql.identifier('actor_user_id')}, ${sql.identifier('action')}, ${sql.identifier('record_type')}, ${sql.identifier('record_id')}, ${sql.identifier('ip')}, ${sql.identifier('subject_type')}, ${sql.identifier('subject_id')})
      select ${sql.placeholder('organisationId')}::uuid, ${sql.placeholder('actorUserId')}::uuid, 'read', ${kind.name}, ${column(table, 'id')}::text, ${sql.placeholder('ip')}::text, ${subject.type}, ${subject.id}
      from ${table} where ${where} and ${READ_AUDIT_COMMITS_LAZILY} returning ${auditLog.id}`,
  );
  return db.with(audited).select(select).from(table).where(where);
}
