import { createHash, randomBytes } from 'node:crypto';

/** 256 bits of randomness, URL-safe: session ids and emailed links. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as this hash, so a copy of the database opens no session or link. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
