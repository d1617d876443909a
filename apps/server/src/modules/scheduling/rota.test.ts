import { schema } from '@care360/db';
import { recordKind } from '@care360/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { column, tableOf } from '../../platform/records/record-query';
import { branchUser } from '../../test/branch-users';
import { createSample } from '../../test/record-samples';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';
import { carersFreeFor } from './free-carers.test-kit';
import { addVisit } from './visits.test-kit';

/**
 * The rota against the real database: its week with rows and legend, taking a carer off a place
 * (through the record store, audited), publishing a branch's week with an email to each carer
 * whose visits changed, and a carer seeing only their published visits.
 */

let t: TestApp;
let admin: string;
let branch: string;
let clientId: string;
let visitId: string;
let eligible: { carer: string; name: string };
/** A Monday far enough ahead that nothing else of the demo is planned on it. */
const MONDAY = '2027-02-01';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_USERS.admin.email);
  // A demo branch, whose carers are the rota's rows.
  const [leeds] = await t.db
    .select({ id: schema.branches.id })
    .from(schema.branches)
    .where(
      and(eq(schema.branches.organisationId, t.organisationId), eq(schema.branches.code, 'LDS')),
    );
  branch = String(leeds?.id);
  const client = (await createSample(t, admin, recordKind('clients'), { status: 'Active', branch }))
    .row;
  clientId = client.id;
  visitId = await newVisit('10:00', '10:45');
});
afterAll(() => t.close());

async function newVisit(startTime: string, endTime: string, visitDate = MONDAY) {
  return (await addVisit(t, admin, { id: clientId, branch }, { visitDate, startTime, endTime })).id;
}

const call = (method: 'GET' | 'POST', url: string, payload?: object, cookie = admin) =>
  t.call({ method, url, cookie, ...(payload ? { payload } : {}) });

const rotaOf = (cookie = admin) =>
  call(
    'GET',
    `/api/v1/scheduler/rota?branch=${branch}&from=${MONDAY}&to=2027-02-07`,
    undefined,
    cookie,
  );

async function emailsTo(address: string) {
  return t.db
    .select()
    .from(schema.emailLog)
    .where(eq(schema.emailLog.to, address))
    .orderBy(desc(schema.emailLog.createdAt));
}

describe('the rota of a branch’s week', () => {
  it('answers the visits with their code, the carers and clients as rows, and the legend', async () => {
    const answer = await rotaOf();
    expect(answer.statusCode, answer.body).toBe(200);
    const data = answer.json().data;
    const visit = data.visits.find((v: { id: string }) => v.id === visitId);
    expect(visit).toMatchObject({ code: 'PC', status: 'Planned', startTime: '10:00', carers: [] });
    expect(data.clients.some((c: { id: string }) => c.id === clientId)).toBe(true);
    expect(data.carers.length).toBeGreaterThan(0);
    expect(data.codes.map((c: { code: string }) => c.code)).toEqual(
      expect.arrayContaining(['A', 'R', 'NA', 'NR', 'LO', 'C', 'PR', 'O', 'M', 'VP', 'PC', 'GPC']),
    );
    expect(data.publication).toBeNull();
    expect(data.drafts).toBeGreaterThanOrEqual(1);
  });

  it('answers 404 for a branch of another organisation or outside a branch-limited user’s', async () => {
    const riverside = await t.login(DEMO_USERS.riverside.email);
    expect((await rotaOf(riverside)).statusCode).toBe(404);
    const harrogateOnly = await branchUser(t, 'Harrogate', ['visits.read']);
    expect((await rotaOf(harrogateOnly)).statusCode).toBe(404);
    const leedsOnly = await branchUser(t, branch, ['visits.read']);
    expect((await rotaOf(leedsOnly)).statusCode).toBe(200);
  });

  it('refuses more than a week at a time', async () => {
    const answer = await call(
      'GET',
      `/api/v1/scheduler/rota?branch=${branch}&from=${MONDAY}&to=2027-02-08`,
    );
    expect(answer.statusCode).toBe(400);
  });

  it('names who may take a visit and why the others may not', async () => {
    const answer = await call('GET', `/api/v1/visits/${visitId}/candidates`);
    expect(answer.statusCode, answer.body).toBe(200);
    const list = answer.json().data as {
      carer: string;
      name: string;
      refusals: { rule: string }[];
    }[];
    const free = list.find((c) => c.refusals.length === 0);
    expect(free, 'an eligible demo carer').toBeDefined();
    eligible = { carer: String(free?.carer), name: String(free?.name) };
    const allocated = await call('POST', `/api/v1/visits/${visitId}/allocate`, {
      carerId: eligible.carer,
      place: 1,
    });
    expect(allocated.statusCode, allocated.body).toBe(200);
  });
});

describe('taking a carer off a visit', () => {
  it('empties the place through the record store, audited, and the carer may be put back', async () => {
    const off = await call('POST', `/api/v1/visits/${visitId}/unallocate`, { place: 1 });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data.removed).toBe(eligible.carer);
    const visit = (await rotaOf()).json().data.visits.find((v: { id: string }) => v.id === visitId);
    expect(visit.carers).toEqual([]);
    const a = tableOf(recordKind('visit-carers'));
    const [removed] = await t.db
      .select({ id: column(a, 'id') })
      .from(a)
      .where(and(eq(column(a, 'parentId'), visitId), eq(column(a, 'carer'), eligible.carer)));
    const [audit] = await t.db
      .select()
      .from(schema.auditLog)
      .where(
        and(
          eq(schema.auditLog.recordType, 'visit-carers'),
          eq(schema.auditLog.recordId, String(removed?.id)),
          eq(schema.auditLog.action, 'delete'),
        ),
      );
    expect(audit).toBeDefined();
    const again = await call('POST', `/api/v1/visits/${visitId}/allocate`, {
      carerId: eligible.carer,
      place: 1,
    });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('says so when nobody fills the place', async () => {
    const off = await call('POST', `/api/v1/visits/${visitId}/unallocate`, { place: 2 });
    expect(off.statusCode).toBe(422);
    expect(off.json().message).toBe('Nobody fills place 2 of this visit.');
  });
});

describe('publishing a week, and what carers see', () => {
  let carerCookie: string;
  let carerEmail: string;

  beforeAll(async () => {
    // The eligible carer signs in with an account of their own, able to read visits only.
    carerCookie = await branchUser(t, branch, ['visits.read']);
    const me = await call('GET', '/api/v1/user', undefined, carerCookie);
    const userId = String(me.json().data.data.id);
    carerEmail = String(me.json().data.data.email);
    const k = tableOf(recordKind('carers'));
    await t.db
      .update(k)
      .set({ user: userId, email: null } as never)
      .where(eq(column(k, 'id'), eligible.carer));
  });

  const carerSees = async () => {
    const answer = await call(
      'GET',
      `/api/v1/visits?from=${MONDAY}&to=2027-02-07&limit=100`,
      undefined,
      carerCookie,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    return (answer.json().data.items as { id: string; status: string }[]).map((v) => v.id);
  };

  it('shows a carer none of their visits while the week is a draft', async () => {
    expect(await carerSees()).toEqual([]);
    const rota = (await rotaOf(carerCookie)).json().data;
    expect(rota.visits).toEqual([]);
  });

  it('publishes the drafts and emails each carer whose visits changed', async () => {
    const published = await call('POST', '/api/v1/scheduler/publish', {
      branch,
      weekStart: MONDAY,
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data).toMatchObject({ carersEmailed: 1 });
    expect(published.json().data.visitsPublished).toBeGreaterThanOrEqual(1);
    const [mail] = await emailsTo(carerEmail);
    expect(mail?.subject).toBe('Your rota for the week of 01/02/2027 has changed');
    expect(mail?.body).toContain('Mon 01/02/2027 10:00–10:45');
    const rota = (await rotaOf()).json().data;
    expect(rota.publication).toMatchObject({ weekStart: MONDAY, carersEmailed: 1 });
    expect(rota.drafts).toBe(0);
  });

  it('then shows the carer their published visit, and only their own', async () => {
    const other = await newVisit('15:00', '15:30');
    await call('POST', '/api/v1/scheduler/publish', { branch, weekStart: MONDAY });
    const seen = await carerSees();
    expect(seen).toEqual([visitId]);
    expect(seen).not.toContain(other);
  });

  it('emails no one when nothing changed, and the carer taken off when they were', async () => {
    const quiet = await call('POST', '/api/v1/scheduler/publish', { branch, weekStart: MONDAY });
    expect(quiet.statusCode, quiet.body).toBe(200);
    expect(quiet.json().data).toMatchObject({ visitsPublished: 0, carersEmailed: 0 });
    const before = (await emailsTo(carerEmail)).length;
    await call('POST', `/api/v1/visits/${visitId}/unallocate`, { place: 1 });
    const told = await call('POST', '/api/v1/scheduler/publish', { branch, weekStart: MONDAY });
    expect(told.json().data).toMatchObject({ carersEmailed: 1 });
    const mails = await emailsTo(carerEmail);
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]?.body).toContain('You have no visits that week.');
    expect(await carerSees()).toEqual([]);
  });

  it('refuses a week that does not start on a Monday', async () => {
    const answer = await call('POST', '/api/v1/scheduler/publish', {
      branch,
      weekStart: '2027-02-02',
    });
    expect(answer.statusCode).toBe(400);
  });

  it('writes each publication and each visit published to the audit trail', async () => {
    const rows = await t.db
      .select({ action: schema.auditLog.action })
      .from(schema.auditLog)
      .where(inArray(schema.auditLog.action, ['rota.publish', 'visits.publish']));
    expect(rows.filter((r) => r.action === 'rota.publish').length).toBeGreaterThanOrEqual(4);
    expect(rows.some((r) => r.action === 'visits.publish')).toBe(true);
  });
});

describe('moving a place from one carer to another', () => {
  const placesOf = async () =>
    (
      (await rotaOf()).json().data.visits.find((v: { id: string }) => v.id === visitId) as {
        carers: { carer: string }[];
      }
    ).carers.map((c) => c.carer);
  let candidates: { carer: string; refusals: unknown[] }[];
  /** Two carers besides the one on the visit whom the rules let take it. */
  let others: string[];

  beforeAll(async () => {
    const put = await call('POST', `/api/v1/visits/${visitId}/allocate`, {
      carerId: eligible.carer,
      place: 1,
    });
    expect(put.statusCode, put.body).toBe(200);
    candidates = (await call('GET', `/api/v1/visits/${visitId}/candidates`)).json().data;
    const v = tableOf(recordKind('visits'));
    const visit = await t.db
      .select()
      .from(v)
      .where(eq(column(v, 'id'), visitId));
    others = (await carersFreeFor(t, visit as Record<string, unknown>[], 3))
      .filter((carer) => carer !== eligible.carer)
      .slice(0, 2);
    expect(others, 'two more carers free for the visit').toHaveLength(2);
  });

  it('takes the carer before off in the same change, audited', async () => {
    const [other] = others;
    const moved = await call('POST', `/api/v1/visits/${visitId}/allocate`, {
      carerId: other,
      place: 1,
      replacing: eligible.carer,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await placesOf()).toEqual([other]);
    const [removal] = await t.db
      .select({ changes: schema.auditLog.changes })
      .from(schema.auditLog)
      .where(
        and(
          eq(schema.auditLog.recordType, 'visit-carers'),
          eq(schema.auditLog.action, 'visit-carers.removed'),
        ),
      )
      .orderBy(desc(schema.auditLog.id))
      .limit(1);
    expect(JSON.stringify(removal?.changes)).toContain(String(other));
    const back = await call('POST', `/api/v1/visits/${visitId}/allocate`, {
      carerId: eligible.carer,
      place: 1,
      replacing: other,
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(await placesOf()).toEqual([eligible.carer]);
  });

  it('leaves the carer there when the move is refused', async () => {
    const barred = candidates.find((c) => c.refusals.length > 0);
    expect(barred, 'a demo carer the rules refuse').toBeDefined();
    const refused = await call('POST', `/api/v1/visits/${visitId}/allocate`, {
      carerId: barred?.carer,
      place: 1,
      replacing: eligible.carer,
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(await placesOf()).toEqual([eligible.carer]);
  });

  it('refuses a move from a carer who no longer fills the place, changing nothing', async () => {
    const [other, third] = others;
    const stale = await call('POST', `/api/v1/visits/${visitId}/allocate`, {
      carerId: third,
      place: 1,
      replacing: other,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/^Place 1 is filled by /);
    const empty = await newVisit('12:00', '12:30');
    const none = await call('POST', `/api/v1/visits/${empty}/allocate`, {
      carerId: third,
      place: 1,
      replacing: other,
    });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('Place 1 is no longer filled: nobody was moved.');
    expect(await placesOf()).toEqual([eligible.carer]);
  });
});
