import { randomUUID } from 'node:crypto';
import { SURVEY_ACTIVE_STATUSES } from '@care360/domain';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { recordTable } from '../records/table-for';
import type { DemoSeeder } from './demo-seeder';

/** A record kind's table and its columns by field name (declared at run time). */
function columnsOf(kindName: string) {
  const table = recordTable(kindName) as unknown as PgTable;
  const columns = table as unknown as Record<string, PgColumn>;
  return { table, col: (key: string) => columns[key] as PgColumn };
}

/**
 * One staff survey sent by the office: the open carer wellbeing survey to Leeds Central's active
 * carers a week ago, closing in a week; the first few have answered, the rest are due and two were
 * reminded yesterday. Fills the Surveys list and its Surveys Due page.
 */
export async function seedDemoSurveySends(seeder: DemoSeeder, now: Date): Promise<void> {
  const { db, organisationId } = seeder;
  const surveys = columnsOf('carer-surveys');
  const carers = columnsOf('carers');
  const branch = seeder.lookup('branches', 'Leeds Central');
  const [survey] = await db
    .select({ id: surveys.col('id'), title: surveys.col('title') })
    .from(surveys.table)
    .where(
      and(
        eq(surveys.col('organisationId'), organisationId),
        eq(surveys.col('title'), 'Carer wellbeing survey 2026'),
      ),
    );
  if (!survey) return;
  const people = await db
    .select({
      id: carers.col('id'),
      forename: carers.col('forename'),
      surname: carers.col('surname'),
      email: carers.col('email'),
    })
    .from(carers.table)
    .where(
      and(
        eq(carers.col('organisationId'), organisationId),
        eq(carers.col('branch'), branch),
        inArray(carers.col('status'), [...SURVEY_ACTIVE_STATUSES.carers]),
        isNull(carers.col('deletedAt')),
      ),
    )
    .orderBy(asc(carers.col('surname')), asc(carers.col('forename')));
  if (people.length === 0) return;
  const day = 86_400_000;
  const date = (offset: number) =>
    new Date(now.getTime() + offset * day).toISOString().slice(0, 10);
  // Most still due: the due list, and the route walk's survey links, need several.
  const answeredCount = people.length >= 5 ? 2 : 1;
  const sendId = randomUUID();
  await db.insert(recordTable('survey-sends') as unknown as PgTable).values({
    id: sendId,
    organisationId,
    title: String(survey.title),
    audience: 'carer-surveys',
    surveyId: String(survey.id),
    branch,
    closesOn: date(7),
    recipients: people.length,
    answered: answeredCount,
    due: people.length - answeredCount,
  } as never);
  await db.insert(recordTable('survey-recipients') as unknown as PgTable).values(
    people.map((person, index) => ({
      id: randomUUID(),
      organisationId,
      parentId: sendId,
      personKind: 'carers',
      personId: person.id,
      name: `${String(person.forename ?? '')} ${String(person.surname ?? '')}`.trim(),
      email: person.email,
      answeredAt: index < answeredCount ? new Date(now.getTime() - (5 - index) * day) : null,
      remindedAt:
        index >= answeredCount && index < answeredCount + 2 ? new Date(now.getTime() - day) : null,
      reminders: index >= answeredCount && index < answeredCount + 2 ? 1 : 0,
    })) as never,
  );
}
