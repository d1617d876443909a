import { schema } from '@care360/db';
import { recordKind } from '@care360/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { column, tableOf } from '../../platform/records/record-query';
import { createSample } from '../../test/record-samples';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';
import { importOnspd } from './onspd-import';
import { osrmTravelTime } from './osrm-travel-time';
import { firstOf, httpPostcodeLookup, tablePostcodeLookup } from './postcode-lookup';

/**
 * Homes placed from postcodes: the ONS Postcode Directory imported into its table, the table and
 * a postcodes.io-compatible service as lookups, the coordinates filled when a client's or
 * carer's postcode is saved, and journey times from an OSRM server (a fake: no outside network).
 */

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_USERS.admin.email);
});
afterAll(() => t.close());

const ONSPD = [
  '"pcd","pcd2","pcds","dointr","doterm","oseast1m","osnrth1m","lat","long"',
  '"HG1 1TT","HG1  1TT","HG1 1TT","198001","","430216","455489",53.992927,-1.541291',
  '"YO1 6JT","YO1  6JT","YO1 6JT","198001","","459874","451398",53.957630,-1.087090',
  // No grid reference: left out.
  '"ZZ9 9ZZ","ZZ9  9ZZ","ZZ9 9ZZ","198001","","","",99.999999,0.000000',
  '"LS1 5HD","LS1  5HD","LS1 5HD","198001","200012","429945","433586",53.796480,-1.547850',
];

describe('the ONS Postcode Directory', () => {
  it('imports postcodes with their coordinates, and again without doubling', async () => {
    expect(await importOnspd(t.db, ONSPD)).toEqual({ imported: 3, skipped: 1 });
    const moved = [ONSPD[0] as string, ONSPD[1]?.replace('53.992927', '53.993000') as string];
    expect(await importOnspd(t.db, moved)).toEqual({ imported: 1, skipped: 0 });
    const rows = await t.db.select().from(schema.postcodeLocations);
    expect(rows.filter((r) => ['HG1 1TT', 'YO1 6JT', 'LS1 5HD'].includes(r.postcode))).toHaveLength(
      3,
    );
    expect(await tablePostcodeLookup(t.db).locate('hg11tt')).toEqual({
      latitude: 53.993,
      longitude: -1.541291,
    });
    expect(await tablePostcodeLookup(t.db).locate('ZZ9 9ZZ')).toBeNull();
  });

  it('refuses a file that is not the directory', async () => {
    await expect(importOnspd(t.db, ['"postcode","x","y"', '"HG1 1TT",1,2'])).rejects.toThrow(
      /not an ONSPD file/,
    );
  });
});

describe('a postcodes.io-compatible service', () => {
  const fake = (answers: Record<string, unknown>): typeof fetch =>
    (async (url: string | URL | Request) => {
      const key = decodeURIComponent(String(url).split('/postcodes/')[1] ?? '');
      const result = answers[key];
      if (result === 'down') throw new Error('ECONNREFUSED');
      return new Response(JSON.stringify(result ? { status: 200, result } : { status: 404 }), {
        status: result ? 200 : 404,
      });
    }) as typeof fetch;

  it('places a postcode it knows and gives null for one it does not, or when down', async () => {
    const service = httpPostcodeLookup(
      'https://postcodes.example',
      fake({
        'M1 1AE': { postcode: 'M1 1AE', latitude: 53.478, longitude: -2.2355 },
        'XX1 1XX': 'down',
        'GY1 1AA': { postcode: 'GY1 1AA', latitude: null, longitude: null },
      }),
    );
    expect(await service.locate('m11ae')).toEqual({ latitude: 53.478, longitude: -2.2355 });
    expect(await service.locate('B1 1AA')).toBeNull();
    expect(await service.locate('XX1 1XX')).toBeNull();
    expect(await service.locate('GY1 1AA')).toBeNull();
    expect(await service.locate('not a postcode')).toBeNull();
    // The imported table first, then the service.
    const both = firstOf(tablePostcodeLookup(t.db), service);
    expect(await both.locate('YO1 6JT')).toEqual({ latitude: 53.95763, longitude: -1.08709 });
    expect(await both.locate('M1 1AE')).toEqual({ latitude: 53.478, longitude: -2.2355 });
  });
});

describe('placing homes when a postcode is saved', () => {
  const placed = async (kind: 'clients' | 'carers', id: string) => {
    const k = tableOf(recordKind(kind));
    const [row] = await t.db
      .select({ latitude: column(k, 'latitude'), longitude: column(k, 'longitude') })
      .from(k)
      .where(eq(column(k, 'id'), id));
    return row;
  };
  const save = async (url: string, changes: Record<string, unknown>) => {
    const read = await t.call({ method: 'GET', url, cookie: admin });
    const response = await t.call({
      method: 'PUT',
      url,
      cookie: admin,
      payload: { ...read.json().data, ...changes },
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  it('fills a new client’s home, moves it with the postcode, and keeps one set by hand', async () => {
    const client = (
      await createSample(t, admin, recordKind('clients'), {
        postcode: 'YO1 6JT',
        latitude: null,
        longitude: null,
      })
    ).row;
    expect(await placed('clients', client.id)).toEqual({ latitude: 53.95763, longitude: -1.08709 });
    const url = `/api/v1/clients/${client.id}`;
    await save(url, { postcode: 'HG1 1TT' });
    expect(await placed('clients', client.id)).toEqual({ latitude: 53.993, longitude: -1.541291 });
    // A postcode no lookup knows: no home rather than the old one.
    await save(url, { postcode: 'B1 1AA' });
    expect(await placed('clients', client.id)).toEqual({ latitude: null, longitude: null });
    // A farm far from its postcode's centre, placed by hand, stays where it was put.
    await save(url, { latitude: 54.1, longitude: -1.6 });
    await save(url, { accessNotes: 'Gate at the end of the lane.' });
    expect(await placed('clients', client.id)).toEqual({ latitude: 54.1, longitude: -1.6 });
  });

  it('fills a carer’s home too', async () => {
    const carer = (
      await createSample(t, admin, recordKind('carers'), {
        postcode: 'HG1 1TT',
        latitude: null,
        longitude: null,
      })
    ).row;
    expect(await placed('carers', carer.id)).toEqual({ latitude: 53.993, longitude: -1.541291 });
  });
});

describe('journey times from an OSRM server', () => {
  const leeds = { latitude: 53.79648, longitude: -1.54785 };
  const york = { latitude: 53.95763, longitude: -1.08709 };

  it('asks the route service by profile, and falls back to the straight line', async () => {
    const asked: string[] = [];
    const osrm = osrmTravelTime('http://osrm.example', 2_000, { minutes: () => 99 }, (async (
      url: string | URL | Request,
    ) => {
      asked.push(String(url));
      if (String(url).includes('/foot/')) return new Response('{}', { status: 502 });
      return new Response(JSON.stringify({ code: 'Ok', routes: [{ duration: 2_710.4 }] }));
    }) as typeof fetch);
    expect(await osrm.minutes(leeds, york, 'car')).toBe(46);
    expect(asked).toEqual([
      'http://osrm.example/route/v1/driving/-1.54785,53.79648;-1.08709,53.95763?overview=false',
    ]);
    expect(await osrm.minutes(leeds, york, 'foot')).toBe(99);
    // No buses in OSRM: never asked.
    expect(await osrm.minutes(leeds, york, 'public transport')).toBe(99);
    expect(asked).toHaveLength(2);
  });
});
