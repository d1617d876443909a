import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';
import { classifyDatabaseError } from './database-errors';

/** As Drizzle throws it: the driver's error in `cause`. */
const wrapped = (cause: object) =>
  Object.assign(new Error('Failed query: select 1'), { cause: Object.assign(new Error(), cause) });

describe('reading a database failure', () => {
  it.each([
    ['a terminated backend (57P01)', wrapped({ code: '57P01' })],
    ['a server starting up (57P03)', wrapped({ code: '57P03' })],
    ['a connection exception (08006)', wrapped({ code: '08006' })],
    [
      'a refused connection',
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    ],
    ['a reset socket', wrapped({ code: 'ECONNRESET' })],
    ['a cut connection', wrapped({ message: 'Connection terminated unexpectedly' })],
    ['a pool that cannot connect', new Error('timeout exceeded when trying to connect')],
    [
      'several refused addresses',
      new AggregateError([Object.assign(new Error(), { code: 'ECONNREFUSED' })], 'connect'),
    ],
  ])('%s is the database being away', (_, error) => {
    expect(classifyDatabaseError(error)).toBe('unavailable');
  });

  it.each([
    ['a NUL byte (22021)', wrapped({ code: '22021' })],
    ['a number out of range (22003)', wrapped({ code: '22003' })],
    ['a malformed uuid (22P02)', wrapped({ code: '22P02' })],
    ['an index row too large (54000)', wrapped({ code: '54000' })],
  ])('%s is a value the database cannot take', (_, error) => {
    expect(classifyDatabaseError(error)).toBe('bad-input');
  });

  it('reads an exclusion constraint refusing a row (23P01) as a clash', () => {
    expect(classifyDatabaseError(wrapped({ code: '23P01' }))).toBe('clash');
  });

  it('leaves every other failure alone (a bug stays a 500)', () => {
    expect(classifyDatabaseError(wrapped({ code: '42P01' }))).toBeNull();
    expect(classifyDatabaseError(new TypeError('x is undefined'))).toBeNull();
  });
});

describe('a request when the database is gone', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login(DEMO_USERS.admin.email);
  });
  afterAll(() => t.close());

  it('answers 503 in the envelope with Retry-After, never 500', async () => {
    await t.database.close();
    const response = await t.call({ method: 'GET', url: '/api/v1/npc-codes', cookie: admin });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
    expect(response.json()).toEqual({
      status: false,
      message: 'The database is not answering just now. Please try again in a moment.',
      data: null,
      errors: {},
    });
  });
});
