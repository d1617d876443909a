import { type Database, recordTable, tableFor } from '@care360/db';
import {
  declareKindsForTests,
  declarePersonFileForTests,
  definePersonFile,
  defineRecord,
  type FormDefinition,
  field,
  type RecordKindOf,
} from '@care360/domain';
import { sql } from 'drizzle-orm';

/**
 * A small person file that exists only in tests: an owner kind, one record
 * list, one scored questionnaire and one signed contract, declared exactly as an area would
 * declare them. Everything the tests of it use (routes, sections, history, permissions) comes
 * from these declarations; the rest of this file only adds them to the catalogue and makes
 * their tables, as migrations would.
 */

export const testPeople = defineRecord({
  name: 'test-people',
  area: 'people',
  singular: 'Test Person',
  plural: 'Test People',
  fields: {
    firstName: field.text('First name', { required: true }),
    lastName: field.text('Last name', { required: true }),
  },
  list: { columns: ['firstName', 'lastName'], sort: 'lastName' },
});

/** No permissions of its own: whoever may read or change the person's file may read or change these. */
export const testPersonNotes = defineRecord({
  name: 'test-person-notes',
  area: 'people',
  singular: 'Test Person Note',
  plural: 'Test Person Notes',
  parent: 'test-people',
  path: 'edit/notes',
  fields: { note: field.text('Note', { required: true }) },
  list: { columns: ['note'], sort: 'note' },
});

export const wellbeingCheck: FormDefinition = {
  key: 'wellbeing-check',
  title: 'Wellbeing Check',
  version: 1,
  purpose: 'assessment',
  sections: [
    {
      id: 'signs',
      title: 'Signs',
      questions: [
        { id: 'lowMood', type: 'yesNo', label: 'Low mood', required: true, scoreIfYes: 2 },
        { id: 'poorSleep', type: 'yesNo', label: 'Poor sleep', required: true, scoreIfYes: 1 },
      ],
    },
  ],
  scoring: {
    bands: [
      { min: 0, label: 'Low concern', level: 'low' },
      { min: 2, label: 'Some concern', level: 'medium' },
      { min: 3, label: 'High concern', level: 'high' },
    ],
  },
  reviewDays: { low: 180, medium: 90, high: 30 },
};

export const workAgreement: FormDefinition = {
  key: 'work-agreement',
  title: 'Work Agreement',
  version: 1,
  purpose: 'contract',
  sections: [
    {
      id: 'agreement',
      title: 'Agreement',
      questions: [
        { id: 'agree', type: 'yesNo', label: 'I agree to the terms', required: true },
        { id: 'signature', type: 'signature', label: 'Signature', required: true },
      ],
    },
  ],
};

export const TEST_PERSON_FILE = definePersonFile({
  owner: 'test-people',
  responseSubject: 'test-person',
  noun: 'Test Person',
  groups: ['Profile', 'Assessments', 'Contracts', 'Records'],
  detailsGroup: 'Profile',
  questionnaires: [wellbeingCheck, workAgreement],
  groupOf: ({ kind, purpose }) =>
    kind === 'list' ? 'Records' : purpose === 'contract' ? 'Contracts' : 'Assessments',
  ownerName: (row) => `${String(row.firstName)} ${String(row.lastName)}`,
});

const TEST_KINDS = [testPeople, testPersonNotes] as unknown as RecordKindOf[];

/** Adds the declarations to the catalogue: call before the app (and its routes) is imported. */
export function declareTestPersonFile(): void {
  declareKindsForTests(TEST_KINDS);
  for (const kind of TEST_KINDS) tableFor(kind as Parameters<typeof tableFor>[0]);
  declarePersonFileForTests(TEST_PERSON_FILE);
}

/** Makes the test kinds' tables in a test database, as a migration would. */
export async function createTestPersonTables(database: Database): Promise<void> {
  const { generateDrizzleJson, generateMigration } = await import('drizzle-kit/api');
  const tables = Object.fromEntries(TEST_KINDS.map((kind) => [kind.name, recordTable(kind.name)]));
  const statements = await generateMigration(generateDrizzleJson({}), generateDrizzleJson(tables));
  for (const statement of statements) await database.db.execute(sql.raw(statement));
}
