import {
  addCalendarDays,
  CLIENT_FORMS,
  clientForm,
  completionOf,
  type FormDefinition,
  longestReviewDays,
  nextReviewDate,
  scoreOf,
  validateAnswers,
} from '@care360/domain';
import { sql } from 'drizzle-orm';
import * as schema from '../schema';
import { type DemoAnswerContext, type DemoChance, demoAnswers } from './client-form-answers';
import type { DemoSeeder } from './demo-seeder';

/** Which questionnaires a demo client's file holds, and how current they are. */
export interface DemoFileStory {
  forename: string;
  surname: string;
  status: string;
  /** Assessments done long enough ago that their review date has passed. */
  overdue: boolean;
  /** Only the first questionnaires are done: a file still being put together. */
  incomplete: boolean;
  privatelyFunded: boolean;
  takesMedication: boolean;
  lean: DemoAnswerContext['lean'];
  /** Answers that follow from who the client is (client-personas.ts). */
  known?: DemoAnswerContext['known'];
}

const FULL_FILE = [
  'profile-info',
  'personal-profile',
  'preferences',
  'falls-risk-assessment',
  'pressure-area-assessment',
  'daily-activities',
  'support-plan',
  'consent',
  'pharmacy-contract',
];

function formsOf(story: DemoFileStory): string[] {
  if (story.status === 'Pending assessment') return ['provisional-careplan'];
  if (story.incomplete) return ['profile-info', 'provisional-careplan', 'consent'];
  return [
    ...FULL_FILE,
    ...(story.takesMedication ? ['medication-assessment'] : []),
    ...(story.privatelyFunded ? ['direct-debit-contract'] : []),
  ];
}

/** The questionnaire versions the demo answers, stored as the server stores them on first use. */
async function definitionIds(
  seeder: DemoSeeder,
  keys: ReadonlySet<string>,
): Promise<Map<string, string>> {
  await seeder.db
    .insert(schema.formDefinitions)
    .values(
      CLIENT_FORMS.filter((form) => keys.has(form.key)).map((form) => ({
        key: form.key,
        version: form.version,
        definition: form,
      })),
    )
    .onConflictDoNothing();
  const rows = await seeder.db
    .select({
      id: schema.formDefinitions.id,
      key: schema.formDefinitions.key,
      version: schema.formDefinitions.version,
    })
    .from(schema.formDefinitions)
    .where(sql`true`);
  return new Map(rows.map((row) => [`${row.key}@${row.version}`, row.id]));
}

export interface DemoResponsesContext {
  today: string;
  staff: Array<{ id: string; name: string }>;
}

/** Seeds the questionnaires of every demo client, in one insert per hundred responses. */
export async function seedDemoResponses(
  seeder: DemoSeeder,
  context: DemoResponsesContext,
  files: Array<{ clientId: string; story: DemoFileStory }>,
  r: DemoChance,
) {
  const definitions = await definitionIds(
    seeder,
    new Set(files.flatMap(({ story }) => formsOf(story))),
  );
  const rows: (typeof schema.formResponses.$inferInsert)[] = [];
  files.forEach(({ clientId, story }, index) => {
    for (const key of formsOf(story)) {
      const definition = clientForm(key) as FormDefinition;
      // An overdue file's assessments are older than the longest review its form allows; a
      // current file's are younger than the shortest (a very high risk is reviewed in a week).
      const longest = longestReviewDays(definition);
      const shortest = Math.min(...Object.values(definition.reviewDays ?? {}), 5 + (index % 50));
      const age =
        story.overdue && longest > 0 ? longest + 10 + (index % 30) : Math.max(1, shortest - 1);
      const on = addCalendarDays(context.today, -age);
      const answers = demoAnswers(definition, r, {
        forename: story.forename,
        surname: story.surname,
        on,
        lean: story.lean,
        seed: index,
        known: story.known,
      });
      const complete = Object.keys(validateAnswers(definition, answers)).length === 0;
      const { score, band } = scoreOf(definition, answers);
      const staff = r.pick(context.staff);
      rows.push({
        organisationId: seeder.organisationId,
        subjectType: 'client',
        subjectId: clientId,
        formKey: key,
        definitionId: definitions.get(`${key}@${definition.version}`) ?? '',
        answers,
        score,
        riskLevel: band?.level ?? null,
        riskLabel: band?.label ?? null,
        completion: completionOf(definition, answers),
        status: complete ? 'completed' : 'draft',
        assessedBy: staff.id,
        assessedOn: on,
        nextReviewOn: complete ? nextReviewDate(definition, on, band) : null,
        createdBy: staff.id,
        createdAt: new Date(`${on}T10:00:00Z`),
        updatedAt: new Date(`${on}T10:00:00Z`),
      });
    }
  });
  for (let start = 0; start < rows.length; start += 100) {
    await seeder.db.insert(schema.formResponses).values(rows.slice(start, start + 100));
  }
}
