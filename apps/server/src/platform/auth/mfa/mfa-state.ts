import { type Db, schema } from '@care360/db';
import { and, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Config } from '../../../config';
import type { AuthContext } from '../auth-context';
import { openSecret } from './mfa-secret';
import { spendRecoveryCode } from './recovery-codes';
import { matchTotp } from './totp';

const { users, roles, userMfa } = schema;

/**
 * Multi-factor sign-in belongs to the person who signed in: when a session has switched to a
 * linked account, that is the account it switched from.
 */
export const signedInUserId = (auth: AuthContext) => auth.user.parentUserId ?? auth.user.id;

export interface MfaState {
  enabled: boolean;
  /** The role of the signed-in account (or of the account switched to) requires it. */
  required: boolean;
}

export async function mfaState(db: Db, userId: string, activeUserId = userId): Promise<MfaState> {
  const [[role], [mfa]] = await Promise.all([
    db
      .select({ required: sql<boolean>`bool_or(${roles.requiresMfa})` })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(inArray(users.id, [userId, activeUserId])),
    db
      .select({ userId: userMfa.userId })
      .from(userMfa)
      .where(and(eq(userMfa.userId, userId), isNotNull(userMfa.confirmedAt))),
  ]);
  return { enabled: Boolean(mfa), required: Boolean(role?.required) };
}

/**
 * What a session may do while its role requires MFA and the person has not set it up: read
 * who they are, set it up, and sign out.
 */
const ALLOWED_BEFORE_ENROLMENT = new Set([
  'GET /api/v1/user',
  'GET /api/v1/account/security',
  'POST /api/v1/account/mfa/enrol',
  'POST /api/v1/account/mfa/confirm',
]);

export const MFA_ENROLMENT_NEEDED =
  'Your role needs multi-factor sign-in. Set up an authenticator app on your Account security page before you continue.';

/** True when this signed-in request must be refused until the person sets up MFA. */
export function mustEnrolFirst(auth: AuthContext, method: string, url: string): boolean {
  return auth.user.mfaEnrolmentDue && !ALLOWED_BEFORE_ENROLMENT.has(`${method} ${url}`);
}

export type CodeKind = 'totp' | 'recovery-code';

/**
 * Checks a code from the authenticator app (6 digits) or a recovery code, and uses it up: the
 * step of an accepted TOTP code is kept, so neither that code nor an older one works again.
 * `pending` checks the secret of an enrolment not yet confirmed.
 */
export async function spendCode(
  db: Db,
  config: Config,
  userId: string,
  typed: string,
  { pending = false }: { pending?: boolean } = {},
): Promise<CodeKind | null> {
  const code = typed.replace(/\s/g, '');
  const [row] = await db
    .select()
    .from(userMfa)
    .where(
      and(
        eq(userMfa.userId, userId),
        pending ? isNull(userMfa.confirmedAt) : isNotNull(userMfa.confirmedAt),
      ),
    );
  if (!row) return null;
  if (/^\d{6}$/.test(code)) {
    const step = matchTotp(
      openSecret(row.secret, config.mfaSecretKey),
      code,
      Date.now(),
      row.lastUsedStep,
    );
    if (step === null) return null;
    // Two requests with one code at once: only the first moves the step on.
    const moved = await db
      .update(userMfa)
      .set({ lastUsedStep: step })
      .where(
        and(
          eq(userMfa.userId, userId),
          or(isNull(userMfa.lastUsedStep), lt(userMfa.lastUsedStep, step)),
        ),
      )
      .returning({ userId: userMfa.userId });
    return moved.length > 0 ? 'totp' : null;
  }
  if (pending) return null;
  return (await spendRecoveryCode(db, userId, code)) ? 'recovery-code' : null;
}
