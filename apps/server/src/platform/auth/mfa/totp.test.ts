import { Secret } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { matchTotp, newTotpSecret, otpauthUri, stepAt, totpAt } from './totp';

// RFC 6238 appendix B: the SHA-1 seed is ASCII "12345678901234567890"; apps show the last six
// digits of its 8-digit vectors.
const RFC_SECRET = new Secret({ buffer: new TextEncoder().encode('12345678901234567890').buffer })
  .base32;
const VECTORS: [number, string][] = [
  [59, '287082'],
  [1111111109, '081804'],
  [1111111111, '050471'],
  [1234567890, '005924'],
  [2000000000, '279037'],
  [20000000000, '353130'],
];

describe('TOTP (RFC 6238) as authenticator apps use it', () => {
  it.each(VECTORS)('gives the RFC code at T=%i', (seconds, code) => {
    expect(totpAt(RFC_SECRET, seconds * 1000)).toBe(code);
    expect(matchTotp(RFC_SECRET, code, seconds * 1000, null)).toBe(stepAt(seconds * 1000));
  });

  it('accepts the step before and after, not two away, and never one already used', () => {
    const secret = newTotpSecret();
    const now = 1_700_000_000_000;
    const step = stepAt(now);
    expect(matchTotp(secret, totpAt(secret, now), now, null)).toBe(step);
    expect(matchTotp(secret, totpAt(secret, now - 30_000), now, null)).toBe(step - 1);
    expect(matchTotp(secret, totpAt(secret, now + 30_000), now, null)).toBe(step + 1);
    expect(matchTotp(secret, totpAt(secret, now - 60_000), now, null)).toBeNull();
    expect(matchTotp(secret, totpAt(secret, now + 60_000), now, null)).toBeNull();
    // Replay: the step was used, so neither it nor an older one is accepted again.
    expect(matchTotp(secret, totpAt(secret, now), now, step)).toBeNull();
    expect(matchTotp(secret, totpAt(secret, now - 30_000), now, step)).toBeNull();
    expect(matchTotp(secret, totpAt(secret, now + 30_000), now, step)).toBe(step + 1);
    expect(matchTotp(secret, 'abcdef', now, null)).toBeNull();
    expect(matchTotp(secret, '1234567', now, null)).toBeNull();
  });

  it('makes 160-bit secrets in base32, each new', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(Secret.fromBase32(secret).bytes).toHaveLength(20);
    expect(newTotpSecret()).not.toBe(secret);
  });

  it('writes the otpauth URI authenticator apps read', () => {
    expect(otpauthUri('JBSWY3DP', 'care360', 'mary@example.co.uk')).toBe(
      'otpauth://totp/care360:mary%40example.co.uk?issuer=care360&secret=JBSWY3DP&algorithm=SHA1&digits=6&period=30',
    );
  });
});
