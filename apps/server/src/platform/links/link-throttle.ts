import type { Db } from '@care360/db';
import { addressGroup } from '../throttle/address-group';
import { giveBackAttempt, type ThrottleRule, takeAttempt } from '../throttle/throttle';

/**
 * Dead or guessed links from one address, whatever their purpose: failures count, a link that
 * works is given back. With 256-bit tokens guessing is hopeless anyway; this keeps a scanner from
 * filling the audit trail.
 */
export const LINK_ATTEMPT_RULE: ThrottleRule = {
  free: 10,
  baseDelaySeconds: 30,
  maxDelaySeconds: 15 * 60,
  forgetAfterMinutes: 60,
};

export const TOO_MANY_LINK_ATTEMPTS = 'Too many attempts with links.';

/** Counts a link attempt before the link is looked up, or refuses it with 429 and Retry-After. */
export async function beginLinkAttempt(db: Db, ip: string) {
  const check = { key: `link:address:${addressGroup(ip)}`, rule: LINK_ATTEMPT_RULE };
  await takeAttempt(db, [check], TOO_MANY_LINK_ATTEMPTS);
  return { worked: () => giveBackAttempt(db, [check]) };
}
