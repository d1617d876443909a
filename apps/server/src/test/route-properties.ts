import { createHash } from 'node:crypto';
import { ALL_RECORDS, type FieldDef, type RecordKind } from '@care360/domain';
import { type SQL, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAD_VALUE_MESSAGE } from '../platform/http/database-errors';
import type { AnyRoute } from '../platform/http/route';
import { PUBLIC } from '../platform/http/route';
import { isLinkAccess } from '../platform/links/link-purpose';
import { samplePayload } from './record-samples';
import { createRouteFixtures, referenceIds } from './route-fixtures';
import { routesPart } from './route-parts';
import { createTestApp, DEMO_USERS, type TestApp } from './test-app';

/**
 * Every route of the API, called by a super administrator (so access never refuses) with random
 * and hostile path parameters, query strings and bodies: no answer is a 5xx, every refusal is in
 * the envelope, and a refused request writes nothing. Fixed seeds keep each run the same.
 */
let t: TestApp;
let admin: string;
/** A live record per resource addressed by id, and the parent of nested kinds. */
const recordIds: Record<string, string> = {};
const parentIds: Record<string, string> = {};
const OTHER_PARAMS: Record<string, string> = {};
const FILE_PARAMS: Record<string, Record<string, string>> = {};

/**
 * The app and fixtures of a part. Registered by each part itself: the server's test files share
 * modules (no isolation), so a hook at this module's top level would run for one part only.
 */
async function setUpPart(): Promise<void> {
  t = await createTestApp();
  admin = await t.login(DEMO_USERS.admin.email);
  const fixtures = await createRouteFixtures(t, admin);
  Object.assign(recordIds, fixtures.recordIds);
  Object.assign(parentIds, fixtures.parentIds);
  Object.assign(OTHER_PARAMS, fixtures.otherParams);
  Object.assign(FILE_PARAMS, fixtures.fileParams);
  await startWatching();
}

// ---- what a refused request must not change ----------------------------------------------

/**
 * Tables a request may touch whatever it answers: a session's last use, and the sign-in limits
 * (which count refused attempts on purpose).
 */
const BOOKKEEPING = ['sessions', 'throttle_events', 'throttle_counters', 'mfa_challenges'];

/**
 * Every committed row written, counted per table by a trigger on each table: a refused request
 * must leave the counts as they were. A rolled-back write rolls its count back too, so only what
 * stayed written is seen; reading the counts costs one small query, however large the database.
 */
async function startWatching() {
  const rows = await rowsOf<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const tables = rows.map((r) => r.table_name).filter((name) => !BOOKKEEPING.includes(name));
  await t.db.execute(
    sql.raw(`
      create table test_rows_written (table_name text primary key, n bigint not null);
      create function test_count_row_written() returns trigger language plpgsql as $$
      begin
        insert into test_rows_written values (TG_TABLE_NAME, 1)
          on conflict (table_name) do update set n = test_rows_written.n + 1;
        return null;
      end $$;
      ${tables
        .map(
          (name) =>
            `create trigger test_count_row_written after insert or update or delete on "${name}" for each row execute function test_count_row_written();`,
        )
        .join('\n')}
    `),
  );
}

/** Rows written so far, per table. */
async function rowsWritten(): Promise<Record<string, string>> {
  const rows = await rowsOf<{ name: string; n: string }>(
    sql`select table_name as name, n::text as n from test_rows_written`,
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.n]));
}

/** Rows of a raw query (node-postgres gives `rows`). */
async function rowsOf<T>(query: SQL): Promise<T[]> {
  const result = (await t.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The tables whose counts of rows written differ. */
function changedTables(before: Record<string, string>, after: Record<string, string>) {
  return Object.keys(after).filter((name) => before[name] !== after[name]);
}

// ---- inputs ------------------------------------------------------------------------------

const UUID = '7d4c2a9e-1b3f-4e5a-8c6d-0f1e2d3c4b5a';
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const NUL = 'a\u0000b';
const LONE_SURROGATE = '\ud800';
const UNICODE = 'Zoë’s – 健康 😀';

/**
 * Values that reach PostgreSQL or Node unless something stops them: NUL, years PostgreSQL lacks,
 * int4 edges, over-long and odd Unicode text, forged page cursors.
 */
const hostileString = fc.constantFrom(
  NUL,
  '0000-01-01',
  '275000-01-01',
  '0000-01-01T00:00:00Z',
  'x'.repeat(10_001),
  UNICODE,
  LONE_SURROGATE,
  "' or 1=1 --",
  '2147483648',
  UUID,
  '',
);
const hostileNumber = fc.constantFrom(2_147_483_648, -2_147_483_649, 1e20, 0.5, -1);
const forgedCursor = fc.constantFrom(
  b64(['x', 'not-a-uuid']),
  b64([{}, UUID]),
  b64(['0000-01-01', UUID]),
  b64(['2026-01-01', 1e308]),
  b64([1e308, UUID]),
  b64([NUL, UUID]),
  b64(['x']),
  'eyJ',
  '!!',
);
/** JSON text nested ten thousand levels deep. */
const DEEP_ARRAY = `${'['.repeat(10_000)}1${']'.repeat(10_000)}`;
const DEEP_OBJECT = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
const anyValue = fc.oneof(
  { arbitrary: hostileString, weight: 3 },
  { arbitrary: hostileNumber, weight: 2 },
  { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 1 },
  { arbitrary: fc.string({ maxLength: 20, unit: 'binary' }), weight: 1 },
);

/** The hostile values that suit a field of this kind, so that they pass the rest of validation. */
function hostileFor(def: FieldDef | undefined) {
  const values: unknown[] = (() => {
    switch (def?.kind) {
      case 'date':
        return ['0000-01-01', '275000-01-01', '2026-02-30', '1000-01-01', '9999-12-31'];
      case 'dateTime':
        return ['0000-01-01T00:00:00Z', '9999-12-31T23:59:59-14:00', '+275760-09-13T00:00:00Z'];
      case 'time':
        return ['24:00', '23:59:60', NUL];
      case 'number':
      case 'money':
        return [2_147_483_648, -2_147_483_649, 1e20, 0.5, -1, '12'];
      case 'choice':
      case 'multiChoice':
        return [NUL, [NUL], ['x', 'x', 'x']];
      case 'reference':
      case 'file':
        return [UUID, NUL, recordIds.clients, recordIds.files];
      case 'yesNo':
        return ['true', 1];
      case 'signature':
        return [`data:image/png;base64,${'A'.repeat(300_001)}`, `data:image/png;base64,${NUL}`];
      default:
        return [NUL, `${'x'.repeat(10_001)}`, LONE_SURROGATE, UNICODE, "' or 1=1 --", ' '];
    }
  })();
  return fc.oneof({ arbitrary: fc.constantFrom(...values), weight: 3 }, anyValue);
}

/** The hostile values for one query parameter, by what lists do with it. */
function hostileQueryValue(name: string) {
  if (name === 'cursor') return forgedCursor;
  if (name === 'search')
    return fc.constantFrom(NUL, 'x'.repeat(101), '%', '\\', '_', UNICODE, '  a   b  ');
  if (name === 'limit') return fc.constantFrom('0', '101', '1e309', '-1', '1.5', '');
  return fc.oneof(hostileString, fc.constant(['a', NUL]));
}

const encodeSegment = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return 'x'; // a lone surrogate has no URL form
  }
};

const hostileSegment = fc
  .oneof(hostileString, fc.string({ maxLength: 30, unit: 'binary' }), fc.constant('a'.repeat(200)))
  .map(encodeSegment)
  .filter((value) => value.length > 0);

const kindOf = (route: AnyRoute): RecordKind | undefined =>
  ALL_RECORDS.find((kind) => kind.name === route.record);

function validParam(route: AnyRoute, name: string): string {
  if (name === 'id') return recordIds[route.resource ?? ''] ?? UUID;
  if (name === 'parentId') return parentIds[kindOf(route)?.name ?? ''] ?? UUID;
  return FILE_PARAMS[route.resource ?? '']?.[name] ?? OTHER_PARAMS[name] ?? 'x';
}

function shapeKeys(schemaLike: unknown): string[] {
  const shape = (schemaLike as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

/** Valid bodies of the routes outside the record engine, to be spoilt one field at a time. */
const BODIES: Record<string, Record<string, unknown>> = {
  'PUT /api/v1/user-roles/:id/permissions': { permissions: [], version: 1 },
  'PUT /api/v1/user-permissions/:permission/users': { userIds: [] },
  'POST /api/v1/clients/:id/forms/:form/responses': {
    answers: { vision_notes: 'Wears glasses' },
    status: 'draft',
    basedOn: null,
  },
  'PUT /api/v1/clients/:id/mar/entries': {
    clientMedicationId: UUID,
    day: '2025-01-06',
    slot: 'morning',
    code: 'G',
  },
  'POST /login': { email: 'someone@care360.local', password: 'not the password' },
  'POST /forgot-password': { email: 'someone@care360.local' },
};

const routeKey = (route: AnyRoute) => `${route.method} ${route.url}`;

function validBody(route: AnyRoute): Record<string, unknown> | undefined {
  if (routeKey(route) in BODIES) return BODIES[routeKey(route)];
  const kind = kindOf(route);
  if (!kind || !route.body) return route.body ? {} : undefined;
  const values = samplePayload(kind, 9000, referenceIds(kind, recordIds, UUID));
  return route.method === 'PUT' ? { ...values, version: 1 } : values;
}

/**
 * One request per run: mostly a valid request with exactly one thing spoilt (a path parameter,
 * a query parameter or a body field), so that the spoilt value travels as deep as it can; now
 * and then a request spoilt everywhere at once.
 */
function requestArbitrary(route: AnyRoute) {
  const names = [...route.url.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1] ?? '');
  const urlWith = (values: string[]) => {
    let index = 0;
    return route.url.replace(/:([A-Za-z]+)/g, () => values[index++] ?? '');
  };
  const validUrl = urlWith(names.map((name) => validParam(route, name)));
  const body = validBody(route);
  const kind = kindOf(route);
  const fieldKeys = [
    ...new Set([...(kind ? Object.keys(kind.fields) : []), ...shapeKeys(route.body)]),
  ];
  const queryKeys = [...new Set([...shapeKeys(route.query), 'search', 'cursor', 'colour'])];
  const toQuery = (entries: Array<[string, unknown]>) => {
    const search = new URLSearchParams();
    for (const [name, given] of entries)
      for (const one of Array.isArray(given) ? given : [given])
        search.append(name, decodeURIComponent(encodeSegment(String(one))));
    const text = search.toString();
    return text ? `?${text}` : '';
  };

  const spoilt: Array<
    fc.Arbitrary<{ url: string; query: string; body: unknown; text?: string | undefined }>
  > = [];
  if (names.length > 0) {
    spoilt.push(
      fc.tuple(fc.nat(names.length - 1), hostileSegment).map(([at, value]) => ({
        url: urlWith(names.map((name, i) => (i === at ? value : validParam(route, name)))),
        query: '',
        body,
      })),
    );
  }
  spoilt.push(
    fc.constantFrom(...queryKeys).chain((name) =>
      hostileQueryValue(name).map((value) => ({
        url: validUrl,
        query: toQuery([[name, value]]),
        body,
      })),
    ),
  );
  if (body && fieldKeys.length > 0) {
    spoilt.push(
      fc.constantFrom(...fieldKeys).chain((key) =>
        hostileFor(kind?.fields[key]).map((value) => ({
          url: validUrl,
          query: '',
          body: { ...body, [key]: value },
        })),
      ),
    );
  }
  if (route.method !== 'GET') {
    // Ten thousand levels deep, as the whole body or as one field of a valid one: sent as text,
    // since building it as a value would overflow the stack here first.
    const fields = body && fieldKeys.length > 0 ? fieldKeys : [''];
    spoilt.push(
      fc
        .tuple(fc.constantFrom(...fields), fc.constantFrom(DEEP_ARRAY, DEEP_OBJECT))
        .map(([key, deep]) => ({
          url: validUrl,
          query: '',
          body: undefined,
          text: key
            ? `${JSON.stringify({ ...body, [key]: null }).slice(0, -1)},${JSON.stringify(key)}:${deep}}`
            : deep,
        })),
    );
  }
  const chaos = fc.record({
    url: fc
      .array(hostileSegment, { minLength: names.length, maxLength: names.length })
      .map(urlWith),
    query: fc
      .array(
        fc.tuple(fc.constantFrom(...queryKeys, '__proto__', 'limit', 'sort', 'dir'), anyValue),
        {
          maxLength: 3,
        },
      )
      .map(toQuery),
    body: route.method === 'GET' ? fc.constant(undefined) : fc.jsonValue({ maxDepth: 3 }),
    text: fc.constant(undefined),
  });
  return fc.oneof(...spoilt.map((arbitrary) => ({ arbitrary, weight: 3 })), {
    arbitrary: chaos,
    weight: 1,
  });
}

// ---- the property ------------------------------------------------------------------------

/**
 * Routes whose refusals are recorded on purpose (failed sign-ins, second factors and dead links
 * are audited and counted): they are held to "never 5xx" but may write when they refuse.
 */
const RECORDS_REFUSALS = (route: AnyRoute) =>
  route.access === PUBLIC || isLinkAccess(route.access) || route.url.startsWith('/api/v1/account/');

/**
 * Runs per route. The record engine's routes are the same code for every kind (only the fields
 * differ), so each of its routes gets fewer runs than a hand-written route.
 */
const RUNS = { engine: { read: 3, write: 6 }, custom: { read: 8, write: 16 } };
const runsOf = (route: AnyRoute) =>
  RUNS[route.record ? 'engine' : 'custom'][route.method === 'GET' ? 'read' : 'write'];

const seedOf = (route: AnyRoute) =>
  createHash('sha256').update(routeKey(route)).digest().readUInt32BE(0) & 0x7fffffff;

/**
 * Part `part` of `parts` of the routes (every `parts`-th route): the parts are test files of their
 * own (routes.property.*.test.ts), so they run side by side.
 */
export function checkRoutesWithHostileInput(part: number, parts: number) {
  describe('every route with random and hostile input, as a super administrator', () => {
    beforeAll(setUpPart, 120_000);
    afterAll(() => t.close());
    it('sees a committed write, and not one rolled back', async () => {
      const before = await rowsWritten();
      await t.db.execute(sql`update organisations set name = name where id = ${t.organisationId}`);
      expect(changedTables(before, await rowsWritten())).toEqual(['organisations']);
      const committed = await rowsWritten();
      await expect(
        t.db.transaction(async (tx) => {
          await tx.execute(sql`update branches set name = name`);
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect(changedTables(committed, await rowsWritten())).toEqual([]);
    });

    it.each(routesPart(part, parts).map((route) => [routeKey(route), route] as const))(
      '%s never answers 5xx, and a refusal writes nothing',
      async (_, route) => {
        // Signed out for the public routes, so that logging out or in never ends the admin's session.
        const cookie = route.access === PUBLIC ? undefined : admin;
        await fc.assert(
          fc.asyncProperty(requestArbitrary(route), async ({ url, query, body, text }) => {
            const before = await rowsWritten();
            const response = await t.call({
              method: route.method,
              url: `${url}${query}`,
              cookie,
              ...(body === undefined && text === undefined
                ? {}
                : {
                    payload: text ?? JSON.stringify(body),
                    headers: { 'content-type': 'application/json' },
                  }),
            });
            const what = `${route.method} ${url.slice(0, 200)}${query.slice(0, 200)} ${(text ?? JSON.stringify(body))?.slice(0, 300)}`;
            expect(response.statusCode, `${what}\n→ ${response.body.slice(0, 500)}`).toBeLessThan(
              500,
            );
            if (response.statusCode >= 400) {
              expect(response.json(), what).toMatchObject({ status: false });
              // The database's refusal of a value is a backstop: validation should have said why.
              expect(response.json().message, what).not.toBe(BAD_VALUE_MESSAGE);
            }
            if (response.statusCode >= 400 && !RECORDS_REFUSALS(route)) {
              expect(changedTables(before, await rowsWritten()), `${what} wrote`).toEqual([]);
            }
          }),
          {
            numRuns: runsOf(route),
            seed: seedOf(route),
            endOnFailure: true,
          },
        );
      },
      60_000,
    );
  });
}
