import { recordTable, schema } from '@care360/db';
import { recordKind } from '@care360/domain';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSample } from '../../test/record-samples';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';
import { MAX_JSON_DEPTH, TOO_DEEP_MESSAGE } from './json-body';
import { NUL_MESSAGE } from './nul-bytes';

/** Inputs that once reached PostgreSQL or Node unchecked: each answers 4xx and writes nothing. */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_USERS.admin.email);
});
afterAll(() => t.close());

const npcCodes = recordKind('npc-codes');

async function writes() {
  const [rows] = await t.db.select({ n: count() }).from(recordTable(npcCodes.name));
  const [audit] = await t.db.select({ n: count() }).from(schema.auditLog);
  const [keys] = await t.db.select({ n: count() }).from(schema.idempotencyKeys);
  return { rows: rows?.n, audit: audit?.n, keys: keys?.n };
}

const addCode = (payload: object, headers: Record<string, string> = {}) =>
  t.call({ method: 'POST', url: '/api/v1/npc-codes', cookie: admin, payload, headers });

describe('text with a NUL character', () => {
  it('is refused at the field, in a body, a nested value and a search, and nothing is written', async () => {
    const before = await writes();
    const body = await addCode({ code: 'NUL', description: 'Training\u0000day' });
    expect(body.statusCode).toBe(400);
    expect(body.json().errors).toEqual({ description: [NUL_MESSAGE] });

    const brokenEmoji = await addCode({ code: 'SUR', description: 'Smile \ud83d' });
    expect(brokenEmoji.statusCode).toBe(400);
    expect(brokenEmoji.json().errors).toEqual({ description: [NUL_MESSAGE] });
    const wholeEmoji = await addCode({ code: 'EMO', description: 'Smile 😀' });
    expect(wholeEmoji.statusCode).toBe(201);
    before.rows = (before.rows ?? 0) + 1;

    const search = await t.call({
      method: 'GET',
      url: '/api/v1/npc-codes?search=a%00b',
      cookie: admin,
    });
    expect(search.statusCode).toBe(400);
    expect(search.json().errors).toEqual({ search: [NUL_MESSAGE] });

    const client = await createSample(t, admin, recordKind('clients'));
    const answers = await t.call({
      method: 'POST',
      url: `/api/v1/clients/${client.row.id}/forms/falls-risk-assessment/responses`,
      cookie: admin,
      payload: { answers: { notes: 'x\u0000' }, status: 'draft', basedOn: null },
    });
    expect(answers.statusCode).toBe(400);
    expect(answers.json().errors).toEqual({ 'answers.notes': [NUL_MESSAGE] });
    const after = await writes();
    expect({ ...after, audit: before.audit }).toEqual(before);
  });
});

describe('dates PostgreSQL has no room for', () => {
  it.each([
    ['0000-01-01', 'Enter the year in full, like 2026.'],
    ['275000-01-01', 'Enter a date as DD/MM/YYYY.'],
  ])('%s is refused with a field message', async (date, message) => {
    const before = await writes();
    const response = await t.call({
      method: 'POST',
      url: '/api/v1/holidays',
      cookie: admin,
      payload: { name: 'Year zero', date },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors.date).toEqual([message]);
    expect(await writes()).toEqual(before);
  });
});

describe('dates outside the record engine', () => {
  it('a questionnaire assessed in year 0, or a MAR chart of month 0000-01, is refused at the field', async () => {
    const client = await createSample(t, admin, recordKind('clients'));
    const response = await t.call({
      method: 'POST',
      url: `/api/v1/clients/${client.row.id}/forms/falls-risk-assessment/responses`,
      cookie: admin,
      payload: { answers: {}, status: 'draft', basedOn: null, assessedOn: '0000-01-01' },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['assessedOn']);
    const chart = await t.call({
      method: 'GET',
      url: `/api/v1/clients/${client.row.id}/mar?month=0000-01`,
      cookie: admin,
    });
    expect(chart.statusCode).toBe(400);
    expect(Object.keys(chart.json().errors)).toEqual(['month']);
  });
});

describe('list cursors', () => {
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

  it('a forged or truncated cursor answers 400, never 500', async () => {
    const first = await t.call({
      method: 'GET',
      url: '/api/v1/users?limit=1&sort=createdAt',
      cookie: admin,
    });
    const real = first.json().data.nextCursor as string;
    expect(real).toBeTruthy();
    const forged = [
      real.slice(0, -3),
      'not-a-cursor!',
      b64(['x', 'not-a-uuid']),
      b64(['2026-13-45T00:00:00Z', '00000000-0000-4000-8000-000000000000']),
      b64(['0000-01-01T00:00:00Z', '00000000-0000-4000-8000-000000000000']),
      b64([{ a: 1 }, '00000000-0000-4000-8000-000000000000']),
      b64([1e308, null]),
      b64([1, 2, 3]),
      b64(['a\u0000b', '00000000-0000-4000-8000-000000000000']),
    ];
    for (const cursor of forged) {
      const response = await t.call({
        method: 'GET',
        url: `/api/v1/users?limit=1&sort=createdAt&cursor=${encodeURIComponent(cursor)}`,
        cookie: admin,
      });
      expect(response.statusCode, cursor).toBe(400);
      expect(response.json().errors).toEqual({ cursor: ['Not a page cursor.'] });
    }
    // A number where a date is sorted, on a list outside the record engine too.
    const emails = await t.call({
      method: 'GET',
      url: `/api/v1/email-logs?cursor=${b64([7, '00000000-0000-4000-8000-000000000000'])}&sort=createdAt`,
      cookie: admin,
    });
    expect(emails.statusCode).toBeLessThan(500);
  });
});

describe('a JSON body nested thousands of levels deep', () => {
  const deep = (levels: number, inner = '1') =>
    `${'['.repeat(levels)}${inner}${']'.repeat(levels)}`;
  const send = (payload: string, url = '/api/v1/npc-codes') =>
    t.call({
      method: 'POST',
      url,
      cookie: admin,
      payload,
      headers: { 'content-type': 'application/json' },
    });

  it('is refused with 400 in the envelope, whole or inside one field, and nothing is written', async () => {
    const client = await createSample(t, admin, recordKind('clients'));
    const before = await writes();
    for (const payload of [
      deep(10_000),
      `{"code":"DEEP","description":${deep(10_000)}}`,
      `{"code":"DEEP","description":"x","paid":${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}}`,
    ]) {
      const response = await send(payload);
      expect(response.statusCode, payload.slice(0, 40)).toBe(400);
      expect(response.json()).toMatchObject({
        status: false,
        message: TOO_DEEP_MESSAGE,
        errors: { _: [TOO_DEEP_MESSAGE] },
      });
    }
    const answers = await send(
      `{"answers":{"notes":${deep(10_000, '"x"')}},"status":"draft","basedOn":null}`,
      `/api/v1/clients/${client.row.id}/forms/falls-risk-assessment/responses`,
    );
    expect(answers.statusCode).toBe(400);
    expect(answers.json().message).toBe(TOO_DEEP_MESSAGE);
    expect(await writes()).toEqual(before);
  });

  it('brackets inside text are not nesting, and a body as deep as the app sends is read', async () => {
    const text = await send(
      JSON.stringify({ code: 'BRKT1', description: `${'[{'.repeat(70)}"\\` }),
    );
    expect(text.statusCode, text.body).toBe(201);
    const nested = await send(
      `{"code":"NST","description":"x","paid":${deep(MAX_JSON_DEPTH - 1)}}`,
    );
    expect(nested.statusCode).toBe(400);
    expect(nested.json().message).not.toBe(TOO_DEEP_MESSAGE);
  });
});

describe('addresses and query strings', () => {
  it('a path parameter of any length names nothing: 404 in the envelope', async () => {
    for (const id of ['x', 'a'.repeat(101), 'a'.repeat(20_000), '%00', '..%2F..']) {
      const response = await t.call({
        method: 'GET',
        url: `/api/v1/npc-codes/${id}`,
        cookie: admin,
      });
      expect(response.statusCode, id.slice(0, 20)).toBe(404);
      expect(response.json()).toMatchObject({ status: false, data: null });
    }
  });

  it('an address that does not decode is a bad request in the envelope', async () => {
    const response = await t.call({
      method: 'GET',
      url: '/api/v1/npc-codes/%E2%82',
      cookie: admin,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: false, data: null });
  });

  it('unknown or repeated query parameters are ignored or refused, never 500', async () => {
    const ignored = await t.call({
      method: 'GET',
      url: '/api/v1/npc-codes?colour=blue&__proto__[x]=1&constructor=1',
      cookie: admin,
    });
    expect(ignored.statusCode).toBe(200);
    const repeated = await t.call({
      method: 'GET',
      url: '/api/v1/npc-codes?limit=1&limit=2&search=a&search=b',
      cookie: admin,
    });
    expect(repeated.statusCode).toBe(400);
  });
});

describe('a file with a name beyond ASCII', () => {
  it('uploads, and downloads with an RFC 6266 UTF-8 name and an ASCII fallback', async () => {
    const boundary = '----care360names';
    const name = 'Zoë’s plan – 健康.pdf';
    const upload = await t.call({
      method: 'POST',
      url: '/api/v1/files',
      cookie: admin,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n%%EOF\n\r\n--${boundary}--\r\n`,
      ),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    expect(upload.json().data.name).toBe(name);
    const download = await t.call({
      method: 'GET',
      url: `/api/v1/files/${upload.json().data.id}`,
      cookie: admin,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Zoe_s plan _ __.pdf"; filename*=UTF-8''${encodeURIComponent(name).replace("'", '%27')}`,
    );
  });

  it('a NUL or line break in an uploaded file name is dropped', async () => {
    const boundary = '----care360names';
    const upload = await t.call({
      method: 'POST',
      url: '/api/v1/files',
      cookie: admin,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="plan\u0000\u0007.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n%%EOF\n\r\n--${boundary}--\r\n`,
      ),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    expect(upload.json().data.name).toBe('plan.pdf');
  });
});

describe('money', () => {
  it('a balance beyond 32 bits is summed exactly', async () => {
    const client = await createSample(t, admin, recordKind('clients'));
    const table = recordTable('client-financial-transactions');
    // Far more than any one entry may hold (the API caps each at £100,000), written directly.
    await t.db.insert(table).values(
      [1, 2].map((n) => ({
        organisationId: t.organisationId,
        parentId: client.row.id,
        date: `2026-01-0${n}`,
        type: 'Money in',
        amount: 2_000_000_000,
        description: `Estate ${n}`,
        recordedBy: 'Finance',
      })) as never,
    );
    const response = await t.call({
      method: 'GET',
      url: `/api/v1/clients/${client.row.id}/financial-transactions?dir=asc`,
      cookie: admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.balance).toBe(4_000_000_000);
    expect(response.json().data.items.map((line: { balance: number }) => line.balance)).toEqual([
      2_000_000_000, 4_000_000_000,
    ]);
  });

  it('an amount beyond what may be entered is refused at the field', async () => {
    const client = await createSample(t, admin, recordKind('clients'));
    const response = await t.call({
      method: 'POST',
      url: `/api/v1/clients/${client.row.id}/client-financial-transactions`,
      cookie: admin,
      payload: {
        date: '2026-01-01',
        type: 'Money in',
        amount: 1e15,
        description: 'Too much',
        recordedBy: 'Finance',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.amount).toEqual(['Enter at most £100000.00.']);
  });
});

describe('an Idempotency-Key used again', () => {
  it('with the same request answers the first record; with another request 422, writing nothing', async () => {
    const key = { 'idempotency-key': 'safety-key-0001' };
    const first = await addCode({ code: 'IDM1', description: 'First' }, key);
    expect(first.statusCode).toBe(201);
    // The same values in another order, as a retry may send them.
    const retry = await addCode({ description: 'First', code: 'IDM1' }, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.json().data.id).toBe(first.json().data.id);

    const before = await writes();
    const other = await addCode({ code: 'IDM2', description: 'Second' }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      status: false,
      message: 'That Idempotency-Key was already used with a different request.',
    });
    expect(await writes()).toEqual(before);
  });
});
