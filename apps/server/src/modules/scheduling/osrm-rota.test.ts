import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { schema } from '@care360/db';
import { addCalendarDays, recordKind, ukCalendarDate } from '@care360/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { column, tableOf } from '../../platform/records/record-query';
import { clearDemoRota } from '../../test/demo-rota';
import { createSample } from '../../test/record-samples';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';
import { addVisit } from './visits.test-kit';

/**
 * With an OSRM server configured, the rota's list of who may take a visit judges journeys as the
 * allocation does: a carer it offers is not then refused for the journey. The server here is a
 * fake on this machine whose every drive takes three hours.
 */

let t: TestApp;
let admin: string;
let osrm: http.Server;

beforeAll(async () => {
  osrm = http.createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ code: 'Ok', routes: [{ duration: 3 * 3600 }] }));
  });
  await new Promise<void>((resolve) => osrm.listen(0, '127.0.0.1', resolve));
  const { port } = osrm.address() as AddressInfo;
  t = await createTestApp({
    // The fake router shares this busy process: give it time, so the straight line never answers.
    env: { OSRM_URL: `http://127.0.0.1:${port}`, OSRM_TIMEOUT_MS: '60000' },
  });
  admin = await t.login(DEMO_USERS.admin.email);
  await clearDemoRota(t, '2027-03-01', '2027-03-07');
  await t.db
    .insert(schema.postcodeLocations)
    .values([{ postcode: 'LS1 5HD', latitude: 53.79648, longitude: -1.54785 }])
    .onConflictDoNothing();
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => osrm.close(resolve));
});

type Row = Record<string, unknown> & { id: string };

/** Three days ahead: near enough that the demo carers' training is still in date. */
const DAY = addCalendarDays(ukCalendarDate(), 3);

const visitAt = (client: Row, startTime: string, endTime: string) =>
  addVisit(t, admin, client, { visitDate: DAY, startTime, endTime });

const candidatesOf = async (visit: Row) => {
  const answer = await t.call({
    method: 'GET',
    url: `/api/v1/visits/${visit.id}/candidates`,
    cookie: admin,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as { carer: string; refusals: { rule: string }[] }[];
};

describe('who may take a visit, with journeys from OSRM', () => {
  it('names the journey OSRM times as the reason, as the allocation then does', async () => {
    // Two homes at one postcode in the demo's Leeds branch: next door by the straight line,
    // three hours by the fake router.
    const [leeds] = await t.db
      .select({ id: schema.branches.id })
      .from(schema.branches)
      .where(
        and(eq(schema.branches.organisationId, t.organisationId), eq(schema.branches.code, 'LDS')),
      );
    const [first, second] = await Promise.all(
      [1, 2].map(
        async () =>
          (
            await createSample(t, admin, recordKind('clients'), {
              status: 'Active',
              // Placed from the postcode.
              postcode: 'LS1 5HD',
              latitude: null,
              longitude: null,
              branch: leeds?.id,
            })
          ).row as Row,
      ),
    );
    const morning = await visitAt(first as Row, '09:00', '10:00');
    const after = await visitAt(second as Row, '11:00', '11:45');
    // Only a driver's journey is OSRM's: a carer without a car goes by bus, by the straight line.
    const carers = tableOf(recordKind('carers'));
    const drivers = new Set(
      (
        await t.db
          .select({ id: column(carers, 'id') })
          .from(carers)
          .where(eq(column(carers, 'isDriver'), true))
      ).map((row) => String(row.id)),
    );
    const offered = (await candidatesOf(after)).filter(
      (c) => c.refusals.length === 0 && drivers.has(c.carer),
    );
    let carer = '';
    for (const candidate of offered) {
      const taken = await t.call({
        method: 'POST',
        url: `/api/v1/visits/${morning.id}/allocate`,
        cookie: admin,
        payload: { carerId: candidate.carer, place: 1 },
      });
      if (taken.statusCode === 200) {
        carer = candidate.carer;
        break;
      }
    }
    expect(carer, 'a carer free for both visits').not.toBe('');
    const judged = (await candidatesOf(after)).find((c) => c.carer === carer);
    expect(judged?.refusals.map((r) => r.rule)).toEqual(['travel-time']);
    const refused = await t.call({
      method: 'POST',
      url: `/api/v1/visits/${after.id}/allocate`,
      cookie: admin,
      payload: { carerId: carer, place: 1 },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().data.refusals.map((r: { rule: string }) => r.rule)).toEqual([
      'travel-time',
    ]);
  });
});
