import { type Database, schema } from '@care360/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import { insertJsonRows } from './json-insert';

/** Rows sent as one JSON parameter: stored as the query builder would store them. */

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('inserting rows as JSON', () => {
  it('stores each value as its column holds it, defaults the rest, and answers the rows', async () => {
    const stored = await insertJsonRows(
      database.db,
      schema.auditLog,
      [
        {
          action: 'probe.json',
          recordType: 'probes',
          recordId: 'p1',
          changes: { note: ['a', 'b'], nested: { n: 1 } },
          ip: '127.0.0.1',
        },
        {
          action: 'probe.json',
          recordType: 'probes',
          recordId: 'p2',
          changes: null,
          ip: null,
        },
      ],
      true,
    );
    expect(stored).toHaveLength(2);
    expect(stored[0]).toMatchObject({
      action: 'probe.json',
      recordId: 'p1',
      changes: { note: ['a', 'b'], nested: { n: 1 } },
      ip: '127.0.0.1',
    });
    expect(stored[1]).toMatchObject({ recordId: 'p2', changes: null, ip: null });
    // Left to its default: the time of the insert, as a Date, and the id from its sequence.
    expect(stored[0]?.at).toBeInstanceOf(Date);
    expect(Number(stored[1]?.id)).toBeGreaterThan(Number(stored[0]?.id));
  });

  it('stores values every row holds alike, and answers only the fields asked for', async () => {
    const alike = { kind: 'probes-alike', action: 'created' as const, recordId: null };
    const stored = await insertJsonRows(
      database.db,
      schema.outboxEvents,
      [alike, alike, { ...alike, recordId: 'p3' }],
      ['recordId', 'kind'],
    );
    expect(stored).toEqual([
      { kind: 'probes-alike', recordId: null },
      { kind: 'probes-alike', recordId: null },
      { kind: 'probes-alike', recordId: 'p3' },
    ]);
    const rows = await database.db
      .select({ kind: schema.outboxEvents.kind, action: schema.outboxEvents.action })
      .from(schema.outboxEvents)
      .where(eq(schema.outboxEvents.kind, 'probes-alike'));
    expect(rows).toEqual(Array(3).fill({ kind: 'probes-alike', action: 'created' }));
  });

  it('refuses rows of different shapes rather than storing null where a default belongs', async () => {
    await expect(
      insertJsonRows(database.db, schema.outboxEvents, [
        { kind: 'probes', action: 'created', recordId: 'p1' },
        { kind: 'probes', action: 'created' },
      ]),
    ).rejects.toThrow('insertJsonRows: rows for outbox_events differ in their fields.');
  });
});
