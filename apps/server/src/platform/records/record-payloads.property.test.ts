import { schema } from '@care360/db';
import { ALL_RECORDS, type RecordKind } from '@care360/domain';
import { count } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSample } from '../../test/record-samples';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';
import { tableOf } from './record-query';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_USERS.admin.email);
});
afterAll(() => t.close());

/** Values of every JSON shape, plus strings that look nearly right for the field kinds. */
const anyValue = fc.oneof(
  fc.jsonValue(),
  fc.constantFrom(
    '',
    ' ',
    '2026-02-30',
    '25:61',
    'LS1',
    '+44',
    '943 476 5918',
    '#GGG',
    '-1',
    '1e309',
    '<script>',
  ),
  fc.string({ maxLength: 300 }),
  fc.integer(),
  fc.double(),
);

/** Payloads that keep some field names (so validation goes deep) and add strange ones. */
function payloadFor(kind: RecordKind) {
  const keys = [
    ...Object.keys(kind.fields),
    'version',
    'id',
    '__proto__',
    'organisationId',
    'deletedAt',
  ];
  return fc.oneof(
    fc.dictionary(fc.constantFrom(...keys), anyValue, { maxKeys: keys.length }),
    fc.jsonValue(),
  );
}

async function writes(kind: RecordKind) {
  const [rows] = await t.db.select({ n: count() }).from(tableOf(kind));
  const [audit] = await t.db.select({ n: count() }).from(schema.auditLog);
  return { rows: rows?.n ?? 0, audit: audit?.n ?? 0 };
}

describe('random and malformed payloads to every record kind', () => {
  it.each(ALL_RECORDS.map((kind) => [kind.name, kind] as const))(
    '%s: create and update never answer 5xx, and a refusal writes nothing',
    async (_, kind) => {
      const sample = await createSample(t, admin, kind);
      const itemUrl = `${sample.base}/${sample.row.id}`;
      await fc.assert(
        fc.asyncProperty(
          payloadFor(kind),
          fc.constantFrom('POST', 'PUT'),
          async (payload, method) => {
            const before = await writes(kind);
            const response = await t.call({
              method,
              url: method === 'POST' ? sample.base : itemUrl,
              cookie: admin,
              payload: JSON.stringify(payload),
              headers: { 'content-type': 'application/json' },
            });
            expect(response.statusCode, response.body).toBeLessThan(500);
            expect(response.json()).toHaveProperty('status');
            if (response.statusCode >= 400) expect(await writes(kind)).toEqual(before);
          },
        ),
        { numRuns: 40 },
      );
    },
    120_000,
  );
});
