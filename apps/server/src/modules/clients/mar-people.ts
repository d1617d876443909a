import { type Db, schema } from '@care360/db';
import {
  type MarWitness,
  type MedicineGiver,
  recordKind,
  SUPER_ADMIN,
  WORKING_CARER_STATUSES,
} from '@care360/domain';
import { and, asc, eq, exists, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { AuthContext } from '../../platform/auth/auth-context';
import { mfaState, spendCode } from '../../platform/auth/mfa/mfa-state';
import { verifyPassword } from '../../platform/auth/passwords';
import { beginSignInAttempt, signInSucceeded } from '../../platform/auth/sign-in-throttle';
import { HttpError } from '../../platform/http/envelope';
import { column, tableOf } from '../../platform/records/record-query';
import { noteAction } from '../../platform/records/record-store';
import { ownStaffRecords } from '../staff';

/**
 * Who gave a dose and who witnessed it. The giver is a carer file: the carers working for the
 * client's branch, whether or not they have a sign-in account (the office user who keys the dose
 * in is kept apart, as its recorder). The witness of a controlled drug confirms with their own
 * credentials in the dialog of the person recording, and must be someone who may give medicines
 * and read this client's file: of the organisation, holding the permissions, and, when their role
 * is limited to a branch, of the client's branch.
 */
export const MAR_RECORD_PERMISSION = 'client-medications.update';
const MAR_READ_PERMISSION = 'client-medications.read';
const CLIENT_READ_PERMISSION = 'clients.read';

/** A person cannot list thousands of names in a select; an agency has a few hundred staff. */
export const MEDICINE_GIVERS_LIMIT = 1000;

const { users, roles, rolePermissions, userPermissions } = schema;
const clientKind = recordKind('clients');
const carerKind = recordKind('carers');

/** The user's role or own grants hold the permission. */
function holds(db: Db, permission: string): SQL {
  return or(
    exists(
      db
        .select({ one: rolePermissions.roleId })
        .from(rolePermissions)
        .where(
          and(eq(rolePermissions.roleId, roles.id), eq(rolePermissions.permission, permission)),
        ),
    ),
    exists(
      db
        .select({ one: userPermissions.userId })
        .from(userPermissions)
        .where(
          and(eq(userPermissions.userId, users.id), eq(userPermissions.permission, permission)),
        ),
    ),
  ) as SQL;
}

/** The branch of a client of the organisation, as SQL (null when it has none). */
function clientBranch(organisationId: string, clientId: string): SQL {
  const table = tableOf(clientKind);
  return sql`(select ${column(table, 'branch')} from ${table}
    where ${column(table, 'id')} = ${clientId} and ${column(table, 'organisationId')} = ${organisationId})`;
}

/**
 * Live, active users of the organisation who may witness a dose of this client: they may record
 * doses and read the client's file, and a role limited to a branch is limited to the client's.
 */
function mayWitness(db: Db, organisationId: string, clientId: string): SQL {
  return and(
    eq(users.organisationId, organisationId),
    eq(users.active, true),
    isNull(users.deletedAt),
    or(
      eq(roles.key, SUPER_ADMIN),
      and(
        holds(db, MAR_RECORD_PERMISSION),
        holds(db, MAR_READ_PERMISSION),
        holds(db, CLIENT_READ_PERMISSION),
        or(
          sql`not coalesce(${roles.branchScoped}, false)`,
          sql`${users.branchId} = ${clientBranch(organisationId, clientId)}`,
        ),
      ),
    ),
  ) as SQL;
}

/** Someone named as having given a dose: their carer file and its sign-in account, if any. */
export interface DoseGiver {
  carerId: string;
  userId: string | null;
  name: string;
}

/**
 * The carers working for the client's branch (by their carer file, with or without a sign-in
 * account), by surname: whom a dose may be named as given by. `only` narrows to one carer file.
 */
export async function medicineGivers(
  db: Db,
  auth: AuthContext,
  clientId: string,
  only?: string,
): Promise<DoseGiver[]> {
  const table = tableOf(carerKind);
  const col = (key: string) => column(table, key);
  const organisationId = auth.user.organisation.id;
  const rows = (await db
    .select({
      id: col('id'),
      user: col('user'),
      forename: col('forename'),
      surname: col('surname'),
    })
    .from(table)
    .where(
      and(
        eq(col('organisationId'), organisationId),
        isNull(col('deletedAt')),
        inArray(col('status'), [...WORKING_CARER_STATUSES]),
        sql`${col('branch')} = ${clientBranch(organisationId, clientId)}`,
        only ? eq(col('id'), only) : undefined,
      ),
    )
    .orderBy(asc(col('surname')), asc(col('forename')), asc(col('id')))
    .limit(MEDICINE_GIVERS_LIMIT)) as {
    id: string;
    user: string | null;
    forename: string | null;
    surname: string | null;
  }[];
  return rows.map((row) => ({
    carerId: row.id,
    userId: row.user ?? null,
    name: `${row.forename ?? ''} ${row.surname ?? ''}`.trim(),
  }));
}

/**
 * Who gave the dose: the carer named (one of medicineGivers, else refused); left unnamed, the
 * person recording, by their own carer file when they have one.
 */
export async function doseGiver(
  db: Db,
  auth: AuthContext,
  clientId: string,
  givenByCarer: string | undefined,
): Promise<{ carerId: string | null; userId: string | null; name: string }> {
  if (givenByCarer) {
    const [found] = await medicineGivers(db, auth, clientId, givenByCarer);
    if (!found) {
      throw fieldError('givenByCarer', 'Choose a carer who works for this client’s branch.', 400);
    }
    return found;
  }
  const own = (await ownStaffRecords(db, auth)).find((record) => record.owner === 'carers');
  return { carerId: own?.id ?? null, userId: auth.user.id, name: own?.name ?? auth.user.name };
}

/** Those who may witness a controlled drug for this client, by name (the witness picker). */
export async function marWitnesses(
  db: Db,
  auth: AuthContext,
  clientId: string,
): Promise<MarWitness[]> {
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(mayWitness(db, auth.user.organisation.id, clientId))
    .orderBy(asc(users.name), asc(users.id))
    .limit(MEDICINE_GIVERS_LIMIT);
  // Someone without an email cannot confirm as a witness, so is not offered.
  return rows.flatMap((row) =>
    row.email ? [{ id: row.id, name: row.name ?? '', email: row.email }] : [],
  );
}

export const WITNESS_NOT_CONFIRMED =
  'The witness’s email, password or authenticator code is not right.';
const WITNESS_MAY_NOT =
  'That person may not witness this dose: choose someone who may give medicines and read this client’s file.';

const fieldError = (field: string, message: string, status: 400 | 422 = 422) =>
  new HttpError(status, message, { [field]: [message] });

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
    await noteAction(
      db,
      { userId: auth.user.id, ip: ip },
      {
        organisationId: auth.user.organisation.id,
        action: 'mar.witness-failed',
        recordType: 'users',
        recordId: person?.id ?? null,
        changes: { email, clientId },
      },
    );
    throw fieldError('witnessSecret', WITNESS_NOT_CONFIRMED);
  }
  await signInSucceeded(db, attempt);
  const [allowed] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(mayWitness(db, auth.user.organisation.id, clientId), eq(users.id, person.id)));
  if (!allowed) throw fieldError('witnessEmail', WITNESS_MAY_NOT);
  return { id: person.id, name: person.name ?? '' };
}
