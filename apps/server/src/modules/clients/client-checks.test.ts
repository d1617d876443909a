import { addCalendarDays, recordKind, ukCalendarDate } from '@care360/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchUser } from '../../test/branch-users';
import { createSample } from '../../test/record-samples';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
let clientId: string;
const clients = recordKind('clients');

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_USERS.admin.email);
  const client = await createSample(t, admin, clients, {
    forename: 'Winifred',
    surname: 'Ackroyd-Pell',
    dateOfBirth: '1931-07-14',
    photo: null,
  });
  clientId = client.row.id;
});
afterAll(() => t.close());

async function duplicates(cookie: string, query: Record<string, string>) {
  const response = await t.call({
    method: 'GET',
    url: `/api/v1/clients/possible-duplicates?${new URLSearchParams(query)}`,
    cookie,
  });
  return response;
}

describe('GET /api/v1/clients/possible-duplicates', () => {
  it('names a client of the same name and date of birth, however the name is typed', async () => {
    const response = await duplicates(admin, {
      forename: ' winifred ',
      surname: 'ACKROYD-PELL',
      dateOfBirth: '1931-07-14',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual([
      { id: clientId, name: expect.stringContaining('Winifred'), dateOfBirth: '1931-07-14' },
    ]);
  });

  it('is quiet for another date of birth, for the client being edited and in another organisation', async () => {
    const same = { forename: 'Winifred', surname: 'Ackroyd-Pell', dateOfBirth: '1931-07-14' };
    const otherDay = await duplicates(admin, { ...same, dateOfBirth: '1931-07-15' });
    expect(otherDay.json().data).toEqual([]);
    const editing = await duplicates(admin, { ...same, exceptId: clientId });
    expect(editing.json().data).toEqual([]);
    // A user limited to another branch is not told of this branch's client; one of its own is.
    const harrogate = await branchUser(t, 'Harrogate', ['clients.read']);
    expect((await duplicates(harrogate, same)).json().data).toEqual([]);
    const client = await t.call({
      method: 'GET',
      url: `/api/v1/clients/${clientId}`,
      cookie: admin,
    });
    const sameBranch = await branchUser(t, String(client.json().data.branch), ['clients.read']);
    expect((await duplicates(sameBranch, same)).json().data).toHaveLength(1);
    const riverside = await t.login(DEMO_USERS.riverside.email);
    const elsewhere = await duplicates(riverside, same);
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json().data).toEqual([]);
  });

  it('refuses a question without a name or a real date, with field messages', async () => {
    const response = await duplicates(admin, {
      forename: '',
      surname: 'Ackroyd-Pell',
      dateOfBirth: '1931-02-30',
    });
    expect(response.statusCode).toBe(400);
  });

  it('is a warning, not a refusal: a second client of the same name and birthday is saved', async () => {
    const second = await createSample(t, admin, clients, {
      forename: 'Winifred',
      surname: 'Ackroyd-Pell',
      dateOfBirth: '1931-07-14',
      photo: null,
    });
    const response = await duplicates(admin, {
      forename: 'Winifred',
      surname: 'Ackroyd-Pell',
      dateOfBirth: '1931-07-14',
      exceptId: second.row.id,
    });
    expect(response.json().data.map((row: { id: string }) => row.id)).toEqual([clientId]);
  });
});

describe('saving a client', () => {
  async function update(changes: Record<string, unknown>) {
    const current = await t.call({
      method: 'GET',
      url: `/api/v1/clients/${clientId}`,
      cookie: admin,
    });
    const row = current.json().data;
    return t.call({
      method: 'PUT',
      url: `/api/v1/clients/${clientId}`,
      cookie: admin,
      payload: { ...row, photo: null, ...changes, version: row.version },
    });
  }

  it('refuses a date of birth in the future and writes nothing', async () => {
    const response = await update({ dateOfBirth: addCalendarDays(ukCalendarDate(), 1) });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('The date of birth cannot be in the future.');
    const after = await t.call({
      method: 'GET',
      url: `/api/v1/clients/${clientId}`,
      cookie: admin,
    });
    expect(after.json().data.dateOfBirth).toBe('1931-07-14');
  });

  it('refuses allergies left blank, and takes "None known"', async () => {
    const blank = await update({ allergies: '' });
    expect(blank.statusCode).toBe(400);
    expect(JSON.stringify(blank.json())).toContain("Enter the allergies, or choose 'None known'.");
    const none = await update({ allergies: 'None known' });
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json().data.allergies).toBe('None known');
  });

  it('keeps communication needs and the ReSPECT form', async () => {
    const response = await update({
      communicationNeeds: ['Hearing impairment', 'Needs an interpreter'],
      communication: 'Speaks Punjabi; her son interprets.',
      respect: 'In place',
      emergencyFormsKept: 'On the fridge, red folder',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      communicationNeeds: ['Hearing impairment', 'Needs an interpreter'],
      respect: 'In place',
      emergencyFormsKept: 'On the fridge, red folder',
    });
  });
});
