import { recordKind } from '@care360/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSample } from '../../test/record-samples';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
let clientId: string;
let branchId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_USERS.admin.email);
  const client = await createSample(t, admin, recordKind('clients'), {
    forename: 'Ottoline',
    surname: 'Quayle-Hebblethwaite',
    nhsNumber: '943 476 5919',
    postcode: 'hg5 0pq',
    status: 'In hospital',
    keySafe: 'Behind the gate, code 4719',
  });
  clientId = client.row.id;
  branchId = String(client.row.branch);
});
afterAll(() => t.close());

async function find(query: string): Promise<string[]> {
  const response = await t.call({ method: 'GET', url: `/api/v1/clients?${query}`, cookie: admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.items.map((item: { id: string }) => item.id);
}

describe('the clients list', () => {
  it('finds a client by name, by NHS number and by postcode however they are typed', async () => {
    expect(await find('search=hebblethwaite')).toEqual([clientId]);
    // Forename and surname are kept apart; a full name typed in one box still finds them.
    expect(await find(`search=${encodeURIComponent('Ottoline Quayle')}`)).toEqual([clientId]);
    expect(await find(`search=${encodeURIComponent('quayle  ottoline')}`)).toEqual([clientId]);
    expect(await find(`search=${encodeURIComponent('Nobody Quayle')}`)).toEqual([]);
    expect(await find('search=9434765919')).toEqual([clientId]);
    expect(await find('search=943%20476%205919')).toEqual([clientId]);
    expect(await find('search=HG50PQ')).toEqual([clientId]);
    expect(await find('search=hg5%200pq')).toEqual([clientId]);
  });

  it('filters by branch and status', async () => {
    expect(await find(`branch=${branchId}&status=In%20hospital`)).toEqual([clientId]);
    expect(await find(`branch=${branchId}&status=Ended`)).toEqual([]);
  });

  it('answers the list’s columns only: no key-safe code, no field the list does not show', async () => {
    const response = await t.call({
      method: 'GET',
      url: '/api/v1/clients?search=hebblethwaite',
      cookie: admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = response.json().data.items as Array<Record<string, unknown>>;
    // The declaration's columns (surname is also its title and sort), the standard columns, the
    // titles of its references (branch, funder, area) and whether the key safe is set.
    expect(Object.keys(row ?? {}).sort()).toEqual(
      [
        ...recordKind('clients').list.columns,
        'id',
        'version',
        'createdAt',
        'updatedAt',
        '_titles',
        '_withheld',
      ].sort(),
    );
    expect(row).toMatchObject({
      id: clientId,
      surname: 'Quayle-Hebblethwaite',
      postcode: 'HG5 0PQ',
    });
    expect(Object.keys(row?._titles as object).sort()).toEqual(['area', 'branch', 'funder']);
    expect(row?._withheld).toEqual({ keySafe: true });
    expect(response.body).not.toContain('4719');
  });
});
