import { schema } from '@care360/db';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  DEMO_PASSWORD,
  DEMO_USERS,
  NO_ACCESS_EMAIL,
  type TestApp,
} from '../../test/test-app';
import { forgetQuietCounters } from '../throttle/throttle';
import { RESET_LINK_INVALID, WRONG_CREDENTIALS } from './auth.endpoints';
import { SIGN_IN_RULES, TOO_MANY_SIGN_INS } from './sign-in-throttle';

const { throttleCounters: counters, auditLog } = schema;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string, address: string) =>
  t.call({ method: 'POST', url: '/login', payload: { email, password }, remoteAddress: address });

const pairKey = (email: string, address: string) => `sign-in:password:pair:${email} ${address}`;

async function counter(key: string) {
  const [row] = await t.db.select().from(counters).where(eq(counters.key, key));
  return row;
}

/** Time passes for a counter: its wait is over. */
async function waitIsOver(key: string) {
  await t.db
    .update(counters)
    .set({ nextAllowedAt: sql`now() - interval '1 second'` })
    .where(eq(counters.key, key));
}

async function failuresAudited(email: string) {
  return t.db
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.action, 'auth.login-failed'), sql`${auditLog.changes}->>'email' = ${email}`),
    );
}

const statuses = (responses: { statusCode: number }[]) =>
  responses.map((r) => r.statusCode).sort((a, b) => a - b);

describe('sign-in throttle', () => {
  it('evaluates exactly the allowed guesses of a parallel burst, and the owner still signs in elsewhere', async () => {
    const email = DEMO_USERS.manager.email;
    const attacker = '203.0.113.7';
    const key = pairKey(email, attacker);
    // Three free tries, even all at once.
    const free = await Promise.all([1, 2, 3].map((i) => login(email, `guess-${i}`, attacker)));
    expect(statuses(free)).toEqual([401, 401, 401]);
    expect((await counter(key))?.attempts).toBe(SIGN_IN_RULES.pair.free);
    expect((await counter(key))?.nextAllowedAt).not.toBeNull();

    // Later in the attack (twelve failures so far, the last wait just over): of 20 guesses sent at
    // once, exactly one is evaluated; it sets the next wait (capped at 15 minutes) for the rest.
    await t.db.update(counters).set({ attempts: 12 }).where(eq(counters.key, key));
    await waitIsOver(key);
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(email, `burst-${i}`, attacker)),
    );
    expect(statuses(burst)).toEqual([401, ...Array(19).fill(429)]);
    expect((await counter(key))?.attempts).toBe(13);
    const audited = await failuresAudited(email);
    expect(audited).toHaveLength(4);
    expect(audited.every((row) => row.ip === attacker)).toBe(true);
    const refused = burst.find((r) => r.statusCode === 429);
    expect(refused?.json()).toEqual({
      status: false,
      message: `${TOO_MANY_SIGN_INS} Try again in 15 minutes.`,
      data: null,
      errors: {},
    });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(890);

    // The right password from the attacked pair is refused while it waits, and counts nothing…
    const before = await counter(key);
    expect((await login(email, DEMO_PASSWORD, attacker)).statusCode).toBe(429);
    expect(await counter(key)).toEqual(before);
    // …but the owner from their own address is not locked out.
    expect((await login(email, DEMO_PASSWORD, '198.51.100.20')).statusCode).toBe(200);
    expect(await failuresAudited(email)).toHaveLength(4);
  });

  it('makes the wait grow with each further failure, up to 15 minutes', async () => {
    const email = DEMO_USERS.hr.email;
    const address = '203.0.113.8';
    const key = pairKey(email, address);
    // The wait each failure sets before the next try is evaluated, as the database recorded it.
    const waits: (number | null)[] = [];
    for (let i = 0; i < 6; i++) {
      expect((await login(email, 'wrong', address)).statusCode).toBe(401);
      const row = await counter(key);
      waits.push(
        row?.nextAllowedAt
          ? (row.nextAllowedAt.getTime() - row.lastAttemptAt.getTime()) / 1000
          : null,
      );
      await waitIsOver(key);
    }
    expect(waits).toEqual([null, null, 1, 2, 4, 8]);

    await t.db.update(counters).set({ attempts: 40 }).where(eq(counters.key, key));
    await waitIsOver(key);
    expect((await login(email, 'wrong', address)).statusCode).toBe(401);
    const capped = await login(email, 'wrong', address);
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(890);
    expect(capped.json().message).toBe(`${TOO_MANY_SIGN_INS} Try again in 15 minutes.`);

    // Signing in once the wait is over clears the pair: the next slip is not delayed.
    await waitIsOver(key);
    expect((await login(email, DEMO_PASSWORD, address)).statusCode).toBe(200);
    expect(await counter(key)).toBeUndefined();
    expect((await login(email, 'wrong', address)).statusCode).toBe(401);
    expect((await login(email, 'wrong', address)).statusCode).toBe(401);
  });

  it('counts the addresses of one IPv6 /64 network as one address', async () => {
    const email = NO_ACCESS_EMAIL;
    for (const host of ['1', '2', 'abcd']) {
      expect((await login(email, 'wrong', `2001:db8:5:6::${host}`)).statusCode).toBe(401);
    }
    expect((await counter(pairKey(email, '2001:db8:5:6::/64')))?.attempts).toBe(3);
    // Each failure is still audited with the exact address it came from.
    const audited = await failuresAudited(email);
    expect(audited.map((row) => row.ip).sort()).toEqual([
      '2001:db8:5:6::1',
      '2001:db8:5:6::2',
      '2001:db8:5:6::abcd',
    ]);
  });

  it('forgets a pair quiet for an hour, and deletes counters quiet for a day', async () => {
    const email = DEMO_USERS.riverside.email;
    const address = '203.0.113.13';
    const key = pairKey(email, address);
    expect((await login(email, 'wrong', address)).statusCode).toBe(401);
    await t.db
      .update(counters)
      .set({
        attempts: 40,
        lastAttemptAt: sql`now() - interval '61 minutes'`,
        nextAllowedAt: sql`now() - interval '46 minutes'`,
      })
      .where(eq(counters.key, key));
    expect((await login(email, 'wrong', address)).statusCode).toBe(401);
    expect((await counter(key))?.attempts).toBe(1);

    await t.db
      .update(counters)
      .set({ lastAttemptAt: sql`now() - interval '25 hours'`, nextAllowedAt: null })
      .where(eq(counters.key, key));
    await forgetQuietCounters(t.db);
    expect(await counter(key)).toBeUndefined();
    expect(await counter(`sign-in:password:address:${address}`)).toBeDefined();
  });

  it('audits a failure with the email tried and the address, never the password', async () => {
    const unknown = 'nobody.here@care360.local';
    const password = 'Secret-Guess-123';
    expect((await login(unknown, password, '203.0.113.9')).statusCode).toBe(401);
    expect(
      (await login(DEMO_USERS.coordinator.email, password, '203.0.113.9')).json().message,
    ).toBe(WRONG_CREDENTIALS);
    const [unknownRow] = await failuresAudited(unknown);
    expect(unknownRow).toMatchObject({
      organisationId: null,
      actorUserId: null,
      recordType: 'users',
      recordId: null,
      ip: '203.0.113.9',
      changes: { email: unknown },
    });
    const [knownRow] = await failuresAudited(DEMO_USERS.coordinator.email);
    const [coordinator] = await t.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, DEMO_USERS.coordinator.email));
    expect(knownRow).toMatchObject({
      organisationId: t.organisationId,
      recordId: coordinator?.id,
      ip: '203.0.113.9',
    });
    const all = JSON.stringify(await t.db.select().from(auditLog));
    expect(all).not.toContain(password);
  });

  it('slows credential stuffing from one address across many accounts', async () => {
    const address = '203.0.113.10';
    const free = SIGN_IN_RULES.address.free;
    const stuffed = (from: number, count: number) =>
      Promise.all(
        Array.from({ length: count }, (_, i) =>
          login(`stuffed-${from + i}@example.com`, 'password1', address),
        ),
      );
    expect(statuses(await stuffed(0, free))).toEqual(Array(free).fill(401));
    const key = `sign-in:password:address:${address}`;
    expect((await counter(key))?.attempts).toBe(free);
    expect((await counter(key))?.nextAllowedAt).not.toBeNull();

    // Further on (39 failures, the last wait over): ten more at once, one evaluated.
    await t.db
      .update(counters)
      .set({ attempts: free + 9 })
      .where(eq(counters.key, key));
    await waitIsOver(key);
    const burst = await stuffed(free, 10);
    expect(statuses(burst)).toEqual([401, ...Array(9).fill(429)]);
    expect(Number(burst.find((r) => r.statusCode === 429)?.headers['retry-after'])).toBeGreaterThan(
      SIGN_IN_RULES.address.maxDelaySeconds - 10,
    );
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.login-failed'), eq(auditLog.ip, address)));
    expect(audited).toHaveLength(free + 1);
  });

  it('slows a guesser with many addresses, yet the owner gets in from a new one after the wait', async () => {
    const email = DEMO_USERS.admin.email;
    const free = SIGN_IN_RULES.account.free;
    const guesses = (from: number, count: number) =>
      Promise.all(
        Array.from({ length: count }, (_, i) =>
          login(email, `guess-${from + i}`, `192.0.2.${from + i + 1}`),
        ),
      );
    expect(statuses(await guesses(0, free))).toEqual(Array(free).fill(401));
    const accountKey = `sign-in:password:account:${email}`;
    await t.db
      .update(counters)
      .set({ attempts: free + 9 })
      .where(eq(counters.key, accountKey));
    await waitIsOver(accountKey);
    expect(statuses(await guesses(free, 10))).toEqual([401, ...Array(9).fill(429)]);
    expect(await failuresAudited(email)).toHaveLength(free + 1);

    const owner = '198.51.100.30';
    const waiting = await login(email, DEMO_PASSWORD, owner);
    expect(waiting.statusCode).toBe(429);
    expect(Number(waiting.headers['retry-after'])).toBeLessThanOrEqual(
      SIGN_IN_RULES.account.maxDelaySeconds,
    );
    await waitIsOver(accountKey);
    expect((await login(email, DEMO_PASSWORD, owner)).statusCode).toBe(200);
    // A success is no failure: the account and address counts take it back.
    expect((await counter(accountKey))?.attempts).toBe(free + 10);
    expect((await counter(`sign-in:password:address:${owner}`))?.attempts).toBe(0);
  });
});

describe('password reset throttle', () => {
  it('sends at most 3 reset emails to one address however many requests arrive at once', async () => {
    const email = DEMO_USERS.riverside.email;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.call({
          method: 'POST',
          url: '/forgot-password',
          payload: { email },
          remoteAddress: '203.0.113.11',
        }),
      ),
    );
    expect(statuses(answers)).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
    const sent = await t.db.select().from(schema.emailLog).where(eq(schema.emailLog.to, email));
    expect(sent).toHaveLength(3);
    const refused = answers.find((r) => r.statusCode === 429);
    expect(refused?.json().message).toBe('Too many reset requests. Try again in 1 minute.');
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(50);
  });

  it('evaluates at most 10 wrong reset links from one address, even in parallel', async () => {
    const address = '203.0.113.12';
    const answers = await Promise.all(
      Array.from({ length: 13 }, (_, i) =>
        t.call({
          method: 'POST',
          url: '/reset-password',
          payload: { token: `forged-token-${i}`, password: 'a sound new passphrase' },
          remoteAddress: address,
        }),
      ),
    );
    expect(statuses(answers)).toEqual([...Array(10).fill(400), 429, 429, 429]);
    expect(answers.find((r) => r.statusCode === 400)?.json().message).toBe(RESET_LINK_INVALID);
    const [row] = await t.db
      .select()
      .from(counters)
      .where(eq(counters.key, `link:address:${address}`));
    expect(row?.attempts).toBe(10);
  });
});
