import { HOTP, Secret, TOTP } from 'otpauth';

/**
 * Authenticator-app codes (RFC 6238 as the apps expect it: HMAC-SHA-1, 6 digits, 30-second
 * steps) through the `otpauth` library; what is ours is the window and the refusal of a code
 * already used.
 */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** A code of the step before or after is accepted too, for clocks a little apart. */
export const TOTP_WINDOW = 1;
const ALGORITHM = 'SHA1';

/** 160 bits, the HMAC-SHA-1 key length RFC 4226 recommends, as base32 for the app. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export const stepAt = (timeMs: number) => Math.floor(timeMs / 1000 / TOTP_PERIOD_SECONDS);

export function totpAt(secret: string, timeMs: number): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: ALGORITHM,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    timestamp: timeMs,
  });
}

/**
 * The step whose code matches, within the window, and later than `afterStep` (a code already
 * used, or one older than it, is refused); null when none does. Each step is compared on its own
 * (in constant time, by the library), so a code of a later step is found even when an earlier
 * step of the window was used.
 */
export function matchTotp(
  secret: string,
  code: string,
  timeMs: number,
  afterStep: number | null,
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const key = Secret.fromBase32(secret);
  const now = stepAt(timeMs);
  for (let step = now - TOTP_WINDOW; step <= now + TOTP_WINDOW; step++) {
    if (afterStep !== null && step <= afterStep) continue;
    const match = HOTP.validate({
      token: code,
      secret: key,
      algorithm: ALGORITHM,
      digits: TOTP_DIGITS,
      counter: step,
      window: 0,
    });
    if (match === 0) return step;
  }
  return null;
}

/** The otpauth:// URI an authenticator app reads from the QR code (Key Uri Format). */
export function otpauthUri(secret: string, issuer: string, account: string): string {
  return new TOTP({
    issuer,
    label: account,
    secret: Secret.fromBase32(secret),
    algorithm: ALGORITHM,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  }).toString();
}
