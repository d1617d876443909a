import { randomUUID } from 'node:crypto';
import { recordKind, recordTitle } from '@care360/domain';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../database';
import { recordTable } from '../records/table-for';
import { type DemoRow, resolveRefs } from './reference-data';

/**
 * Inserts demo records of one organisation as the API would store them, and remembers each
 * record's id by its kind and title so later demo rows can refer to it ({ $ref, title }).
 */
export interface DemoSeeder {
  insert(kindName: string, demo: DemoRow[], parentId?: string): Promise<string[]>;
  /**
   * Rows of one nested kind under many parents, one statement per 500 rows and per kind;
   * answers their ids in the order given.
   */
  insertMany(kindName: string, items: Array<{ parentId: string; row: DemoRow }>): Promise<string[]>;
  lookup(kind: string, title: string): string;
  organisationId: string;
  db: Db;
}

export function createDemoSeeder(
  db: Db,
  organisationId: string,
  /** Records seeded before, which demo rows may refer to (the branches). */
  known: Array<{ kind: string; title: string; id: string }> = [],
): DemoSeeder {
  const ids = new Map<string, string>(known.map((k) => [`${k.kind}\u0000${k.title}`, k.id]));
  const lookup = (kind: string, title: string) => {
    const id = ids.get(`${kind}\u0000${title}`);
    if (!id) throw new Error(`Demo ${kind} "${title}" is not seeded before it is referred to.`);
    return id;
  };
  const insert = async (kindName: string, demo: DemoRow[], parentId?: string) => {
    if (demo.length === 0) return [];
    const kind = recordKind(kindName);
    // The columns are keyed by the declaration at run time, as in the record engine.
    const table = recordTable(kindName) as unknown as PgTable;
    // The create schema normalises values exactly as the API would store them.
    const values = demo.map((row) => kind.createSchema.parse(resolveRefs(row.values, lookup)));
    // Ids are chosen here so nested rows and references know their parent without a read back.
    const rowIds = demo.map(() => randomUUID());
    // Large demo lists go in chunks: one statement has at most 65,535 parameters.
    const rows = values.map((v, i) => ({
      ...v,
      id: rowIds[i],
      organisationId,
      ...(parentId ? { parentId } : {}),
    }));
    for (let start = 0; start < rows.length; start += 500) {
      await db.insert(table).values(rows.slice(start, start + 500) as never);
    }
    for (const [i, row] of demo.entries()) {
      const id = rowIds[i] as string;
      ids.set(`${kindName}\u0000${String(values[i]?.[kind.titleField])}`, id);
      // Kinds named with more than their title field (a medicine's strength and form) are also
      // found by that full name, which tells products of one name apart.
      if (kind.titleWith) ids.set(`${kindName}\u0000${recordTitle(kind, values[i] ?? {})}`, id);
      for (const [nestedKind, children] of Object.entries(row.nested ?? {})) {
        await insert(nestedKind, children, id);
      }
    }
    return rowIds as string[];
  };
  const insertMany = async (
    kindName: string,
    items: Array<{ parentId: string; row: DemoRow }>,
  ): Promise<string[]> => {
    if (items.length === 0) return [];
    const kind = recordKind(kindName);
    const table = recordTable(kindName) as unknown as PgTable;
    const rows = items.map(({ parentId, row }) => ({
      ...kind.createSchema.parse(resolveRefs(row.values, lookup)),
      id: randomUUID(),
      organisationId,
      parentId,
    }));
    for (let start = 0; start < rows.length; start += 500) {
      await db.insert(table).values(rows.slice(start, start + 500) as never);
    }
    // Nested rows of every item go in together, kind by kind.
    const nested = new Map<string, Array<{ parentId: string; row: DemoRow }>>();
    items.forEach(({ row }, i) => {
      for (const [child, children] of Object.entries(row.nested ?? {})) {
        const list = nested.get(child) ?? [];
        for (const childRow of children)
          list.push({ parentId: rows[i]?.id as string, row: childRow });
        nested.set(child, list);
      }
    });
    for (const [child, list] of nested) await insertMany(child, list);
    return rows.map((row) => row.id);
  };
  return { insert, insertMany, lookup, organisationId, db };
}
