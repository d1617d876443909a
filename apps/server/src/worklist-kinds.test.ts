import { schema } from '@care360/db';
import { ALL_RECORDS, WORKLIST_SHOWN_FROM } from '@care360/domain';
import { eq, getTableName, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCurrentUser } from './platform/auth/current-user';
import { tableOf } from './platform/records/record-query';
import { worklistOf } from './platform/worklist/worklist';
import { areas } from './routes';
import { createTestApp, DEMO_USERS, type TestApp } from './test/test-app';

/**
 * Home's worklist refreshes itself when a record of a kind it is worked out from changes: the web
 * app reads those kinds from WORKLIST_SHOWN_FROM. This holds the list to what the worklist really
 * reads: every table of a record kind that working it out for the demo's admin scans (as
 * PostgreSQL counts it, in one transaction) is a kind on the list.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Tables that are not a record kind's, and the live events' kind of their changes. */
const OTHER_TABLES: Record<string, string | null> = {
  [getTableName(schema.marEntries)]: 'mar-entries',
  // The questionnaires of every person file: the worklist reads the clients' (consent).
  [getTableName(schema.formResponses)]: 'client-form-responses',
  // Read for names only; the app never changes an organisation's row.
  [getTableName(schema.organisations)]: null,
};

describe('the kinds Home’s worklist is worked out from', () => {
  it('names every record kind whose table it reads', async () => {
    const [admin] = await t.db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.email, DEMO_USERS.admin.email));
    const user = await loadCurrentUser(t.db, String(admin?.id), null);
    if (!user) throw new Error('the demo admin');
    const read = await t.db.transaction(async (tx) => {
      // The connection's counts may still hold an earlier transaction's scans (PostgreSQL sends
      // them on at most once a second): only what grows while the worklist is made counts.
      const scans = async () =>
        new Map(
          (
            (await tx.execute(
              sql`select relname, seq_scan + coalesce(idx_scan, 0) as scans from pg_stat_xact_user_tables`,
            )) as unknown as { rows: { relname: string; scans: string | number }[] }
          ).rows.map((row) => [row.relname, Number(row.scans)]),
        );
      const before = await scans();
      const worklist = await worklistOf(areas.worklist, tx, { sessionIdHash: 'test', user });
      // The demo's admin has lines to show, so each group looked at its records.
      expect(Object.values(worklist.counts).some((n) => n > 0)).toBe(true);
      const after = await scans();
      return [...after].filter(([table, n]) => n > (before.get(table) ?? 0)).map(([t]) => t);
    });
    const kindOfTable = new Map<string, string | null>(
      ALL_RECORDS.map((kind) => [getTableName(tableOf(kind)), kind.name]),
    );
    for (const [table, kind] of Object.entries(OTHER_TABLES)) kindOfTable.set(table, kind);
    expect(read.filter((table) => !kindOfTable.has(table))).toEqual([]);
    const kindsRead = [
      ...new Set(read.map((table) => kindOfTable.get(table)).filter((k): k is string => !!k)),
    ].sort();
    expect(kindsRead.length).toBeGreaterThan(3);
    expect(kindsRead.filter((kind) => !WORKLIST_SHOWN_FROM.includes(kind))).toEqual([]);
  });
});
