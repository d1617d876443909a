import type { Db } from '@care360/db';
import { takeAttempt } from '../throttle/throttle';

/**
 * Someone holding a stolen session must not be able to guess the password or an app code
 * through the signed-in account routes (change password, MFA set-up, turn-off, new recovery
 * codes): those checks share one counter per person, slowed like signing in, with a wait that
 * grows and always ends.
 */
export const ACCOUNT_CHECK_RULE = {
  free: 5,
  baseDelaySeconds: 2,
  maxDelaySeconds: 15 * 60,
  forgetAfterMinutes: 60,
};

export async function throttleAccountCheck(db: Db, userId: string): Promise<void> {
  await takeAttempt(
    db,
    [{ key: `account-check:user:${userId}`, rule: ACCOUNT_CHECK_RULE }],
    'Too many attempts.',
  );
}
