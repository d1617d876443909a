import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret } from './mfa-secret';

const KEY = 'a test key of at least thirty-two characters';

describe('TOTP secrets at rest', () => {
  it('seals with the configured key: the stored text does not contain the secret', () => {
    const stored = sealSecret('JBSWY3DPEHPK3PXP', KEY);
    expect(stored).not.toContain('JBSWY3DPEHPK3PXP');
    expect(openSecret(stored, KEY)).toBe('JBSWY3DPEHPK3PXP');
    expect(sealSecret('JBSWY3DPEHPK3PXP', KEY)).not.toBe(stored);
  });

  it('refuses to open with another key or none', () => {
    const stored = sealSecret('JBSWY3DPEHPK3PXP', KEY);
    expect(() => openSecret(stored, `${KEY}!`)).toThrow();
    expect(() => openSecret(stored, undefined)).toThrow(/MFA_SECRET_KEY/);
  });

  it('without a key stores the secret marked as plain, still readable once a key is set', () => {
    const stored = sealSecret('JBSWY3DPEHPK3PXP', undefined);
    expect(stored).toBe('plain:JBSWY3DPEHPK3PXP');
    expect(openSecret(stored, KEY)).toBe('JBSWY3DPEHPK3PXP');
  });
});
