import { type RecordKind, recordKind } from '@care360/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { AuditSubject } from '../audit/audit';
import { column, tableOf } from './record-query';

/** The kinds from the root of a kind's parent chain down to the kind itself. */
function chainOf(kind: RecordKind): RecordKind[] {
  const chain = [kind];
  for (let top = kind; top.parent; ) {
    top = recordKind(top.parent);
    chain.unshift(top);
  }
  return chain;
}

/**
 * Whose file a record's audit entries belong to: the root of its parent chain (the client of a
 * client's medicine; of a visit template's detail, the template's client), found by the entry's
 * own statement from the record's id, or from its parent's id when the statement has it.
 */
export function recordSubject(kind: RecordKind, id: string | SQL, parentId?: SQL): AuditSubject {
  const chain = chainOf(kind);
  const root = chain[0] as RecordKind;
  if (chain.length === 1) return { type: root.name, id };
  // Up one parent_id per level: from the parent when it is known, else from the record itself.
  const levels = chain.slice(1, parentId ? -1 : undefined).reverse();
  const rootId = levels.reduce<SQL>((childId, level) => {
    const table = tableOf(level);
    return sql`(select ${column(table, 'parentId')} from ${table} where ${column(table, 'id')} = ${childId}::uuid)`;
  }, parentId ?? sql`${id}`);
  return { type: root.name, id: sql`${rootId}::text` };
}
