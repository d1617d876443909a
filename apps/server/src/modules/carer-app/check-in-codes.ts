import { randomInt } from 'node:crypto';
import type { Db } from '@care360/db';
import {
  CHECK_IN_CODE_ALPHABET,
  CHECK_IN_CODE_LENGTH,
  type CheckMethod,
  checkInCodeOf,
  matchesCheckInCode,
} from '@care360/domain';
import { eq } from 'drizzle-orm';
import { HttpError } from '../../platform/http/envelope';
import { column, tableOf } from '../../platform/records/record-query';
import { clientKind, type MyVisitRow } from './my-visit-access';

/**
 * The check-in code of a client's home (domain: check-in-codes.ts), kept in the clients table
 * beside the declared fields (`check_in_code`) so that no generic row, list, export or audit entry
 * carries it. Only the office's audited endpoint shows it; the carer's phone only sends it.
 */

/** A new random code. */
export function newCheckInCode(): string {
  return checkInCodeOf(
    Array.from({ length: CHECK_IN_CODE_LENGTH }, () => randomInt(CHECK_IN_CODE_ALPHABET.length)),
  );
}

/** The client's stored code, or null while none was made. */
export async function storedCheckInCode(db: Db, clientId: string): Promise<string | null> {
  const c = tableOf(clientKind);
  const [found] = await db
    .select({ code: column(c, 'checkInCode') })
    .from(c)
    .where(eq(column(c, 'id'), clientId));
  return found?.code ? String(found.code) : null;
}

const WRONG_CODE =
  'That is not this home’s check-in code: scan its QR code again or type the code printed under it.';

/**
 * How a check-in or check-out was made: by the home's QR code when the phone sent one (it must be
 * the visit's client's code, else 422 and nothing is written), else by the phone app.
 */
export async function checkMethodOf(
  db: Db,
  visit: MyVisitRow,
  qrCode: string | null | undefined,
): Promise<CheckMethod> {
  if (!qrCode) return 'Phone app';
  const stored = visit.clientId ? await storedCheckInCode(db, visit.clientId) : null;
  if (!stored)
    throw new HttpError(422, 'The office has not printed a check-in QR code for this home yet.', {
      qrCode: ['This home has no check-in QR code yet: ask the office.'],
    });
  if (!matchesCheckInCode(qrCode, stored))
    throw new HttpError(422, WRONG_CODE, { qrCode: [WRONG_CODE] });
  return 'QR code';
}
