import { type Db, schema } from '@care360/db';
import { type MedicineGiver, SUPER_ADMIN } from '@care360/domain';
import { and, asc, eq, exists, isNull, or, type SQL } from 'drizzle-orm';
import type { Config } from '../../config';
import { recordAudit } from '../../platform/audit/audit';
import type { AuthContext } from '../../platform/auth/auth-context';
import { mfaState, spendCode } from '../../platform/auth/mfa/mfa-state';
import { verifyPassword } from '../../platform/auth/passwords';
import { beginSignInAttempt, signInSucceeded } from '../../platform/auth/sign-in-throttle';
import { HttpError } from '../../platform/http/envelope';

/**
 * The people who may give medicines (for now: the organisation's active users who may record MAR
 * doses; the staff records will narrow it to trained carers), and the witness of a controlled
 * drug, who confirms with their own credentials in the dialog of the person recording.
 */
export const MAR_RECORD_PERMISSION = 'client-medications.update';

/** A person cannot list thousands of names in a select; an agency has a few hundred staff. */
export const MEDICINE_GIVERS_LIMIT = 1000;

const { users, roles, rolePermissions, userPermissions } = schema;

/** Live, active users of the organisation whose role or own grants allow recording doses. */
function mayGive(db: Db, organisationId: string): SQL {
  return and(
    eq(users.organisationId, organisationId),
    eq(users.active, true),
    isNull(users.deletedAt),
    or(
      eq(roles.key, SUPER_ADMIN),
      exists(
        db
          .select({ one: rolePermissions.roleId })
          .from(rolePermissions)
          .where(
            and(
              eq(rolePermissions.roleId, roles.id),
              eq(rolePermissions.permission, MAR_RECORD_PERMISSION),
            ),
          ),
      ),
      exists(
        db
          .select({ one: userPermissions.userId })
          .from(userPermissions)
          .where(
            and(
              eq(userPermissions.userId, users.id),
              eq(userPermissions.permission, MAR_RECORD_PERMISSION),
            ),
          ),
      ),
    ),
  ) as SQL;
}

/**
 * Whom the caller may name as having given a dose: the people who may give medicines, limited
 * to the caller's branch when their role is (plus the caller themselves).
 */
export async function medicineGivers(
  db: Db,
  auth: AuthContext,
  only?: string,
): Promise<MedicineGiver[]> {
  const scope = auth.user.branchScope;
  const branch = scope
    ? or(
        eq(users.id, auth.user.id),
        scope.branchId ? eq(users.branchId, scope.branchId) : undefined,
      )
    : undefined;
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(mayGive(db, auth.user.organisation.id), branch, only ? eq(users.id, only) : undefined),
    )
    .orderBy(asc(users.name), asc(users.id))
    .limit(MEDICINE_GIVERS_LIMIT);
  return rows.map((row) => ({ id: row.id, name: row.name ?? '' }));
}

export const WITNESS_NOT_CONFIRMED =
  'The witness’s email, password or authenticator code is not right.';
const WITNESS_MAY_NOT = 'That person may not witness medicines: choose someone who may give them.';

const fieldError = (field: string, message: string) =>
  new HttpError(422, message, { [field]: [message] });

/**
 * Checks the witness's own credentials: their password, or the current code of their
 * authenticator app when they use one. Wrong ones count toward that person's sign-in limits
 * (sign-in-throttle.ts: a witness box must not become a way round them) and are audited; the
 * password or code is never stored or logged. Answers who the witness is.
 */
export async function confirmWitness(
  db: Db,
  config: Config,
  input: { auth: AuthContext; email: string; secret: string; ip: string; clientId: string },
): Promise<MedicineGiver> {
  const { auth, email, secret, ip, clientId } = input;
  const code = /^\d{6}$/.test(secret.replace(/\s/g, ''));
  const attempt = await beginSignInAttempt(db, { email, ip, step: code ? 'code' : 'password' });
  const [person] = await db
    .select({ id: users.id, name: users.name, hash: users.passwordHash })
    .from(users)
    .where(
      and(
        eq(users.email, email),
        eq(users.organisationId, auth.user.organisation.id),
        eq(users.active, true),
        isNull(users.deletedAt),
      ),
    );
  let confirmed = false;
  if (person && code && (await mfaState(db, person.id)).enabled) {
    confirmed = (await spendCode(db, config, person.id, secret)) === 'totp';
  } else {
    confirmed = await verifyPassword(person?.hash ?? null, secret);
  }
  if (!person || !confirmed) {
    await recordAudit(db, {
      organisationId: auth.user.organisation.id,
      actorUserId: auth.user.id,
      action: 'mar.witness-failed',
      recordType: 'users',
      recordId: person?.id ?? null,
      changes: { email, clientId },
      ip,
    });
    throw fieldError('witnessSecret', WITNESS_NOT_CONFIRMED);
  }
  await signInSucceeded(db, attempt);
  const [allowed] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(mayGive(db, auth.user.organisation.id), eq(users.id, person.id)));
  if (!allowed) throw fieldError('witnessEmail', WITNESS_MAY_NOT);
  return { id: person.id, name: person.name ?? '' };
}
