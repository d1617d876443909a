import { randomInt } from 'node:crypto';
import { type Db, schema } from '@care360/db';
import { and, count, eq, isNull } from 'drizzle-orm';
import { hashToken } from '../tokens';

const { mfaRecoveryCodes } = schema;

export const RECOVERY_CODE_COUNT = 10;
/** No 0/O or 1/I/L: codes are read off paper and typed by hand. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** XXXXX-XXXXX: 10 characters of 31, about 50 bits each. */
function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 10; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** Spaces, dashes and case do not matter when a code is typed back. */
export function normaliseRecoveryCode(typed: string): string {
  const clean = typed.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return `${clean.slice(0, 5)}-${clean.slice(5)}`;
}

/** Replaces any codes the person had; the codes are returned once and stored only hashed. */
export async function issueRecoveryCodes(db: Db, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  await db
    .insert(mfaRecoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: hashToken(code) })));
  return codes;
}

/** Uses up a recovery code: true once; the same code never works twice, even in parallel. */
export async function spendRecoveryCode(db: Db, userId: string, typed: string): Promise<boolean> {
  const used = await db
    .update(mfaRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(mfaRecoveryCodes.userId, userId),
        eq(mfaRecoveryCodes.codeHash, hashToken(normaliseRecoveryCode(typed))),
        isNull(mfaRecoveryCodes.usedAt),
      ),
    )
    .returning({ userId: mfaRecoveryCodes.userId });
  return used.length > 0;
}

export async function recoveryCodesLeft(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(mfaRecoveryCodes)
    .where(and(eq(mfaRecoveryCodes.userId, userId), isNull(mfaRecoveryCodes.usedAt)));
  return row?.left ?? 0;
}
