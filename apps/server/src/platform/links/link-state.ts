/** What is stored of a link that decides whether it still opens anything. */
export interface StoredLinkState {
  purpose: string;
  singleUse: boolean;
  expiresAt: Date;
  usedAt: Date | null;
  revokedAt: Date | null;
}

/** Why a link was refused: written in the audit trail, never told to the caller. */
export type LinkRefusal =
  | 'unknown'
  | 'wrong-purpose'
  | 'revoked'
  | 'used'
  | 'expired'
  | 'subject-gone';

/**
 * Why this stored link (or none: the token matched nothing) may not be used now by a route of
 * these purposes, or null when it may. A GET looks without using a single-use link up; a spent
 * single-use link opens nothing, not even a GET.
 */
export function linkRefusal(
  link: StoredLinkState | undefined,
  purposes: readonly string[],
  now: Date,
): LinkRefusal | null {
  if (!link) return 'unknown';
  if (!purposes.includes(link.purpose)) return 'wrong-purpose';
  if (link.revokedAt) return 'revoked';
  if (link.singleUse && link.usedAt) return 'used';
  if (link.expiresAt.getTime() <= now.getTime()) return 'expired';
  return null;
}

/**
 * The presented token as text to look up: a string of sane length, else '' (which no link has).
 * Either way it is looked up, so a malformed token costs what a well-formed wrong one does.
 */
export function tokenOrEmpty(value: unknown): string {
  return typeof value === 'string' && value.length <= 200 ? value : '';
}
