import { schema } from '@care360/db';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createTestApp,
  DEMO_PASSWORD,
  DEMO_USERS,
  sessionCookie,
  type TestApp,
} from '../../../test/test-app';
import { MFA_ENROLMENT_NEEDED } from './mfa-state';
import { CHALLENGE_EXPIRED, MFA_CHALLENGE_COOKIE, WRONG_CODE } from './sign-in-code';
import { totpAt } from './totp';

let t: TestApp;
const KEY = 'the test key for sealing totp secrets at rest';
beforeAll(async () => {
  t = await createTestApp();
  // services.config is this object: the app seals secrets with the key from here on.
  t.config.mfaSecretKey = KEY;
});
afterAll(() => t.close());

const userId = async (email: string) =>
  (await t.db.select().from(schema.users).where(eq(schema.users.email, email)))[0]?.id ?? '';
const mfaRow = async (email: string) =>
  (
    await t.db
      .select()
      .from(schema.userMfa)
      .where(eq(schema.userMfa.userId, await userId(email)))
  )[0];
const audits = async (action: string, email: string) =>
  t.db
    .select()
    .from(schema.auditLog)
    .where(
      and(eq(schema.auditLog.action, action), eq(schema.auditLog.recordId, await userId(email))),
    );
const mailTo = async (email: string, subject: string) =>
  t.db
    .select()
    .from(schema.emailLog)
    .where(and(eq(schema.emailLog.to, email), eq(schema.emailLog.subject, subject)));
/** A code of the next step: a fresh one each time a test signs in again (the last one is spent). */
let offset = 0;
const nextCode = (secret: string) => totpAt(secret, Date.now() + 30_000 * offset++);
beforeEach(async () => {
  offset = 0;
  // Each test starts with no step used, so the codes it computes are new.
  await t.db.update(schema.userMfa).set({ lastUsedStep: null });
  await t.db.delete(schema.throttleCounters);
});

const challengeOf = (response: LightMyRequestResponse) =>
  response.cookies.find((c) => c.name === MFA_CHALLENGE_COOKIE && c.value)?.value;
const password = (email: string, pass = DEMO_PASSWORD) =>
  t.call({ method: 'POST', url: '/login', payload: { email, password: pass } });
const codeStep = (challenge: string | undefined, code: string) =>
  t.call({
    method: 'POST',
    url: '/login/mfa',
    payload: { code },
    headers: challenge ? { cookie: `${MFA_CHALLENGE_COOKIE}=${challenge}` } : {},
  });

async function enrol(
  email: string,
): Promise<{ secret: string; recoveryCodes: string[]; cookie: string }> {
  const cookie = await t.login(email);
  const started = await t.call({ method: 'POST', url: '/api/v1/account/mfa/enrol', cookie });
  expect(started.statusCode).toBe(200);
  const { secret } = started.json().data;
  const confirmed = await t.call({
    method: 'POST',
    url: '/api/v1/account/mfa/confirm',
    cookie,
    payload: { code: totpAt(secret, Date.now()) },
  });
  expect(confirmed.statusCode).toBe(200);
  return { secret, recoveryCodes: confirmed.json().data.recoveryCodes, cookie };
}

describe('setting up an authenticator app', () => {
  it('shows a QR code of the otpauth URI and the secret as text; the secret is stored sealed', async () => {
    const email = DEMO_USERS.manager.email;
    const cookie = await t.login(email);
    const started = await t.call({ method: 'POST', url: '/api/v1/account/mfa/enrol', cookie });
    expect(started.statusCode).toBe(200);
    const { secret, otpauthUri, qrCode } = started.json().data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toBe(
      `otpauth://totp/care360:manager%40care360.local?issuer=care360&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(qrCode).toMatch(/^data:image\/png;base64,/);
    const stored = await mfaRow(email);
    expect(stored?.secret.startsWith('v1:')).toBe(true);
    expect(stored?.secret).not.toContain(secret);
    expect(stored?.confirmedAt).toBeNull();

    // Not on until a code proves the app has it: the password alone still signs in.
    expect(sessionCookie(await password(email))).toBeDefined();

    const wrong = await t.call({
      method: 'POST',
      url: '/api/v1/account/mfa/confirm',
      cookie,
      payload: { code: totpAt(secret, Date.now() + 120_000) },
    });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().errors)).toEqual(['code']);
    expect((await mfaRow(email))?.confirmedAt).toBeNull();
    expect(await t.db.select().from(schema.mfaRecoveryCodes)).toEqual([]);
    expect(await audits('auth.mfa-enrol-failed', email)).toHaveLength(1);

    const confirmed = await t.call({
      method: 'POST',
      url: '/api/v1/account/mfa/confirm',
      cookie,
      payload: { code: totpAt(secret, Date.now()) },
    });
    expect(confirmed.statusCode).toBe(200);
    const codes: string[] = confirmed.json().data.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    const hashes = await t.db.select().from(schema.mfaRecoveryCodes);
    // Stored only as SHA-256 hashes.
    expect(hashes).toHaveLength(10);
    expect(hashes.every((h) => /^[0-9a-f]{64}$/.test(h.codeHash))).toBe(true);
    expect(await audits('auth.mfa-enabled', email)).toHaveLength(1);
    expect(
      await mailTo(email, 'Multi-factor sign-in was turned on for your care360 account'),
    ).toHaveLength(1);

    // The secret is never given again; starting over is refused while MFA is on.
    const status = await t.call({ method: 'GET', url: '/api/v1/account/security', cookie });
    expect(status.json().data).toEqual({
      mfa: { enabled: true, required: false, recoveryCodesLeft: 10 },
    });
    expect(status.body).not.toContain(secret);
    const again = await t.call({ method: 'POST', url: '/api/v1/account/mfa/enrol', cookie });
    expect(again.statusCode).toBe(409);
    expect(again.body).not.toContain(secret);
  });
});

describe('signing in with a code', () => {
  let secret: string;
  let recoveryCodes: string[];
  const email = DEMO_USERS.admin.email;
  beforeAll(async () => {
    ({ secret, recoveryCodes } = await enrol(email));
  });

  it('a right password starts no session: it asks for a code, then the code signs in', async () => {
    const first = await password(email);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ mfaRequired: true });
    expect(sessionCookie(first)).toBeUndefined();
    const pending = first.cookies.find((c) => c.name === MFA_CHALLENGE_COOKIE);
    expect(pending).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    const stored = await t.db.select().from(schema.mfaChallenges);
    expect(stored.map((c) => c.tokenHash)).not.toContain(pending?.value);

    const done = await codeStep(pending?.value, nextCode(secret));
    expect(done.statusCode).toBe(200);
    expect(done.json().data.data.email).toBe(email);
    const session = sessionCookie(done);
    expect((await t.call({ method: 'GET', url: '/api/v1/user', cookie: session })).statusCode).toBe(
      200,
    );
    expect(await t.db.select().from(schema.mfaChallenges)).toEqual([]);

    // The pending sign-in is single-use.
    const replay = await codeStep(pending?.value, nextCode(secret));
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(CHALLENGE_EXPIRED);
    expect(sessionCookie(replay)).toBeUndefined();
  });

  it('behind HTTPS the pending sign-in cookie is __Host- prefixed and Secure', async () => {
    t.config.secureCookies = true;
    try {
      const first = await password(email);
      const pending = first.cookies.find((c) => c.name === `__Host-${MFA_CHALLENGE_COOKIE}`);
      expect(pending).toMatchObject({ httpOnly: true, secure: true, path: '/' });
      expect(first.cookies.some((c) => c.name === MFA_CHALLENGE_COOKIE)).toBe(false);
      const done = await t.call({
        method: 'POST',
        url: '/login/mfa',
        payload: { code: nextCode(secret) },
        headers: { cookie: `__Host-${MFA_CHALLENGE_COOKIE}=${pending?.value}` },
      });
      expect(done.statusCode).toBe(200);
    } finally {
      t.config.secureCookies = false;
    }
  });

  it('refuses a wrong code, audits it and starts no session', async () => {
    const before = (await audits('auth.login-failed', email)).length;
    const challenge = challengeOf(await password(email));
    const sessionsBefore = (await t.db.select().from(schema.sessions)).length;
    const wrong = await codeStep(challenge, totpAt(secret, Date.now() + 300_000));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(WRONG_CODE);
    expect(sessionCookie(wrong)).toBeUndefined();
    expect(await t.db.select().from(schema.sessions)).toHaveLength(sessionsBefore);
    const failed = await audits('auth.login-failed', email);
    expect(failed).toHaveLength(before + 1);
    expect(failed.at(-1)?.changes).toEqual({ email, step: 'code' });
    // The right code still works on the same pending sign-in.
    expect(sessionCookie(await codeStep(challenge, nextCode(secret)))).toBeDefined();
  });

  it('refuses a code already used, even on a new sign-in', async () => {
    const code = nextCode(secret);
    expect(sessionCookie(await codeStep(challengeOf(await password(email)), code))).toBeDefined();
    const reuse = await codeStep(challengeOf(await password(email)), code);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().message).toBe(WRONG_CODE);
  });

  it('takes a recovery code once, typed in any case and spacing', async () => {
    const [code] = recoveryCodes;
    const typed = ` ${code?.toLowerCase().replace('-', ' ')} `;
    const used = await codeStep(challengeOf(await password(email)), typed);
    expect(used.statusCode).toBe(200);
    expect(used.json().message).toMatch(/recovery code/);
    const reuse = await codeStep(challengeOf(await password(email)), code ?? '');
    expect(reuse.statusCode).toBe(401);
    const status = await t.call({
      method: 'GET',
      url: '/api/v1/account/security',
      cookie: sessionCookie(used),
    });
    expect(status.json().data.mfa.recoveryCodesLeft).toBe(9);
  });

  it('counts wrong codes toward the sign-in limits: after three, the next must wait', async () => {
    const challenge = challengeOf(await password(email));
    for (let i = 0; i < 3; i++) expect((await codeStep(challenge, '000000')).statusCode).toBe(401);
    const limited = await codeStep(challenge, nextCode(secret));
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many failed sign-in attempts\./);
    expect(sessionCookie(limited)).toBeUndefined();
  });

  it('ends a pending sign-in at its fifth wrong code, and refuses a missing or forged one', async () => {
    const challenge = challengeOf(await password(email));
    await t.db.update(schema.mfaChallenges).set({ failures: 4 });
    const fifth = await codeStep(challenge, '000000');
    expect(fifth.json().message).toContain(CHALLENGE_EXPIRED);
    expect(await t.db.select().from(schema.mfaChallenges)).toEqual([]);
    expect((await codeStep(challenge, nextCode(secret))).json().message).toBe(CHALLENGE_EXPIRED);
    expect((await codeStep(undefined, nextCode(secret))).statusCode).toBe(401);
    expect((await codeStep('forged', nextCode(secret))).statusCode).toBe(401);
  });

  it('turns off only with the current password and a code', async () => {
    const session = sessionCookie(
      await codeStep(challengeOf(await password(email)), nextCode(secret)),
    );
    const disable = (payload: object) =>
      t.call({ method: 'POST', url: '/api/v1/account/mfa/disable', cookie: session, payload });
    const wrongPassword = await disable({ password: 'not my password', code: '111111' });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().errors.password).toBeDefined();
    const wrongCode = await disable({ password: DEMO_PASSWORD, code: '123456' });
    expect(wrongCode.statusCode).toBe(400);
    expect(await mfaRow(email)).toBeDefined();
    expect(await audits('auth.mfa-disable-failed', email)).toHaveLength(2);

    const off = await disable({ password: DEMO_PASSWORD, code: nextCode(secret) });

    expect(off.statusCode).toBe(200);
    expect(await mfaRow(email)).toBeUndefined();
    expect(
      await mailTo(email, 'Multi-factor sign-in was turned off for your care360 account'),
    ).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(schema.mfaRecoveryCodes)
        .where(eq(schema.mfaRecoveryCodes.userId, await userId(email))),
    ).toEqual([]);
    expect(sessionCookie(await password(email))).toBeDefined();
  });
});

describe('a role that requires MFA', () => {
  it('sends a person who has not set it up to set it up, and lets them do nothing else', async () => {
    const email = DEMO_USERS.hr.email;
    const [hr] = await t.db.select().from(schema.users).where(eq(schema.users.email, email));
    await t.db
      .update(schema.roles)
      .set({ requiresMfa: true })
      .where(eq(schema.roles.id, hr?.roleId ?? ''));

    const signIn = await password(email);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().data.mfaEnrolmentRequired).toBe(true);
    const cookie = sessionCookie(signIn);
    expect((await t.call({ method: 'GET', url: '/api/v1/user', cookie })).statusCode).toBe(200);
    const list = await t.call({ method: 'GET', url: '/api/v1/users', cookie });
    expect(list.statusCode).toBe(403);
    expect(list.json().message).toBe(MFA_ENROLMENT_NEEDED);
    const change = await t.call({
      method: 'POST',
      url: '/api/v1/account/password',
      cookie,
      payload: { currentPassword: DEMO_PASSWORD, password: 'a quiet harbour at dawn' },
    });
    expect(change.statusCode).toBe(403);
    expect((await password(email, 'a quiet harbour at dawn')).statusCode).toBe(401);
    const status = await t.call({ method: 'GET', url: '/api/v1/account/security', cookie });
    expect(status.json().data.mfa).toMatchObject({ enabled: false, required: true });

    const started = await t.call({ method: 'POST', url: '/api/v1/account/mfa/enrol', cookie });
    const { secret } = started.json().data;
    const confirmed = await t.call({
      method: 'POST',
      url: '/api/v1/account/mfa/confirm',
      cookie,
      payload: { code: totpAt(secret, Date.now()) },
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/v1/users', cookie })).statusCode).toBe(200);

    // Required means it cannot be turned off; the next sign-in needs a code.
    const off = await t.call({
      method: 'POST',
      url: '/api/v1/account/mfa/disable',
      cookie,
      payload: { password: DEMO_PASSWORD, code: totpAt(secret, Date.now() + 30_000) },
    });
    expect(off.statusCode).toBe(409);
    expect(await mfaRow(email)).toBeDefined();
    expect((await password(email)).json().data).toEqual({ mfaRequired: true });
  });
});

describe('a linked account whose role requires MFA', () => {
  it('gates the session that switches into it until the person who signed in sets it up', async () => {
    const admin = await userId(DEMO_USERS.admin.email);
    const riverside = await userId(DEMO_USERS.riverside.email);
    const [target] = await t.db.select().from(schema.users).where(eq(schema.users.id, riverside));
    await t.db.delete(schema.userMfa).where(eq(schema.userMfa.userId, admin));
    await t.db
      .update(schema.roles)
      .set({ requiresMfa: true })
      .where(eq(schema.roles.id, target?.roleId ?? ''));
    try {
      const cookie = await t.login(DEMO_USERS.admin.email);
      expect((await t.call({ method: 'GET', url: '/api/v1/users', cookie })).statusCode).toBe(200);
      const switched = await t.call({
        method: 'POST',
        url: '/api/v1/account/switch',
        cookie,
        payload: { parent_user: admin, target_user: riverside },
      });
      expect(switched.statusCode).toBe(200);
      const session = sessionCookie(switched) ?? cookie;
      const list = await t.call({ method: 'GET', url: '/api/v1/users', cookie: session });
      expect(list.statusCode).toBe(403);
      expect(list.json().message).toBe(MFA_ENROLMENT_NEEDED);
    } finally {
      await t.db
        .update(schema.roles)
        .set({ requiresMfa: false })
        .where(eq(schema.roles.id, target?.roleId ?? ''));
    }
  });
});

describe('a lost phone', () => {
  it('someone who may edit the user removes their app; nobody beyond their authority or themselves', async () => {
    // The HR officer's role needs MFA no longer, and their app is gone, so they sign in in one step.
    const [hr] = await t.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, DEMO_USERS.hr.email));
    await t.db
      .update(schema.roles)
      .set({ requiresMfa: false })
      .where(eq(schema.roles.id, hr?.roleId ?? ''));
    await t.db.delete(schema.userMfa).where(eq(schema.userMfa.userId, hr?.id ?? ''));

    const { cookie: admin } = await enrol(DEMO_USERS.admin.email);
    const manager = DEMO_USERS.manager.email;
    expect(await mfaRow(manager)).toBeDefined();
    const reset = (cookie: string, email: string) =>
      userId(email).then((id) =>
        t.call({ method: 'POST', url: `/api/v1/users/${id}/mfa/reset`, cookie }),
      );

    const done = await reset(admin, manager);
    expect(done.statusCode).toBe(200);
    expect(await mfaRow(manager)).toBeUndefined();
    expect(await audits('auth.mfa-reset', manager)).toHaveLength(1);
    expect(
      await mailTo(manager, 'Your authenticator app was removed from your care360 account'),
    ).toHaveLength(1);
    expect(sessionCookie(await password(manager))).toBeDefined();

    // The HR officer may edit users, but not one who holds more than they do.
    const hrSession = await t.login(DEMO_USERS.hr.email);
    expect((await reset(hrSession, DEMO_USERS.admin.email)).statusCode).toBe(403);
    expect(await mfaRow(DEMO_USERS.admin.email)).toBeDefined();
    expect((await reset(admin, DEMO_USERS.admin.email)).statusCode).toBe(403);
    expect(await mfaRow(DEMO_USERS.admin.email)).toBeDefined();
  });
});
