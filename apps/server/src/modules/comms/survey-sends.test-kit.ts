import { recordKind } from '@care360/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { column, tableOf } from '../../platform/records/record-query';
import type { TestApp } from '../../test/test-app';

/** The demo survey sent to staff (surveys-data.ts), which the route walks answer too. */
export const DEMO_SENT_SURVEY = 'Carer wellbeing survey 2026';

/** Answers to every question of a demo carer survey, as a recipient's form sends them. */
export async function carerSurveyAnswers(
  t: Pick<TestApp, 'db' | 'organisationId'>,
  title = DEMO_SENT_SURVEY,
): Promise<Record<string, string>> {
  const surveys = tableOf(recordKind('carer-surveys'));
  const [survey] = await t.db
    .select({ id: column(surveys, 'id') })
    .from(surveys)
    .where(
      and(
        eq(column(surveys, 'organisationId'), t.organisationId),
        eq(column(surveys, 'title'), title),
      ),
    );
  if (!survey) throw new Error(`no carer survey ${title}`);
  const table = tableOf(recordKind('carer-survey-questions'));
  const col = (name: string) => column(table, name);
  const questions = await t.db
    .select({ id: col('id'), answerType: col('answerType'), options: col('options') })
    .from(table)
    .where(and(eq(col('parentId'), survey.id), isNull(col('deletedAt'))));
  const answers: Record<string, string> = {};
  for (const q of questions) {
    const id = `q-${q.id}`;
    if (q.answerType === 'yesNo') answers[id] = 'yes';
    else if (q.answerType === 'rating') answers[id] = '4';
    else if (q.answerType === 'choice')
      answers[id] =
        String(q.options ?? '')
          .split('\n')[0]
          ?.trim() ?? '';
    else answers[id] = 'More travel time, please.';
  }
  return answers;
}
