import { describe, expect, it } from 'vitest';
import { assertLinkRouteShape, isLinkAccess, purposesOf } from './link-purpose';
import { linkRefusal, type StoredLinkState, tokenOrEmpty } from './link-state';

const NOW = new Date('2026-03-01T12:00:00Z');
const live: StoredLinkState = {
  purpose: 'invitation',
  singleUse: true,
  expiresAt: new Date('2026-03-01T13:00:00Z'),
  usedAt: null,
  revokedAt: null,
};

describe('linkRefusal', () => {
  it('accepts a live link of an accepted purpose', () => {
    expect(linkRefusal(live, ['password-reset', 'invitation'], NOW)).toBeNull();
  });

  it('names why a link is refused, the first reason that applies', () => {
    expect(linkRefusal(undefined, ['invitation'], NOW)).toBe('unknown');
    expect(linkRefusal(live, ['password-reset'], NOW)).toBe('wrong-purpose');
    expect(linkRefusal({ ...live, revokedAt: NOW, usedAt: NOW }, ['invitation'], NOW)).toBe(
      'revoked',
    );
    expect(linkRefusal({ ...live, usedAt: NOW }, ['invitation'], NOW)).toBe('used');
    expect(linkRefusal({ ...live, expiresAt: NOW }, ['invitation'], NOW)).toBe('expired');
  });

  it('lets a multi-use link be used after its first use, until it expires', () => {
    const multi = { ...live, singleUse: false, usedAt: NOW };
    expect(linkRefusal(multi, ['invitation'], NOW)).toBeNull();
    expect(linkRefusal(multi, ['invitation'], new Date('2026-03-01T13:00:00Z'))).toBe('expired');
  });
});

describe('tokenOrEmpty', () => {
  it('keeps text of sane length and turns anything else into the empty string', () => {
    expect(tokenOrEmpty('abc')).toBe('abc');
    for (const junk of [undefined, null, 42, ['a'], { a: 1 }, 'x'.repeat(201)])
      expect(tokenOrEmpty(junk)).toBe('');
  });
});

describe('link routes', () => {
  it('take no path parameter but the token, and a GET takes it in its path', () => {
    expect(() => assertLinkRouteShape({ method: 'POST', url: '/reset-password' })).not.toThrow();
    expect(() => assertLinkRouteShape({ method: 'GET', url: '/api/v1/x/:token' })).not.toThrow();
    expect(() => assertLinkRouteShape({ method: 'GET', url: '/api/v1/x/:token/:id' })).toThrow(
      /takes its subject from the link/,
    );
    expect(() => assertLinkRouteShape({ method: 'GET', url: '/api/v1/x' })).toThrow(/needs :token/);
  });

  it('are told from other access rules, with one purpose or several', () => {
    const purpose = {
      name: 'p',
      subjectType: 'users',
      hours: 1,
      singleUse: true,
      subjectIsLive: async () => true,
    };
    expect(isLinkAccess({ link: purpose })).toBe(true);
    expect(isLinkAccess({ permission: 'users.read' })).toBe(false);
    expect(isLinkAccess('public')).toBe(false);
    expect(purposesOf({ link: purpose })).toEqual([purpose]);
    expect(purposesOf({ link: [purpose, { ...purpose, name: 'q' }] }).map((p) => p.name)).toEqual([
      'p',
      'q',
    ]);
  });
});
