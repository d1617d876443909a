import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT } from '../../app';
import { createTestApp, DEMO_USERS, TEST_ORIGIN, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const credentials = { email: DEMO_USERS.admin.email, password: 'care360demo' };

describe('state-changing calls from elsewhere', () => {
  it('refuses a call without X-Requested-With with 403', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/login',
      headers: { origin: TEST_ORIGIN },
      payload: credentials,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ status: false, errors: {} });
  });

  it('refuses a call from another origin, or with no origin, with 403', async () => {
    for (const origin of ['https://evil.example', 'null', undefined]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/login',
        headers: { 'x-requested-with': 'XMLHttpRequest', ...(origin ? { origin } : {}) },
        payload: credentials,
      });
      expect(response.statusCode, String(origin)).toBe(403);
    }
  });

  it('accepts the same call from the app itself', async () => {
    const response = await t.call({ method: 'POST', url: '/login', payload: credentials });
    expect(response.statusCode).toBe(200);
  });
});

describe('answers', () => {
  it('carries the security headers', async () => {
    const response = await t.call({ method: 'GET', url: '/health/live' });
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('carries the same security headers on a refusal and on an unknown path', async () => {
    const expected = (await t.call({ method: 'GET', url: '/health/live' })).headers;
    for (const url of ['/api/v1/clients', '/api/v1/no-such-thing']) {
      const response = await t.call({ method: 'GET', url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      for (const name of [
        'content-security-policy',
        'x-content-type-options',
        'referrer-policy',
        'x-frame-options',
        'cross-origin-opener-policy',
      ])
        expect(response.headers[name], `${name} of ${url}`).toBe(expected[name]);
    }
  });

  it('refuses a body over the limit with 413 in the envelope', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/login',
      payload: { email: 'a@b.co', password: 'x'.repeat(JSON_BODY_LIMIT) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      status: false,
      message: 'That request is too large to accept.',
      data: null,
      errors: {},
    });
  });

  it('answers malformed JSON in the envelope without internals', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().status).toBe(false);
    expect(response.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('answers an unknown API path with 404 in the envelope', async () => {
    const response = await t.call({ method: 'GET', url: '/api/v1/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      status: false,
      message: 'There is nothing at this address.',
    });
  });

  it('answers a failure inside a handler with 500, a reference and no stack trace', async () => {
    const cookie = await t.login(DEMO_USERS.admin.email);
    // A bug (a lost database answers 503: platform/http/database-errors.test.ts).
    const select = t.db.select;
    t.db.select = () => {
      throw new TypeError("Cannot read properties of undefined (reading 'id')");
    };
    const response = await t.call({ method: 'GET', url: '/api/v1/users', cookie });
    t.db.select = select;
    expect(response.statusCode).toBe(500);
    expect(response.json().message).toMatch(
      /^Something went wrong on our side\..*quoting [\w-]+\.$/,
    );
    expect(response.body).not.toMatch(/\.ts:\d+|node_modules/);
  });
});
