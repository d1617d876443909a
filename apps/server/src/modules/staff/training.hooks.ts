import type { Db } from '@care360/db';
import { recordKind, trainingExpiry } from '@care360/domain';
import { and, eq } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/auth-context';
import type { RecordHooks } from '../../platform/records/record-hooks';
import { column, scopeOf, tableOf } from '../../platform/records/record-query';

/**
 * A training record carries its expiry: left empty, it is the completion date plus its course's
 * validity (none for a course taken once), so lists, exports and the matrix read it as stored.
 * An expiry that was worked out follows a changed completion date or course; one typed in stays.
 */

const courses = recordKind('training-courses');

async function validityOf(db: Db, auth: AuthContext, courseId: unknown): Promise<number | null> {
  if (typeof courseId !== 'string') return null;
  const table = tableOf(courses);
  const [row] = await db
    .select({ validityMonths: column(table, 'validityMonths') })
    .from(table)
    .where(and(eq(column(table, 'id'), courseId), scopeOf(courses, auth.user)));
  const months = (row as { validityMonths?: unknown } | undefined)?.validityMonths;
  return typeof months === 'number' ? months : null;
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

export const trainingRecordHooks: RecordHooks = {
  async beforeCreate({ values }, ctx) {
    const completedOn = text(values.completedOn);
    if (text(values.expiresOn) || !completedOn) return;
    values.expiresOn = trainingExpiry(
      completedOn,
      null,
      await validityOf(ctx.db, ctx.auth, values.course),
    );
  },
  async beforeUpdate({ existing, values }, ctx) {
    const merged = { ...existing, ...values };
    const completedOn = text(merged.completedOn);
    if (!completedOn) return;
    const sentExpiry = 'expiresOn' in values ? text(values.expiresOn) : undefined;
    const storedExpiry = text(existing.expiresOn);
    const moved = merged.completedOn !== existing.completedOn || merged.course !== existing.course;
    // Typed in now (and not merely the stored value sent back): kept as typed.
    if (sentExpiry && (sentExpiry !== storedExpiry || !moved)) return;
    if (sentExpiry === undefined && storedExpiry && !moved) return;
    // The stored expiry was worked out if it is what the stored completion gives.
    if (storedExpiry && moved && sentExpiry !== null) {
      const stored = text(existing.completedOn);
      const worked = stored
        ? trainingExpiry(stored, null, await validityOf(ctx.db, ctx.auth, existing.course))
        : null;
      if (worked !== storedExpiry) return;
    }
    values.expiresOn = trainingExpiry(
      completedOn,
      null,
      await validityOf(ctx.db, ctx.auth, merged.course),
    );
  },
};
