import type { Db } from '@care360/db';
import { recordAudit } from '../audit/audit';
import { addressGroup } from '../throttle/address-group';
import {
  clearAttempts,
  giveBackAttempt,
  type ThrottleCheck,
  type ThrottleRule,
  takeAttempt,
} from '../throttle/throttle';

/**
 * Sign-in rate limits (ASVS 5.0 §6.3.1). A burst of wrong guesses must slow an attacker without
 * locking the real owner out, so there is no plain lock-out; three counters, each with a wait that
 * grows and always ends:
 * - the account+address pair: 3 free attempts, then 1 s, 2 s, 4 s … up to 15 minutes. This is the
 *   one a guesser meets; the owner elsewhere is not affected, and signing in clears it.
 * - the address across all accounts (credential stuffing): looser, since an office's staff may
 *   share one address.
 * - the account across all addresses (a guesser with many addresses): 10 free, then a wait that
 *   grows to at most one minute, so such an attacker gets at most about 60 guesses an hour (ASVS
 *   asks for no more than 100) while the owner, from a new address, gets in after that minute.
 * The address and account counters count failures only: a successful attempt is given back.
 * Keys use the email as typed (normalised), so an unknown email is slowed exactly like a known
 * one and the answers tell nothing about which accounts exist.
 */
export const SIGN_IN_RULES = {
  pair: { free: 3, baseDelaySeconds: 1, maxDelaySeconds: 15 * 60, forgetAfterMinutes: 60 },
  address: { free: 30, baseDelaySeconds: 1, maxDelaySeconds: 5 * 60, forgetAfterMinutes: 60 },
  account: { free: 10, baseDelaySeconds: 1, maxDelaySeconds: 60, forgetAfterMinutes: 60 },
} satisfies Record<string, ThrottleRule>;

export const TOO_MANY_SIGN_INS = 'Too many failed sign-in attempts.';

/** Each step of signing in (the password, then a second-factor code) is counted on its own. */
export type SignInStep = 'password' | 'code';

export interface SignInAttempt {
  email: string;
  ip: string;
  step: SignInStep;
  pair: ThrottleCheck;
  others: ThrottleCheck[];
}

/**
 * Call before checking a password or a code: counts the attempt, or refuses it with 429 and
 * Retry-After when this account, address or pair must wait. Then call `signInFailed` or
 * `signInSucceeded` with what it returns.
 */
export async function beginSignInAttempt(
  db: Db,
  { email, ip, step = 'password' }: { email: string; ip: string; step?: SignInStep },
): Promise<SignInAttempt> {
  const prefix = `sign-in:${step}`;
  const address = addressGroup(ip);
  const attempt: SignInAttempt = {
    email,
    ip,
    step,
    pair: { key: `${prefix}:pair:${email} ${address}`, rule: SIGN_IN_RULES.pair },
    others: [
      { key: `${prefix}:address:${address}`, rule: SIGN_IN_RULES.address },
      { key: `${prefix}:account:${email}`, rule: SIGN_IN_RULES.account },
    ],
  };
  await takeAttempt(db, [attempt.pair, ...attempt.others], TOO_MANY_SIGN_INS);
  return attempt;
}

/**
 * Audits the failure ('auth.login-failed' with the email tried and the address, never the
 * password). `account` is the user the email belongs to, or null for an unknown email.
 */
export async function signInFailed(
  db: Db,
  attempt: SignInAttempt,
  account: { id: string; organisationId: string } | null,
) {
  await recordAudit(db, {
    organisationId: account?.organisationId ?? null,
    actorUserId: null,
    action: 'auth.login-failed',
    recordType: 'users',
    recordId: account?.id ?? null,
    changes: {
      email: attempt.email,
      ...(attempt.step === 'password' ? {} : { step: attempt.step }),
    },
    ip: attempt.ip,
  });
}

/** Clears the pair's failures and takes back the attempt from the address and account counts. */
export async function signInSucceeded(db: Db, attempt: SignInAttempt) {
  await clearAttempts(db, [attempt.pair.key]);
  await giveBackAttempt(db, attempt.others);
}

/**
 * Forgotten-password requests send email, so every request counts: per address (someone
 * probing many addresses) and per email (someone filling one person's inbox).
 */
export const FORGOT_PASSWORD_RULES = {
  address: { free: 10, baseDelaySeconds: 30, maxDelaySeconds: 15 * 60, forgetAfterMinutes: 60 },
  email: { free: 3, baseDelaySeconds: 60, maxDelaySeconds: 15 * 60, forgetAfterMinutes: 60 },
} satisfies Record<string, ThrottleRule>;

export async function throttleForgotPassword(db: Db, email: string, ip: string) {
  await takeAttempt(
    db,
    [
      { key: `forgot-password:address:${addressGroup(ip)}`, rule: FORGOT_PASSWORD_RULES.address },
      { key: `forgot-password:email:${email}`, rule: FORGOT_PASSWORD_RULES.email },
    ],
    'Too many reset requests.',
  );
}
