import type { Db } from '@care360/db';

/**
 * A hot query built once per database and name, then only executed: its SQL text is not rebuilt
 * on each request and, on PostgreSQL, `name` makes it a named statement that each connection
 * parses and plans once. The builder must use `sql.placeholder` for everything that varies, and
 * a name must always stand for the same SQL text (PostgreSQL refuses one name for two texts).
 */
export function preparedOnce<T>(db: Db, name: string, build: (db: Db, name: string) => T): T {
  let statements = byDatabase.get(db);
  if (!statements) {
    statements = new Map();
    byDatabase.set(db, statements);
  }
  let statement = statements.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build(db, name);
    statements.set(name, statement);
  }
  return statement;
}

const byDatabase = new WeakMap<Db, Map<string, unknown>>();
