import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { schema } from '@care360/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createTestApp, DEMO_PASSWORD, DEMO_USERS, type TestApp } from '../../test/test-app';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE, sessionCookieName } from '../auth/sessions';
import { HSTS } from './security-headers';

const credentials = { email: DEMO_USERS.manager.email, password: DEMO_PASSWORD };

describe('behind HTTPS (an https PUBLIC_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://care.example.org' } });
  });
  afterAll(() => t.close());

  it('sets a __Host- session cookie: Secure, HttpOnly, SameSite=Lax, Path=/ and no Domain', async () => {
    const response = await t.call({ method: 'POST', url: '/login', payload: credentials });
    expect(response.statusCode).toBe(200);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(new RegExp(`^${SECURE_SESSION_COOKIE}=`));
    expect(setCookie).toMatch(/; Secure/);
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=Lax/);
    expect(setCookie).toMatch(/; Path=\//);
    expect(setCookie).not.toMatch(/Domain=/i);

    const token = response.cookies[0]?.value ?? '';
    const me = await t.call({ method: 'GET', url: '/api/v1/user', cookie: token });
    expect(me.statusCode).toBe(200);
    // The same token under the plain name is not the session: only the __Host- cookie counts.
    const plain = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user',
      headers: { cookie: `${SESSION_COOKIE}=${token}` },
    });
    expect(plain.statusCode).toBe(401);

    const out = await t.call({ method: 'POST', url: '/logout', cookie: token });
    expect(String(out.headers['set-cookie'])).toMatch(
      new RegExp(`^${SECURE_SESSION_COOKIE}=;.*; Secure`),
    );
  });

  it('keeps the cookie Secure even when COOKIE_SECURE=false is set', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://care.example.org', COOKIE_SECURE: 'false' });
    expect(sessionCookieName(config)).toBe(SECURE_SESSION_COOKIE);
    expect(config.secureCookies).toBe(true);
  });

  it('sends HSTS for a year with subdomains, and no-store on every answer', async () => {
    for (const url of ['/health/live', '/api/v1/user', '/api/v1/no-such-thing']) {
      const response = await t.call({ method: 'GET', url });
      expect(response.headers['strict-transport-security'], url).toBe(HSTS);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    expect(HSTS).toBe('max-age=31536000; includeSubDomains');
  });

  it('accepts a write whose Origin is PUBLIC_URL whatever the Host header says', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/login',
      headers: {
        host: 'internal-app-7:3000',
        origin: 'https://care.example.org',
        'x-requested-with': 'XMLHttpRequest',
      },
      payload: credentials,
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('over plain http (development)', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'care360-web-'));
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>care360</title>');
    fs.writeFileSync(path.join(webDist, 'assets', 'app-1a2b3c.js'), 'console.log(1);');
    t = await createTestApp({ webDist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('uses the plain cookie name without Secure, and sends no HSTS', async () => {
    const response = await t.call({ method: 'POST', url: '/login', payload: credentials });
    expect(response.statusCode).toBe(200);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(new RegExp(`^${SESSION_COOKIE}=`));
    expect(setCookie).not.toMatch(/Secure/);
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('marks API answers no-store, and leaves the static assets cacheable', async () => {
    const token = await t.login(DEMO_USERS.manager.email);
    const answers = [
      await t.call({ method: 'GET', url: '/api/v1/user', cookie: token }),
      await t.call({ method: 'GET', url: '/api/v1/user' }),
      await t.call({ method: 'POST', url: '/login', payload: credentials }),
      await t.call({ method: 'POST', url: '/logout', cookie: token }),
      await t.call({ method: 'GET', url: '/health/ready' }),
    ];
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');

    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('refuses a write whose Origin matches the Host header but not PUBLIC_URL, and writes nothing', async () => {
    const sessions = await t.db.select().from(schema.sessions);
    const audit = await t.db.select().from(schema.auditLog);
    const response = await t.app.inject({
      method: 'POST',
      url: '/login',
      headers: {
        host: 'evil.example',
        origin: 'http://evil.example',
        'x-requested-with': 'XMLHttpRequest',
      },
      payload: credentials,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('This request was refused: it came from another site.');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await t.db.select().from(schema.sessions)).toHaveLength(sessions.length);
    expect(await t.db.select().from(schema.auditLog)).toHaveLength(audit.length);
  });
});
