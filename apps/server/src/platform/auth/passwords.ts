import { hash, verify } from '@node-rs/argon2';
import { z } from 'zod';

// @node-rs/argon2 defaults to argon2id (m=19 MiB, t=2, p=1), the OWASP recommendation.
export const hashPassword = (password: string): Promise<string> => hash(password);

/** Verifying against this when no account matches keeps both answers equally slow. */
const UNKNOWN_USER_HASH = hash('no account has this password');

export async function verifyPassword(passwordHash: string | null, password: string) {
  if (passwordHash === null) {
    await verify(await UNKNOWN_USER_HASH, password);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** NCSC guidance: length over composition rules. */
export const newPasswordSchema = z
  .string({ error: 'Enter a new password.' })
  .min(10, 'Use at least 10 characters.')
  .max(128, 'Use at most 128 characters.');
