import type { Db } from '@care360/db';
import { can, formatUkDate, recordKind, ukCalendarDate, type WorklistLine } from '@care360/domain';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/auth-context';
import type { RecordHooks } from '../../platform/records/record-hooks';
import { column, tableOf } from '../../platform/records/record-query';
import { staffPaths } from './oversight';
import { currentStaff } from './training';

/**
 * A new carer's onboarding to-dos (catalogue/staff/onboarding-todos.records.ts): written by Make
 * carer, done by the office, and on the worklist while open.
 */

const todos = recordKind('carer-onboarding-todos');
const todoTable = tableOf(todos);
const col = (key: string) => column(todoTable, key);

/** Who marked a to-do done is the server's to say: the caller, or no one once it is reopened. */
export const onboardingTodoHooks: RecordHooks = {
  async beforeCreate({ values }, ctx) {
    values.doneBy = values.doneOn ? ctx.auth.user.id : null;
  },
  async beforeUpdate({ existing, values }, ctx) {
    const doneOn = values.doneOn === undefined ? existing.doneOn : values.doneOn;
    if (!doneOn) values.doneBy = null;
    else if (!existing.doneOn) values.doneBy = ctx.auth.user.id;
    else values.doneBy = existing.doneBy;
  },
};

/** Writes the to-dos on the carer's file, in the conversion's transaction. */
export async function insertOnboardingTodos(
  tx: Db,
  auth: AuthContext,
  carerId: string,
  rows: readonly { title: string; kind: string; dueOn: string }[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const organisationId = auth.user.organisation.id;
  await tx.insert(todoTable).values(
    rows.map((row) => ({
      ...todos.createSchema.parse(row),
      organisationId,
      parentId: carerId,
      createdBy: auth.user.id,
      updatedBy: auth.user.id,
    })) as never,
  );
  return rows.length;
}

/** The worklist's group: every open to-do of the current carers the caller may read, soonest due first. */
export async function onboardingWorklistLines(
  db: Db,
  auth: AuthContext,
  now = new Date(),
): Promise<WorklistLine[]> {
  if (!can(auth.user, todos.permissions.read)) return [];
  const people = await currentStaff(db, auth, 'carers');
  if (people.length === 0) return [];
  const today = ukCalendarDate(now);
  const rows = (await db
    .select({ carerId: col('parentId'), title: col('title'), dueOn: col('dueOn') })
    .from(todoTable)
    .where(
      and(
        eq(col('organisationId'), auth.user.organisation.id),
        inArray(
          col('parentId'),
          people.map((person) => person.id),
        ),
        isNull(col('doneOn')),
        isNull(col('deletedAt')),
      ),
    )
    .orderBy(asc(col('dueOn')), asc(col('createdAt')))) as {
    carerId: string;
    title: string;
    dueOn: string;
  }[];
  const names = new Map(people.map((person) => [person.id, person.name]));
  return rows.map((row) => {
    const due = formatUkDate(`${row.dueOn}T12:00:00Z`);
    return {
      clientId: row.carerId,
      clientName: names.get(row.carerId) ?? '',
      detail: `${row.title}: ${row.dueOn < today ? `was due ${due}` : `due ${due}`}`,
      href: staffPaths.section('carers', row.carerId, 'onboarding'),
    };
  });
}
