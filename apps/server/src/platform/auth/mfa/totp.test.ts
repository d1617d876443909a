import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  hotp,
  matchTotp,
  newTotpSecret,
  otpauthUri,
  stepAt,
  totpAt,
} from './totp';

// RFC 6238 appendix B: the seeds are ASCII "1234567890" repeated to the hash's key length.
const seed = (length: number) => Buffer.from('1234567890'.repeat(7).slice(0, length));
const VECTORS: [number, string, string, string][] = [
  [59, '94287082', '46119246', '90693936'],
  [1111111109, '07081804', '68084774', '25091201'],
  [1111111111, '14050471', '67062674', '99943326'],
  [1234567890, '89005924', '91819424', '93441116'],
  [2000000000, '69279037', '90698825', '38618901'],
  [20000000000, '65353130', '77737706', '47863826'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(VECTORS)('matches the RFC test vectors at T=%i', (seconds, sha1, sha256, sha512) => {
    const step = stepAt(seconds * 1000);
    expect(hotp(seed(20), step, 8, 'sha1')).toBe(sha1);
    expect(hotp(seed(32), step, 8, 'sha256')).toBe(sha256);
    expect(hotp(seed(64), step, 8, 'sha512')).toBe(sha512);
  });

  it('gives the 6-digit code apps show (the last six digits of the SHA-1 vector)', () => {
    const secret = base32Encode(seed(20));
    expect(totpAt(secret, 59_000)).toBe('287082');
    expect(totpAt(secret, 1111111109_000)).toBe('081804');
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

  it('round-trips base32 and makes 160-bit secrets', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Encode(base32Decode(secret))).toBe(secret);
    expect(base32Decode('jbsw y3dp').toString()).toBe('Hello');
  });

  it('writes the otpauth URI authenticator apps read', () => {
    expect(otpauthUri('JBSWY3DP', 'care360', 'mary@example.co.uk')).toBe(
      'otpauth://totp/care360:mary%40example.co.uk?secret=JBSWY3DP&issuer=care360&algorithm=SHA1&digits=6&period=30',
    );
  });
});
