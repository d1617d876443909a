import { schema } from '@care360/db';
import { addCalendarDays, recordKind, ukCalendarDate, ukDate } from '@care360/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { column, tableOf } from '../../platform/records/record-query';
import { branchUser } from '../../test/branch-users';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';
import { addVisit } from './visits.test-kit';

/**
 * Cover against the real database: the office offers an empty place to every carer the rules
 * let take it, each is emailed, the first to accept is put on the visit, a second acceptance is
 * refused and writes nothing, and the rest are told the visit has gone.
 */

let t: TestApp;
let admin: string;
let branch: string;
let visit: Record<string, unknown> & { id: string };
/** Two carers free for the visit, each signed in with an account of their own. */
const carers: { id: string; cookie: string; email: string }[] = [];
/** Two days ahead: near enough that the demo carers' training is still in date. */
const DAY = addCalendarDays(ukCalendarDate(), 2);

const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  t.call({ method, url, cookie, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_USERS.admin.email);
  const [leeds] = await t.db
    .select({ id: schema.branches.id })
    .from(schema.branches)
    .where(
      and(eq(schema.branches.organisationId, t.organisationId), eq(schema.branches.code, 'LDS')),
    );
  branch = String(leeds?.id);
  // A demo client with a real home, so journeys to and from it are the demo carers' own.
  const k = tableOf(recordKind('clients'));
  const [client] = await t.db
    .select({ id: column(k, 'id') })
    .from(k)
    .where(and(eq(column(k, 'branch'), branch), eq(column(k, 'status'), 'Active')))
    .limit(1);
  if (!client) throw new Error('The demo has no active Leeds client.');
  visit = await addVisit(
    t,
    admin,
    { id: String(client.id), branch },
    { visitDate: DAY, startTime: '04:00', endTime: '04:30' },
  );
  const carerTable = tableOf(recordKind('carers'));
  // Two of the branch's carers the rota itself would offer the visit to.
  const candidates = (await call('GET', `/api/v1/visits/${visit.id}/candidates`, admin)).json()
    .data as { carer: string; refusals: unknown[] }[];
  const free = candidates.filter((entry) => entry.refusals.length === 0).slice(0, 2);
  for (const { carer: id } of free) {
    // Each carer signs in with an account of their own, holding no office permission at all.
    const cookie = await branchUser(t, branch, []);
    const me = (await call('GET', '/api/v1/user', cookie)).json().data.data;
    await t.db
      .update(carerTable)
      .set({ user: String(me.id), email: null } as never)
      .where(eq(column(carerTable, 'id'), id));
    carers.push({ id, cookie, email: String(me.email) });
  }
  expect(carers).toHaveLength(2);
});
afterAll(() => t.close());

const offersOf = async (cookie: string) => {
  const answer = await call('GET', '/api/v1/my/cover-offers', cookie);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as { id: string; visitId: string; startTime: string }[];
};

const lastEmailTo = async (address: string) =>
  (
    await t.db
      .select()
      .from(schema.emailLog)
      .where(eq(schema.emailLog.to, address))
      .orderBy(desc(schema.emailLog.createdAt))
      .limit(1)
  )[0];

describe('offering a visit for cover', () => {
  it('is refused to a carer, who may not plan visits', async () => {
    const [first] = carers;
    const answer = await call(
      'POST',
      `/api/v1/visits/${visit.id}/offer-cover`,
      String(first?.cookie),
      {
        place: 1,
      },
    );
    expect(answer.statusCode).toBe(403);
    expect(await offersOf(String(first?.cookie))).toEqual([]);
  });

  it('offers the place to every carer who may take it, and emails each', async () => {
    const answer = await call('POST', `/api/v1/visits/${visit.id}/offer-cover`, admin, {
      place: 1,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const offered = answer.json().data.offered.map((entry: { carer: string }) => entry.carer);
    for (const carer of carers) {
      expect(offered).toContain(carer.id);
      const [offer] = await offersOf(carer.cookie);
      expect(offer).toMatchObject({ visitId: visit.id, startTime: '04:00' });
      const mail = await lastEmailTo(carer.email);
      expect(mail?.subject).toBe(`Can you cover a visit on ${ukDate(DAY)}?`);
      expect(mail?.body).toContain(`${ukDate(DAY)} 04:00–04:30`);
    }
  });

  it('offers nobody twice', async () => {
    const again = await call('POST', `/api/v1/visits/${visit.id}/offer-cover`, admin, {
      place: 1,
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(
      'Every carer who may take this visit has been offered it already.',
    );
  });

  it('gives the visit to the first to accept and tells the others it has gone', async () => {
    const [first, second] = carers;
    if (!first || !second) throw new Error('two carers expected');
    const [mine] = await offersOf(first.cookie);
    const accepted = await call('POST', `/api/v1/my/cover-offers/${mine?.id}/accept`, first.cookie);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().message).toBe('The visit is yours: it is on your rota.');
    const a = tableOf(recordKind('visit-carers'));
    const places = await t.db
      .select({ carer: column(a, 'carer'), place: column(a, 'place') })
      .from(a)
      .where(eq(column(a, 'parentId'), visit.id));
    expect(places).toEqual([{ carer: first.id, place: 1 }]);
    expect(await offersOf(second.cookie)).toEqual([]);
    const mail = await lastEmailTo(second.email);
    expect(mail?.subject).toBe(`The visit on ${ukDate(DAY)} has been covered`);
  });

  it('refuses a later acceptance and writes nothing', async () => {
    const [, second] = carers;
    const o = tableOf(recordKind('cover-offers'));
    const [theirs] = await t.db
      .select({ id: column(o, 'id'), status: column(o, 'status'), version: column(o, 'version') })
      .from(o)
      .where(and(eq(column(o, 'parentId'), visit.id), eq(column(o, 'carer'), String(second?.id))));
    expect(theirs?.status).toBe('Gone');
    const late = await call(
      'POST',
      `/api/v1/my/cover-offers/${theirs?.id}/accept`,
      String(second?.cookie),
    );
    expect(late.statusCode).toBe(409);
    const [after] = await t.db
      .select({ version: column(o, 'version') })
      .from(o)
      .where(eq(column(o, 'id'), String(theirs?.id)));
    expect(after?.version).toBe(theirs?.version);
  });

  it('answers 404 for an offer made to someone else', async () => {
    const [first, second] = carers;
    const o = tableOf(recordKind('cover-offers'));
    const [firsts] = await t.db
      .select({ id: column(o, 'id') })
      .from(o)
      .where(and(eq(column(o, 'parentId'), visit.id), eq(column(o, 'carer'), String(first?.id))));
    const answer = await call(
      'POST',
      `/api/v1/my/cover-offers/${firsts?.id}/decline`,
      String(second?.cookie),
    );
    expect(answer.statusCode).toBe(404);
  });

  it('lets only one of two carers accepting at the same moment have the visit', async () => {
    const [first, second] = carers;
    if (!first || !second) throw new Error('two carers expected');
    const client = String(visit.client);
    const next = await addVisit(
      t,
      admin,
      { id: client, branch },
      { visitDate: DAY, startTime: '04:40', endTime: '04:55' },
    );
    const offered = await call('POST', `/api/v1/visits/${next.id}/offer-cover`, admin, {
      place: 1,
    });
    expect(offered.statusCode, offered.body).toBe(200);
    const offerOf = async (cookie: string) =>
      (await offersOf(cookie)).find((offer) => offer.visitId === next.id)?.id;
    const answers = await Promise.all(
      [first, second].map(async (carer) =>
        call('POST', `/api/v1/my/cover-offers/${await offerOf(carer.cookie)}/accept`, carer.cookie),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const a = tableOf(recordKind('visit-carers'));
    const places = await t.db
      .select({ carer: column(a, 'carer') })
      .from(a)
      .where(eq(column(a, 'parentId'), next.id));
    expect(places).toHaveLength(1);
  });
});
