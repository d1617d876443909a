import type { FieldDef, RecordKind } from '@care360/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import { column, type tableOf } from './record-query';

/**
 * The condition a reference field's `where` puts on the records it may name (a client upload's
 * document type applies to clients), over the referred kind's table; undefined when it has none.
 */
export function referenceWhere(
  def: FieldDef,
  target: RecordKind,
  table: ReturnType<typeof tableOf>,
): SQL | undefined {
  if (def.kind !== 'reference' || !def.where) return undefined;
  const { field, value } = def.where;
  const marker = column(table, field);
  return target.fields[field]?.kind === 'multiChoice'
    ? sql`${marker} @> ${JSON.stringify([value])}::jsonb`
    : eq(marker, value);
}
